import { describeNewTopics, type NewTopic } from './entry-answers';

/**
 * Lifting, height work and tired crews, asked as a field report with figures and briefly:
 * planning a crane pick of a BOP or a tank, climbing the mast to grease the crown in wind or in
 * the dark, a crew at 16 hours facing a critical step at night, and balancing a beam pumping unit
 * and moving its counterweights.
 */

const REVIEWED = '2026-12-01';

const NEW_TOPICS: readonly NewTopic[] = [
  {
    id: 'ops-crane-lift-planning',
    title: /^Planning a crane lift on location/,
    says: /critical lift/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Setting a 11" 5M BOP stack with a 50 ton hydraulic crane this afternoon. Stack weighs about 14,000 lb, we pick it off the float with a spreader bar and 4 slings, the crane is at about 35 ft radius and the chart shows 19,800 lb there. Pad is still wet from last night and gusts are around 18 mph. Foreman is asking are we good to pick it?',
      'how close to the chart can the crane go before we need a written plan?',
    ],
  },
  {
    id: 'ops-work-at-height-derrick',
    title: /^Climbing the derrick or mast and working at height/,
    says: /Nobody goes up/,
    safetyCritical: true,
    immediate: true,
    reviewed: REVIEWED,
    questions: [
      'Workover rig, 104 ft mast. It is 9 pm, wind is gusting 35 to 40 mph and the derrickhand wants to climb up and grease the crown sheaves before we trip in the morning. The climbing device on the ladder has been sticking so he says he will just free climb, he has done it a hundred times. Should I let him go up?',
      'ok for the derrickhand to go up the mast tonight in this wind without the climbing device?',
    ],
  },
  {
    id: 'ops-fatigue-long-shifts',
    title: /^Crew fatigue and long shifts on a rig or workover/,
    says: /Push through, or stop and bring relief\?/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Stuck at 8,200 ft on a workover since this morning, the crew has been on location 16 hours and we are one floorhand short. Fishing hand wants to keep jarring through the night and the relief crew can be here at 6 am. The toolpusher says they can handle it. Do we keep going or shut down until the relief gets here?',
      'crew is beat after a double, keep working the night or wait for relief?',
      'the night crew has been up 20 hrs and we still have to kill the well, what do we do',
    ],
  },
  {
    id: 'lift-pumping-unit-counterweights',
    title: /^Balancing a beam pumping unit and moving its counterweights/,
    says: /Never move, loosen or adjust the weights with the unit running/,
    safetyCritical: true,
    immediate: true,
    reviewed: REVIEWED,
    questions: [
      'Pumping unit on the Smith 3 after the pump was deepened: clamp meter reads 64 amps peak going up and 41 amps coming down, and the 40 hp motor is too hot to touch. The pumper wants to slide the crank weights out while the unit is running slow so he does not lose production. Is that ok and which way should they go?',
      'upstroke amps way higher than downstroke, how do I move the weights safely?',
    ],
  },
];

describeNewTopics('Lifting, height work and fatigue', NEW_TOPICS);
