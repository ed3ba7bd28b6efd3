import { describe, expect, it } from 'vitest';
import { engine } from '../tools/offline-engine';
import {
  bodyOf,
  describeNewTopics,
  expectWellFormedEntry,
  titleOf,
  type NewTopic,
} from './entry-answers';

/**
 * Problems that a neighbouring entry answered — one that shares where it happened (a heater
 * treater, a tank, a water cut, a motor) but not what went wrong. Each is asked as a field report
 * with figures and briefly, and must be answered from the entry about the problem, saying what
 * settles it. (The gravel-pack questions, the short tank and mixing ones and the coil cleanout
 * were answered so already; they stay as guards.)
 */

interface Neighbour {
  problem: string;
  title: RegExp;
  says: RegExp;
  questions: readonly string[];
}

const NEIGHBOURS: readonly Neighbour[] = [
  {
    problem: 'gas at the surface casing vent, not instrument air',
    title: /^Pressure on a casing annulus/,
    says: /bleed-down/,
    questions: [
      'Surface casing vent on the new well is bubbling gas and built 40 psi overnight. What now?',
      'bradenhead gauge on an old well reads 250 psi and comes back after bleeding, a problem?',
    ],
  },
  {
    problem: 'a well making less after an acid job, not a decline to work out',
    title: /^A well worse after an acid job/,
    says: /flowed back/,
    questions: [
      'We treated the well with 15% HCl last month and the oil went down instead of up, why?',
    ],
  },
  {
    problem: 'handling pulled pipe that reads above background, not only the rules',
    title: /^NORM in oilfield scale/,
    says: /50 µR\/h including background[^]*Segregate and label/,
    questions: [
      'pulled rods with scale reading 120 uR/hr on the meter, is it ok for the crew to lay them down and handle them?',
    ],
  },
  {
    problem: 'choosing between two lift methods, not the troubles of one',
    title: /^Choosing an artificial lift method/,
    says: /Gas lift/,
    questions: [
      'How do I pick between gas lift and ESP for a horizontal well making 1,800 bfpd, GOR 1,500, some frac sand?',
      'deciding between ESP and gas lift on a new well, 2500 bfpd, high GOR, sandy. thoughts?',
    ],
  },
  {
    problem: 'oil on the pad from a flowline leak: a spill to contain, not a release near houses',
    title: /^Oil or produced-water spill on land/,
    says: /contain/i,
    questions: [
      'flowline leak, maybe 3 bbl oil on the pad and some in the bar ditch. what now?',
      'leak on the flowline, ~10 bbl of oil on the pad, a little got into the ditch, next steps?',
    ],
  },
  {
    problem: 'how to clear a hydrate plug: the first steps, not only prevention',
    title: /^Gas hydrates: clearing a plug safely/,
    says: /^\*\*Immediate actions[^]*Do not heat the plug and do not bleed one side only/,
    questions: ['flowline froze up, hydrate probably, 2 miles long, how do i clear it?'],
  },
  {
    problem: 'a top plug not bumped at the calculated volume, not cementing problems in general',
    title: /^A cement plug that has not bumped/,
    says: /pump efficiency/i,
    questions: [
      'Displaced 240 bbl on the 7 in and it should have bumped at 236, still no bump, keep pumping?',
    ],
  },
  {
    problem: 'fines and few cuttings at the shakers while drilling, not milling a packer',
    title: /^(?:Slow drilling|Hole cleaning|Torque and drag)/,
    says: /cuttings/i,
    questions: [
      "Drilling the lateral, shakers show lots of fines but not much cuttings, torque up from 15k to 21k and ROP all over the place. What's going on?",
    ],
  },
  {
    problem: 'a leak at the lubricator with wire in the hole, not a pipeline release',
    title: /^Wireline parted or leaking at the stuffing box on a live well/,
    says: /wireline BOP/,
    questions: [
      'slickline in the hole and gas blowing from the lubricator connection, crew at the wellhead',
      'Wireline job on a 2,500 psi gas well, the lubricator started leaking gas at a union with 3,000 ft of wire in the hole. What do we do?',
    ],
  },
  {
    problem: 'a hot ESP motor, not the water cut that came with it',
    title: /^ESP/,
    says: /motor (?:temperature|overheating)/i,
    questions: [
      'ESP on the Baker 4 has its motor winding temperature up from 225 to 275 F in three days, amps 12% over last week, same 58 Hz. Water cut climbed from 45 to 70% since spring. Trip is 300 F. Do we keep it running?',
      'ESP motor temperature alarm came in at 290 F on the Hill 3, amps up since last month and the water cut rose from 30 to 60 percent. Should we slow it down or keep it running?',
    ],
  },
  {
    problem: 'corrosion in a seawater injection line, not the sulfate scale seawater can bring',
    title: /corrosion/i,
    says: /oxygen/i,
    questions: [
      "Two pinhole leaks at the 6 o'clock position of our deaerated seawater injection header within a month, both at low spots. Oxygen scavenger is on and O2 is supposed to be under 10 ppb. What should we check?",
      'Had a corrosion failure on the bottom of the water injection line near a low spot last week. We inject deaerated seawater, O2 spec under 10 ppb. What should we look at?',
    ],
  },
  {
    problem: 'a poor flame on a fired heater, not scale',
    title: /^Fired heater, heater-treater or line-heater burner/,
    says: /too little air for the fuel/,
    questions: [
      'Line heater on the gas well: flame went yellow and lazy, the stack is smoking and the bath will not get above 120F even wide open. Some sand in the well. Fuel at 15 psi.',
      'treater flame yellow and smoky, cannot get up to temp',
    ],
  },
  {
    problem: 'going inside a tank, not its corrosion',
    title: /^Confined-space entry/,
    says: /Nobody enters/,
    questions: [
      'Need a hand to reach inside the 400 bbl produced water tank through the manway to clear the suction. Tank was in sour service, 300 ppm H2S, 1 ft of black sludge. Plan is an air mover for 30 min and a 4-gas monitor.',
      'going inside a sour tank with an air mover and a 4-gas monitor on the belt',
    ],
  },
  {
    problem: 'a rod-pumped well making nothing, not the stuffing box',
    title: /^A rod-pumped well making less/,
    says: /fluid level/i,
    questions: [
      'Rod pump well pumping but not producing for 3 days, unit runs fine, 0 psi at the tee, was 40 bopd and 90 bwpd. Polished rod warm.',
      'pumper says the well is pumping but not producing',
    ],
  },
  {
    problem: 'an injector that fractured, not the producer’s water cut',
    title: /^Injection well suddenly taking more water/,
    says: /mechanical integrity|parting/i,
    questions: [
      'Hall plot on our injector bent downward the last 2 weeks, rate up from 2,500 to 3,600 bwpd at 1,600 psi surface; the nearest producer went from 55% to 80% water.',
      'Hall plot slope breaking downward on the injector, why?',
    ],
  },
  {
    problem: 'a mud motor stalling while drilling, not coiled tubing',
    title: /^Slow drilling/,
    says: /agitator or friction-reduction tool/,
    questions: [
      'Motor stalling every joint while sliding at 12,800 ft MD, 350 psi spikes against a 1,000 psi differential limit, lots of stick slip in rotation.',
    ],
  },
  {
    problem: 'a mud motor that stalls, the motor itself, not coiled tubing',
    title: /^A mud motor \(PDM\) stalling while drilling/,
    says: /Do not keep stalling it/,
    questions: ['mud motor keeps stalling and we cannot slide'],
  },
  {
    problem: 'sand after water breakthrough on a gravel pack, not the water cut',
    title: /^Sand production and sand control/,
    says: /sand-free rate|gravel/i,
    questions: [
      'Gravel-packed producer, sand-free for a year, now 12% water and the sand monitor spiking, 20/40 grains in the test separator. Ops wants to open the choke.',
      'sand monitor spiking since water breakthrough on our gravel pack',
    ],
  },
  {
    problem: 'mixing a barium water with a sulfate water, not the disposal permit',
    title: /^Barium, strontium and calcium sulfate scale/,
    says: /Compatibility testing/,
    questions: [
      'Bringing trucked water from another lease into our SWD: 60 mg/L barium in theirs, 1,100 mg/L sulfate in ours, about a quarter of the volume. Anything to worry about?',
      'mixing a barium water with a sulfate water in the disposal system',
      'their water has Ba 40 mg/l and ours carries SO4 at 1,000 mg/l, both going into the same SWD tank. any problem?',
    ],
  },
  {
    problem: 'dissolvable plugs that did not dissolve, read against their fluid',
    title: /^Coiled tubing trouble/,
    says: /chlorides/,
    questions: [
      'Milling dissolvable plugs on coil 8 days after the frac: tagging debris at 4 of the first 10 depths, motor stalling, pieces of mandrel in the flowback. BHT 150F, flowback chlorides 12,000 mg/l. Wait or keep milling?',
      'dissolvable plugs not dissolving, keep milling or wait?',
    ],
  },
  {
    problem: 'CT read as coiled tubing, not a drilling pump-pressure change',
    title: /^Coiled tubing trouble/,
    says: /sweep/i,
    questions: [
      'Running a CT cleanout at 11,200 ft MD in the lateral, pump pressure went up 600 psi and returns are falling off. Stopped at 11,300. What is happening?',
    ],
  },
  {
    problem: 'a screenout on a frac, its pump pop-offs only a setting, not a relief valve lifting',
    title: /^Screenout during a frac/,
    says: /flush/i,
    questions: [
      'on the frac now, 6 ppa stage, treating up 300 psi a minute to 8,900 with pop-offs set at 9,300 — screening out? what next',
      'Stage 14: net pressure going vertical at 5 ppg sand, treating 8,700 psi with the pop-offs at 9,200. Cut sand?',
    ],
  },
  {
    problem: 'the separator pop-off going, which is its relief valve lifting',
    title: /^Relief valve \(PSV\) lifting/,
    says: /set pressure/i,
    questions: [
      'the pop-off on the separator keeps going every hour or so, what do I check',
      'heater treater popoff lifted twice today at 125 psi, what now?',
    ],
  },
  {
    problem: 'whether the hole is clean, asked in those words, not the ECD margin it shows in',
    title: /^Hole cleaning/,
    says: /rotation/i,
    questions: [
      'how can I tell if we are cleaning the hole in this 6-1/8 lateral? ECD creeping up and torque rising since the last bottoms up',
      'tips to clean the hole better before we trip, 70 deg tangent, 9.8 ppg WBM, 500 gpm',
    ],
  },
  {
    problem: "a compressor's suction scrubber tripping on high level, told by its tag",
    title: /^Compressor troubleshooting/,
    says: /scrubber/i,
    questions: [
      'comp suction scrubber keeps tripping on LSHH since the new wells came on, dump wide open. what to check?',
    ],
  },
  {
    problem: 'a kick with a choice of actions asked, not the bottoms-up form',
    title: /^Kick warning signs/,
    says: /shut it in/i,
    questions: [
      'took a 10 bbl gain drilling ahead and the flow check shows flow. shut in or circulate bottoms up?',
      'pit gain 6 bbl, well flowing with the pumps off — close the annular now or pump bottoms up first?',
    ],
  },
  {
    problem: 'welding asked about as a job to be done, not a leak at a weld',
    title: /^Hot work/,
    says: /gas test/i,
    questions: [
      'can we weld new grating on the tank battery walkway this week with the tanks in service?',
      'want to weld the pipe rack support next to the separator while it is running, what do we need?',
    ],
  },
  {
    problem: 'a pressure test that bleeds off, not the packer or plug it was against',
    title: /^A pressure test that will not hold/,
    says: /surface/i,
    questions: [
      'annulus test on the injector bled off 120 psi in 15 min, no leaks at surface. what next?',
      'tubing test will not hold, loses 200 psi in 15 minutes every time',
    ],
  },
  {
    problem: 'a scrubber filling downstream of a separator, which is carryover from it',
    title: /^Separator liquid carryover/,
    says: /mist extractor/i,
    questions: [
      'three-phase separator on the east pad, and the scrubber keeps filling with oil since we added two wells. level looks fine in the glass.',
    ],
  },
  {
    problem: 'how long a well stays on test, asked of the test separator',
    title: /^Well tests that do not add up to the sales/,
    says: /stabili/i,
    questions: ['how long should a well sit on the test sep before we trust the numbers?'],
  },
  {
    problem: 'a choke that wears out again and again, which is sand erosion',
    title: /^Sand production and sand control/,
    says: /choke/i,
    questions: [
      'we change out the choke trim on the B-4 every month, is that normal?',
      'adjustable choke washes out every few weeks on the high rate well, positive choke instead?',
    ],
  },
];

describe.each(NEIGHBOURS)('$problem', ({ title, says, questions }) => {
  it.each(questions)('%s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(title);
    expect(bodyOf(markdown)).toMatch(says);
  });
});

const NEW_TOPICS: readonly NewTopic[] = [
  {
    id: 'drill-fishing-parted-string',
    title: /^Fishing a twisted-off or parted drill string/,
    says: /wall-hook|impression block/i,
    safetyCritical: false,
    questions: [
      'Parted the string at 7,100 ft in 12-1/4 hole, lost 60k of string weight, fish is the BHA plus 1,500 ft of 5-1/2 DP. Ran the overshot twice and both times it went 10 ft past the fish top and came back empty. Caliper shows a washout to 16 in there.',
      'overshot keeps missing the fish top after a twist-off',
    ],
  },
  {
    id: 'comp-wireline-parted-live-well',
    title: /^Wireline parted or leaking at the stuffing box on a live well/,
    says: /^\*\*Immediate actions\*\*[\s\S]*swab valve/,
    safetyCritical: true,
    questions: [
      'Slickline parted right at the stuffing box pulling a plug on a 2,800 psi gas well; the toolstring and most of the wire fell back, lubricator is still on the tree. How do we make it safe?',
      'wire broke at the stuffing box on a flowing well, tools in the hole',
    ],
  },
  {
    id: 'ops-driving-fatigue',
    title: /^Vehicle crashes on lease roads/,
    says: /fatigue management/i,
    safetyCritical: false,
    questions: [
      'Third pickup rollover this quarter on the lease roads, all three drivers were coming off night tour near the end of a 14-day hitch on 12 hr shifts. HSE wants another defensive driving class. Enough?',
      'hands keep rolling pickups on lease roads after night shifts',
    ],
  },
];

describeNewTopics(
  'topics a neighbour answered for want of an entry',
  NEW_TOPICS,
  ({ id, safetyCritical }) => {
    expectWellFormedEntry(id, safetyCritical, '2026-11-30');
  },
);

describe('choosing or setting up a lift method asks about the method, not its troubles', () => {
  it.each([
    'Thinking about putting a low-rate well on intermittent gas lift: 2-3/8 tubing at 6,900 ft, reservoir pressure about 800 psi, PI 0.15 bpd/psi, 1,000 psi injection gas. How do I set up the cycle and the valve?',
    'plan to put the well on intermittent gas lift, how do I set the cycle time?',
  ])('%s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^Gas lift: continuous and intermittent/);
    expect(bodyOf(markdown)).toMatch(/standing valve/i);
  });

  it.each([
    'Thinking about installing plunger lift on a horizontal gas well: packer at 9,200 ft MD near the curve, 55° at the end of tubing, 500 Mcf/d and loading up every couple of weeks. Worth it?',
    'is my well a plunger lift candidate with a packer in the hole?',
  ])('%s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^Plunger lift for liquid-loaded gas wells/);
    expect(bodyOf(markdown)).toMatch(/A packer\*\* leaves only the tubing/);
  });
});

describeNewTopics('gas treating, which the glycol dehydrator answered for want of an entry', [
  {
    id: 'fac-amine-unit-off-spec',
    title: /^Amine unit \(gas sweetening\) off spec or foaming/,
    says: /10 °F/,
    safetyCritical: false,
    reviewed: '2026-12-02',
    questions: [
      'Amine contactor dP went from 4 to 15 psi overnight and the sales gas is at 12 ppm H2S, flash drum has an oil layer. What is happening?',
      'MDEA unit treated gas creeping off spec on H2S, tower dP steady, two new sour wells tied in last week',
      'how do I stop the amine foaming',
    ],
  },
]);
