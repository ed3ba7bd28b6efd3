import { describe, expect, it } from 'vitest';
import { engine } from '../tools/offline-engine';
import { describeNewTopics, titleOf, type NewTopic } from './entry-answers';

/**
 * Tests and change-outs, asked as a field report with figures and briefly: running a well test
 * through the test separator, changing out a PSV on a vessel that stays in service, testing a
 * packer after setting it, the BOP accumulator drawdown test, and fishing parted sucker rods.
 */

const REVIEWED = '2026-12-03';

const NEW_TOPICS: readonly NewTopic[] = [
  {
    id: 'ops-well-test-through-test-separator',
    title: /^Running a well test through the test separator/,
    says: /make before break|Carry-under/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'We have 14 wells on one pad header and a 36 in. x 10 ft three-phase test separator held at 120 psi, the same as the production header. Most wells are rod pumped, 40 to 300 bbl/d at 60-90 % water cut. What is the right way to switch a well into test: how long to purge and stabilise before we start counting, how long to run the test, and what should the operator record?',
      'how do I run a well test through the test separator',
      'test separator carry-under, the oil meter reads high on every well test',
    ],
  },
  {
    id: 'fac-psv-change-out-in-service',
    title: /^Removing or changing out a relief valve \(PSV\)/,
    says: /open the outlet block valve first, then the inlet/,
    safetyCritical: true,
    reviewed: REVIEWED,
    questions: [
      'The PSV on our inlet separator (MAWP 1,440 psi, set at 1,440) is due for recertification next week. It has a 3 in. inlet block valve car-sealed open and an outlet block valve to the flare header, but no installed spare. Production wants to keep the separator running at 950 psi while the valve goes to the shop. Can we, and what is the safe way to change it out?',
      'how do we swap to the spare PSV on the heater treater without shutting it in',
      'safe procedure to pull a relief valve off a running vessel',
    ],
  },
  {
    id: 'comp-packer-test-after-setting',
    title: /^Testing a packer after setting it/,
    says: /Fill the annulus/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Just set a 5-1/2 in. 17# tension-set packer at 7,450 ft with 12,000 lb pulled into it on 2-7/8 in. 6.5# tubing, old J-55 casing. Before the well goes on injection we need to test it: what pressure do we put on the backside, how long do we hold it, and what counts as a pass?',
      'how do I test the packer after setting it',
      'backside test right after setting the packer fell 80 psi in 30 min and then flattened out, did it pass?',
    ],
  },
  {
    id: 'drill-accumulator-drawdown-test',
    title: /^BOP accumulator \(closing unit\) drawdown test/,
    says: /200 psi above the precharge/,
    safetyCritical: true,
    reviewed: REVIEWED,
    questions: [
      'Rigging up on a land well with an 11 in. 5K stack: annular, double ram (pipe and blind) and an HCR valve on the choke line. The koomey is a 3,000 psi unit with twelve 11 gal bottles precharged to 1,000 psi. How do we run the accumulator drawdown test and what final pressure do we need to pass?',
      'accumulator drawdown test failed, only 1,050 psi left with a 1,000 psi precharge, what now?',
      'what is the pass criteria for the BOP accumulator drawdown test',
    ],
  },
  {
    id: 'lift-parted-sucker-rods-fishing',
    title: /^Parted sucker rods on a beam-pumped well/,
    says: /RP 11BR|circumferential displacement/,
    safetyCritical: true,
    reviewed: '2026-12-04',
    questions: [
      'Beam-pumped well with a 7/8 and 3/4 grade D tapered string to a 1-1/2 in. insert pump at 5,200 ft. Yesterday the POC shut it down on low load; the card is now a flat band around 6,500 lb and there is no fluid at the tee. Looks like parted rods. How do we find where it parted and fish it?',
      'how do I fish parted sucker rods',
      'pulled the rods after a part and the pin broke off inside the coupling, what caused it and what overshot do we run?',
    ],
  },
];

describeNewTopics('Tests and change-outs', NEW_TOPICS);

/**
 * The neighbours keep their own questions: a relief valve lifting is not a change-out, tests that
 * disagree with the sales are the allocation's, an annulus that builds back after bleeding is not a
 * packer test, a kick that cannot be circulated is the volumetric method's, and going into a
 * separator is a confined-space entry.
 */
describe('the entries next to these keep their questions', () => {
  it.each([
    [
      'PSV on the production separator popped twice today, set 250, we run 235. Lead operator wants to close the block valve under it and put in the spare. OK?',
      /^Relief valve \(PSV\) lifting/,
    ],
    [
      'The 24 hr test on the test separator says 180 bopd but the allocation gives the well 240. Which number do I believe?',
      /^Well tests that do not add up to the sales/,
    ],
    [
      'Sustained casing pressure on the A-annulus of a gas well with a packer: bled it to zero and it builds back to 950 psi in a day, MAWOP is 2,000. What do we do?',
      /^Pressure on a casing annulus/,
    ],
    [
      'Shut in on a kick, bit nozzles plugged so we are unable to circulate. SICP climbing 80 psi every 10 min. What now?',
      /^Gas migrating in a shut-in well/,
    ],
    [
      'We need to go into the separator to dig out sand. It has been blinded and steamed out. What do we need before anyone goes in?',
      /^Confined-space entry/,
    ],
  ])('%s', async (question, title) => {
    const { markdown } = await engine.answer(question);
    expect(titleOf(markdown)).toMatch(title);
  });
});
