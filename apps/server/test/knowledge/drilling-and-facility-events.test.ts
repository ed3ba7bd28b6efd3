import { describe, expect, it } from 'vitest';
import { engine } from '../tools/offline-engine';
import { bodyOf, expectEntryAnswer, expectWellFormedEntry, titleOf } from './entry-answers';

/**
 * Rig-floor and facility events — pump pressure falling while drilling, ballooning or a kick, a
 * kick with the bit off bottom, a gain while displacing cement, pigging, a combustible-gas alarm,
 * and a well that will not come back — each asked twice, briefly and as a field report with the
 * figures, and answered from the entry about it; the safety-critical ones open with their
 * immediate actions.
 */

interface Topic {
  title: RegExp;
  /** What the answer says — in its opening Immediate actions when the topic is safety-critical. */
  says: RegExp;
  safetyCritical: boolean;
  short: string;
  long: string;
}

const TOPICS: Record<string, Topic> = {
  'pump pressure falling': {
    title: /^Pump pressure falling while drilling/,
    says: /washout/i,
    safetyCritical: false,
    short:
      'pump pressure dropped 200 psi at the same strokes while drilling, what should we check?',
    long: 'Drilling 8-1/2 in. hole at 11,200 ft with 10.8 ppg mud and 120 spm on both pumps: the standpipe was 3,150 psi at the start of the tour and has crept down to 2,900 psi over four hours with the strokes unchanged. Pits are steady and the hook load and torque look normal. What could it be and what do we do?',
  },
  'ballooning or a kick': {
    title: /^Ballooning \(wellbore breathing\) or a kick/,
    says: /kick until proven otherwise/,
    safetyCritical: true,
    short: 'is it ballooning or a kick? the well flows back on every connection',
    long: 'Drilling the lateral at 14,500 ft MD with 12.6 ppg oil-based mud, we lose about 8 bbl/h while circulating, and on each connection the trip tank gains 6 to 8 bbl over 15 minutes, fast at first and then slowing. On the last connection it gained 12 bbl and was still flowing at the end of the flow check. The company man says the hole is breathing. What should we do?',
  },
  // The field report tells a trip as much as a kick off bottom: either entry, both of which stab
  // and close the full-opening safety valve first and strip back to bottom, answers it.
  'kick with the bit off bottom': {
    title: /^(?:A kick with the bit off bottom|Kick while tripping)/,
    says: /full-opening safety valve/,
    safetyCritical: true,
    short: 'we took a kick on a trip with the bit off bottom, how do we strip back to bottom?',
    long: 'Pulling out at 6,500 ft in a 13,000 ft well with 11.0 ppg mud, the trip tank gained 10 bbl and the well kept flowing, so we shut in: SICP is 350 psi and the drill pipe reads 300 psi. The night toolpusher wants to weight up to a kill mud from that SIDPP at 6,500 ft and circulate it from here. What should we do?',
  },
  'a gain while displacing cement': {
    title: /^Cementing problems: .*U-tube or kick/,
    says: /expected return profile/,
    safetyCritical: true,
    short: 'gaining returns while displacing cement, is it U-tubing or a kick?',
    long: 'Cementing 7 in. casing at 9,800 ft with a 15.8 ppg tail behind a 12.5 ppg lead and 10.2 ppg mud in the hole. Halfway through the displacement at 6 bpm the returns are running at 9 bpm and the pits are up 25 bbl; the job design shows about 30 bbl of U-tube by now. Do we keep displacing or shut in?',
  },
  pigging: {
    title: /^Pipeline pigging: launching and receiving safely/,
    says: /Never open a closure door/,
    safetyCritical: true,
    short: 'how do we open the pig receiver closure door safely?',
    long: 'We launched a cleaning pig in the 8 in. gas gathering line six hours ago; the run is 3 miles and should take about two hours. Upstream pressure has climbed from 450 to 780 psi against a MAOP of 1,000 psi and nothing has reached the receiver. What do we do about the stuck pig?',
  },
  'combustible-gas alarm': {
    title: /^A combustible gas \(LEL\) alarm/,
    says: /Stop work/,
    safetyCritical: true,
    short: 'LEL alarm going off in the compressor building, what do we do?',
    long: "The fixed gas detector in the compressor building at the battery read 25% LEL and then went to high alarm at 40%, and the unit shut down. The operator's four-gas monitor showed 0 ppm H2S at the door. Can we go in to find the leak and restart the compressor?",
  },
  'a well that will not come back': {
    title: /^A well that will not come back after a shut-in or a workover/,
    says: /nitrogen/,
    safetyCritical: false,
    short: 'the well will not come back after the workover, what should we check?',
    long: 'Gas well at 9,200 ft: we killed it with 9.5 ppg brine to change out the tubing, pumped 180 bbl and got back maybe 40 bbl. Since the workover the tubing reads 150 psi and the casing 900 psi, and it dies an hour after we open it. How do we bring it back?',
  },
};

const QUESTIONS = Object.entries(TOPICS).flatMap(([topic, { short, long, ...expected }]) => [
  [topic, 'short', short, expected] as const,
  [topic, 'field report', long, expected] as const,
]);

describe('rig-floor and facility events are answered from the entry about them', () => {
  it.each(QUESTIONS)('%s (%s): %s', async (_topic, _wording, question, expected) => {
    await expectEntryAnswer(question, { ...expected, immediate: expected.safetyCritical });
  });
});

describe('the combustible-gas alarm entry relates the LEL to H2S', () => {
  it('says what a sour gas at an LEL alarm carries', async () => {
    const { markdown } = await engine.answer(
      'our four-gas monitor alarmed at 10 percent LEL near the separator and the gas is sour, how much H2S is that?',
    );
    expect(titleOf(markdown)).toMatch(/^A combustible gas \(LEL\) alarm/);
    expect(bodyOf(markdown)).toMatch(/about 50 ppm H2S/);
  });
});

describe('a stuck pig in a cold wet gas line', () => {
  it('is treated as a hydrate before the differential is raised', async () => {
    const { markdown } = await engine.answer(
      'foam pig in our 6 in gas gathering line never showed at the receiver and the differential keeps climbing; it has been below freezing all week. Push it harder?',
    );
    expect(titleOf(markdown)).toMatch(/^Pipeline pigging/);
    const body = bodyOf(markdown);
    expect(body).toMatch(/treat it as a hydrate first/);
    expect(body.indexOf('treat it as a hydrate first')).toBeLessThan(
      body.indexOf('Raise the differential gradually'),
    );
  });
});

describe('a hydrate plug told with its pressures and "dP"', () => {
  it('is answered from the hydrate entry, not a liquid line form', async () => {
    const { skill, markdown } = await engine.answer(
      'gas flowline 4 km, 70 bar upstream, 15 bar downstream at the plant, flow stopped. 1C outside. likely a hydrate. ops want to blow the downstream side to 0 to get more dP and push it through',
    );
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^Gas hydrates/);
  });
});

describe('the rig-floor and facility event entries', () => {
  it.each([
    ['drill-pump-pressure-drop', false],
    ['drill-ballooning-or-kick', true],
    ['drill-kick-off-bottom-stripping', true],
    ['drill-cementing-problems', true],
    ['fac-pigging-launch-receive', true],
    ['fac-combustible-gas-alarm', true],
    ['ops-well-dies-after-shut-in', false],
  ])('%s cites its sources, lists symptoms and was reviewed on 2026-11-29', (id, critical) => {
    expectWellFormedEntry(id, critical);
  });
});

describe('pressure climbing while displacing cement', () => {
  it('sets the job maximum before the plug, never forcing it down', async () => {
    const reply = await engine.answer(
      'Displacing cement on 9-5/8 casing, slurry is past its thickening time and pump pressure keeps climbing, plug not bumped yet. Keep pumping to bump it?',
      [],
    );
    expect(titleOf(reply.markdown)).toMatch(/^Cementing problems/);
    expect(reply.markdown).toMatch(/never go above the job's maximum pressure/);
    expect(reply.markdown).not.toMatch(/finish the displacement to bump the plug,(?! within)/);
  });
});
