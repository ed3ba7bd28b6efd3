import { describeNewTopics, type NewTopic } from './entry-answers';

/**
 * Valves, hot oiling and pumps, asked as a field report with figures and briefly: an isolation
 * valve that passes when a dump valve must be changed, a hot oil job pressuring up the casing with
 * vapour at the truck, a rod pump stuck in its barrel after a shutdown, and a water line that bangs
 * when a valve closes or a pump stops.
 */

const REVIEWED = '2026-12-01';

const NEW_TOPICS: readonly NewTopic[] = [
  {
    id: 'fac-valve-passing-isolation',
    title: /^A passing isolation valve that will not hold/,
    says: /Never trust a single passing valve/,
    safetyCritical: true,
    immediate: true,
    reviewed: REVIEWED,
    questions: [
      'We need to change out a 2 in. dump valve on the FWKO at the battery. Closed the 3 in. ball valve upstream, bled the section to 0 through the needle valve, shut the needle valve and in 10 minutes the gauge is back to 45 psi. Vessel runs 120 psi with some H2S. Foreman wants to just crack the flange and go. What should we do?',
      'ball valve leaking thru, cant get it to zero to pull the meter, now what',
    ],
  },
  {
    id: 'ops-hot-oiling-safety',
    title: /^Hot oiling or hot watering for paraffin/,
    says: /shut down the pump and the burner/,
    safetyCritical: true,
    immediate: true,
    reviewed: REVIEWED,
    questions: [
      'Hot oil truck pumping 240 °F lease oil down the backside of a rod-pumped well at 1.5 bpm. Casing pressure went from 50 to 650 psi in 20 minutes and the operator says he smells vapour at the truck tank. Casing is 5-1/2 in. J-55 from 1978 and the head is rated 2,000 psi. What do we do?',
      'hot oiler pressuring up on the casing and theres vapor by the burner, what now',
    ],
  },
  {
    id: 'lift-stuck-rod-pump',
    title: /^A rod pump stuck in the barrel, or rods that will not move/,
    says: /stripping job/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      "Rod pumped well, 1-1/2 in. insert pump at 6,200 ft, 86 in. stroke at 8 spm. It was down 3 days for a power outage; on restart the unit stalled on the upstroke and the dyno card is now a skinny slanted line. The last two pumps came out with scored plungers and frac sand. What's going on and how do we get it pumping again?",
      'plunger seized in the barrel and the unit wont turn over, what now',
    ],
  },
  {
    id: 'fac-water-hammer-surge',
    title: /^Water hammer and surge in liquid lines/,
    says: /non-slam check/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Our SWD transfer line is 6 in. steel, about 2 miles long, moving 10,000 bwpd at 900 psi. Every time the shutdown valve at the disposal end closes the line bangs hard, the pipe supports are shifting and a flange has started weeping. How big is the spike and what do we do about it?',
      'water line jumps and bangs every time the dump valve shuts, how do I fix it',
    ],
  },
];

describeNewTopics('Valves, hot oiling and pumps', NEW_TOPICS);
