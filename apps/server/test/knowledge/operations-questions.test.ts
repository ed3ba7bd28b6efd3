import { describe, expect, it } from 'vitest';
import { engine } from '../tools/offline-engine';
import {
  bodyOf,
  describeNewTopics,
  expectEntryAnswer,
  expectWellFormedEntry,
  titleOf,
} from './entry-answers';

/** The day the operations-questions entries were checked against their sources. */
const REVIEWED = '2026-11-30';

/**
 * Questions production and drilling engineers ask every week that the base answered badly or not
 * at all, asked as a field engineer types them — one long with the case in figures, one short —
 * and answered from the entry written for them, not a calculator or the no-model reply.
 */
const TOPICS = [
  {
    id: 'lift-gas-lift-injection-point',
    title: /^Which gas-lift valve is the well lifting from\?/,
    says: /surface closing pressure/,
    questions: [
      'Gas-lift well with 6 mandrels, orifice designed at 7,800 ft. Casing holds steady at 905 psi and the injection meter reads 650 Mcf/d; valve 3 has a surface closing pressure of 910 psi and valve 4 of 890 psi. No budget for a survey: how do I tell which valve it is injecting from?',
      'how do i tell which GLV is open without a survey',
      'how do I find the point of injection on a gas lift well without running a flowing survey',
    ],
  },
  {
    id: 'lift-plunger-first-setup',
    title: /^Setting up a new plunger-lift well/,
    says: /afterflow/,
    questions: [
      'Just put plunger lift on a 2-3/8 gas well at 8,200 ft: shut-in casing builds to 420 psi, line pressure 110 psi, about 6 bbl/d of water and 250 Mcf/d. What shut-in and afterflow times should I start with, and how do I tune it?',
      'new plunger install, what timers do i start with',
      'how do I use the load factor to set up a plunger cycle',
    ],
  },
  {
    id: 'ops-tubing-casing-communication',
    title: /^Tubing leak, packer leak or wellhead seal\?/,
    says: /lowest nipple/,
    questions: [
      'Flowing gas well with a packer at 9,400 ft: tubing 1,250 psi, casing went from 0 to 1,230 psi in a week and moves with the tubing when we choke it back. How do I figure out whether it is a tubing leak, the packer or the hanger seal?',
      'tbg leak vs packer leak, how do i tell',
    ],
  },
  {
    id: 'fac-centrifugal-pump-cavitation',
    title: /^A centrifugal pump cavitating or eating mechanical seals/,
    says: /NPSH/,
    questions: [
      'Our produced water transfer pump at the SWD (centrifugal, 3x4x13) sounds like it is pumping gravel, discharge pressure bouncing between 180 and 240 psi, and we have replaced the mechanical seal three times in two months. Tank level runs about 4 ft. What is going on?',
      'centrifugal pump cavitating and eating seals',
      'how much NPSH margin does our charge pump need over NPSHr',
    ],
  },
  {
    id: 'comp-hydraulic-packer-will-not-set',
    title: /^A hydraulic-set packer that will not set/,
    says: /pump it down/,
    questions: [
      'Running a hydraulic-set packer on 2-7/8 tubing, 55 degrees at the setting depth of 8,900 ft. Dropped the ball, waited 40 minutes, pressured to 2,500 psi and it bled off slowly; never saw the set. The packer sets at 1,800 to 2,200 psi. What now?',
      'hyd set packer wont set, cant pressure up',
    ],
  },
  {
    id: 'lift-pcp-torque-sand',
    title: /^PCP torque rising and rate falling/,
    says: /elastomer/,
    questions: [
      'PCP on a 32 API well: torque has climbed from 600 to 950 ft-lbf over three weeks since install while the rate fell from 180 to 120 bfpd at the same 250 rpm. Fluid level is fine. What is causing it?',
      'pcp torque going up and rate dropping',
      'how do we get more run life out of PCPs in sandy wells',
    ],
  },
  {
    id: 'fac-co2-wet-gas-corrosion-monitoring',
    title: /^Setting up a corrosion monitoring program for wet-gas flowlines with CO2/,
    says: /SP0775/,
    questions: [
      'We have 40 miles of wet gas gathering with 4% CO2 at 900 psi and about 10 bbl/MMcf of condensed water. What should the corrosion monitoring program include and how often should we review the data?',
      'setting up corrosion monitoring on wet gas lines, coupons or ER probes?',
    ],
  },
  {
    id: 'fac-lact-bsw-probe-diverting',
    title: /^A LACT BS&W probe diverting oil while the shake-outs read low/,
    says: /coat/,
    questions: [
      'LACT keeps diverting at 0.8% on the BS&W probe but our grind-outs on the sample are 0.2 to 0.3%. Purchaser limit is 0.5%. Crude is 44 API with some paraffin. Where do I look?',
      'bs&w probe reading high vs shakeouts, lact keeps diverting',
    ],
  },
  {
    id: 'ops-well-tests-vs-sales',
    title: /^Well tests that do not add up to the sales/,
    says: /[Ss]hrinkage/,
    questions: [
      "Our battery's 12 wells test to 1,150 bopd on the test separator but the LACT sold only 1,010 bopd last month; allocation factor 0.88 and dropping. The test separator runs at 125 psi. Which number do we trust and how do we fix it?",
      'well tests dont add up to sales, alloc factor 0.85',
    ],
  },
  {
    id: 'lift-esp-megger-new-install',
    title: /^ESP megger on a new installation before start-up/,
    says: /penetrator/,
    questions: [
      'New ESP install, rig still on location: the motor meggered over 2,000 megohms on the floor, but after making up the penetrator we read 35, 40 and 3 megohms phase to ground at 1,000 V. Do we energise or pull before the rig leaves?',
      'megger low on the new ESP before startup, ok to start?',
    ],
  },
  {
    id: 'ops-waterflood-water-cut-jump',
    title: /^A sudden water-cut jump in a waterflood producer/,
    says: /parting pressure/,
    questions: [
      'Producer P-14 in our waterflood went from 65% to 92% water cut in five days. The offset injector I-7 was raised from 800 to 1,400 bwpd last month and its surface pressure is now 1,650 psi; the step-rate test put parting at about 1,500 psi. What is going on and what do I do?',
      'water cut jumped overnight on a flood producer next to an injector',
    ],
  },
] as const;

/** The safety-critical topics: the answer opens with the entry's Immediate actions. */
const EMERGENCIES = [
  {
    id: 'comp-trapped-pressure-pulling-tubing',
    title: /^Pressure or fluid trapped in the tubing while pulling it/,
    says: /Stop pulling/,
    questions: [
      'POOH with 2-7/8 tubing after a rod job, the pump would not unseat right and now every connection we break is full of fluid and the last two spit gas. About 4,000 ft still in the hole. What do we do?',
      'pulling a wet string and gas spitting at the connections',
      'tubing plugged with sand while pulling it, pressure under the bridge, how do we equalise?',
    ],
  },
  {
    id: 'ops-flowline-leak-reported',
    title: /^A flowline leak reported by someone else/,
    says: /upwind/,
    questions: [
      'A rancher just called: there is oil on the creek about half a mile below our 4 in flowline from the Smith 3 and he says it smells like rotten eggs. The line carries about 300 bopd with 200 ppm H2S in the gas. What do we do first?',
      'landowner says theres oil in the creek below our line',
    ],
  },
  {
    id: 'comp-sour-acid-flowback',
    title: /^Flowing back an acid job on a sour well/,
    says: /closed system/,
    questions: [
      'Pumped 5,000 gal of 15% HCl on a carbonate producer that makes 800 ppm H2S and we open it up to flow back tonight. Last time the H2S at the separator went off the scale when the spent acid came back. How should we set up the flowback?',
      'flowing back acid on a sour well, h2s spiking',
    ],
  },
] as const;

describe('weekly operations questions the base answered badly or not at all', () => {
  it.each(TOPICS.map((topic) => [topic.id, topic] as const))(
    '%s is cited, reviewed and well formed',
    (id) => {
      expectWellFormedEntry(id, false, REVIEWED);
    },
  );

  it.each(
    TOPICS.flatMap((topic) =>
      topic.questions.map((question) => [topic.id, question, topic] as const),
    ),
  )('%s: %s', async (_id, question, topic) => {
    await expectEntryAnswer(question, { title: topic.title, says: topic.says, immediate: false });
  });
});

describe('a hole in the tubing of an ESP well', () => {
  it('is answered with how to find a tubing hole, from the communication or the ESP entry', async () => {
    const { skill, markdown } = await engine.answer(
      'ESP well making half what it did, fluid level shot shows the fluid 3,000 ft over the pump, could it be a hole in the tubing?',
    );
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(
      /^(?:Tubing leak, packer leak or wellhead seal\?|ESP running with normal amps but no flow|ESP well making less fluid with the intake pressure rising)/,
    );
    expect(bodyOf(markdown)).toMatch(/tubing hole|hole in the tubing|tubing leak/i);
  });
});

describe('weekly emergencies: the answer opens with the immediate actions', () => {
  it.each(EMERGENCIES.map((topic) => [topic.id, topic] as const))(
    '%s is cited, reviewed, safety-critical and well formed',
    (id) => {
      expectWellFormedEntry(id, true, REVIEWED);
    },
  );

  it.each(
    EMERGENCIES.flatMap((topic) =>
      topic.questions.map((question) => [topic.id, question, topic] as const),
    ),
  )('%s: %s', async (_id, question, topic) => {
    await expectEntryAnswer(question, { title: topic.title, says: topic.says, immediate: true });
  });
});

describeNewTopics('starting an ESP, asked as a field question', [
  {
    id: 'lift-esp-start-up',
    title: /^Starting an ESP after a workover or a long shutdown/,
    says: /Confirm the rotation/,
    safetyCritical: false,
    reviewed: '2026-12-03',
    questions: [
      'Three wells coming back from workover with new ESPs and downhole gauges, killed with 9.0 ppg brine and some losses. What is the start-up procedure and what should I watch in the first 24 hours?',
      'esp startup checklist after a workover?',
    ],
  },
]);
