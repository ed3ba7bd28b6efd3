import { describe, expect, it } from 'vitest';
import { engine } from '../tools/offline-engine';
import { describeNewTopics, titleOf, type NewTopic } from './entry-answers';

/**
 * Killing wells, completion fluids and two drilling troubles that turn on the fluid or the BHA,
 * each asked as a field report with figures and briefly: bullheading a gas well dead before a
 * workover, a new well that will not flow after perforating, a subsurface safety valve that leaks
 * on its test, completion brine crystallising in the cold, barite sag on bottoms up, and a motor
 * that will not build.
 */

const REVIEWED = '2026-12-01';

const NEW_TOPICS: readonly NewTopic[] = [
  {
    id: 'comp-bullhead-kill',
    title: /^Bullheading a producing well dead before a workover/,
    says: /SITP alone/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      "Workover rig moves onto the Hendricks 3 gas well next week to pull the completion. SITP 3,650 psi, perfs 9,900 ft TVD, 2-3/8 J-55 tubing in since 1994 on a packer at 9,780 ft, frac gradient about 0.7 psi/ft. Plan is to bullhead it with brine — what weight, how fast do we pump, and what's the most pressure we can put on that old string?",
      'how do I figure the kill weight and max pressure to bullhead a gas well',
    ],
  },
  {
    id: 'comp-new-well-will-not-flow',
    title: /^A new well that will not flow after perforating/,
    says: /balance depth/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Shot the Miller sand at 8,450-8,480 ft TVD yesterday with 3-3/8 casing guns, hole loaded with 9.4 ppg NaCl, offsets say about 3,300 psi reservoir pressure. Ran tubing and packer this morning, opened it up and nothing, zero at the wellhead. What is holding it back and how do we get it going?',
      "just perfed our new well and it's dead, tubing full of brine",
    ],
  },
  {
    id: 'comp-sssv-failed-leak-test',
    title: /^A subsurface safety valve that leaks on its closure/,
    says: /15 scf\/min/,
    safetyCritical: true,
    reviewed: REVIEWED,
    questions: [
      'Semi-annual test on platform well B-7: closed the TRSCSSV at 1,050 ft, bled the tubing above it from 2,300 down to 400 psi, and 30 minutes later it was back to 900. Gas well, 3-1/2 in tubing. Does that pass 14B, and can we put it back on line while we wait for the slickline unit?',
      'our DHSV leaks when closed on its test, do we have to shut the well in?',
    ],
  },
  {
    id: 'comp-brine-crystallizing-cold',
    title: /^Completion brine crystallizing/,
    says: /Heat and circulate/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Winter workover in North Dakota: a 13.8 ppg CaCl2/CaBr2 blend sat in the upright tank and the lines to the pump overnight at 5 F. This morning the suction line is plugged solid and what we can get out of the tank weighs 13.3. The supplier sheet says TCT 20 F. How do we clear it and what should we change?',
      'completion brine setting up in the lines when it gets cold, what do we do?',
    ],
  },
  {
    id: 'drill-barite-sag',
    title: /^Barite sag/,
    says: /flow-check before calling it sag/,
    safetyCritical: true,
    immediate: true,
    reviewed: REVIEWED,
    questions: [
      'HPHT well, 8-1/2 in hole at 55 deg with 16.4 ppg synthetic mud. After a 40 hr round trip, the bottoms-up weight went 16.4 to 15.6 to 17.1 ppg before it settled; pits flat, PWD jumping around. Company man says it is gas. Is it, and how do we handle the next trip?',
      'weight out drops then jumps on bottoms up after every trip in the deviated section',
    ],
  },
  {
    id: 'drill-motor-not-building',
    title: /^A steerable motor not building as planned/,
    says: /Slide yield/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Drilling the curve in 8-3/4 in hole with a 1.5 deg fixed bend; the DD quoted 7 deg/100 ft but we see 3.5 to 4 sliding about 60% of each stand through soft interbedded shale and sand, and the toolface jumps 60-90 deg. At this rate we land 40 ft low. Higher bend or an RSS?',
      'getting half the DLS we planned out of the mud motor in the build section',
    ],
  },
];

describeNewTopics('well kills and completion fluids', NEW_TOPICS);

describe('a kill weight asked with the choice of brine', () => {
  it('gets the completion-fluid answer with the weight worked from the figures', async () => {
    // EMW = (3,900 + 250)/(0.052 × 8,100) = 9.853 ppg (Lapeyrouse, 2nd ed., ch. 1).
    const { skill, markdown } = await engine.answer(
      'Workover next week: SBHP 3,900 psi at 8,100 ft TVD, we want about 250 psi over. What kill fluid weight do we need and which brine would you use?',
    );
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^Completion and workover fluids/);
    expect(markdown).toMatch(/\*\*Equivalent mud weight: 9\.853 ppg\*\*/);
  });
});
