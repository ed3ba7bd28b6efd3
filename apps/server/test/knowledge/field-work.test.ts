import { describe, expect, it } from 'vitest';
import { engine } from '../tools/offline-engine';
import { bodyOf, expectEntryAnswer, expectWellFormedEntry } from './entry-answers';

/**
 * Field-work topics — opening or tightening pressured equipment, entering tanks and vessels,
 * perforating, ESP electrical readings, killing a kick, and casing pressure tracking the tubing on
 * a packer well — each asked twice, briefly and as a field report with the well's figures, and
 * answered from the entry about it; the safety-critical ones open with their immediate actions.
 */

/** Casing pressure following the tubing on a packer well, as a field report. */
const PACKER_WELL_REPORT =
  'Gas well with a packer at 8,500 ft: tubing is 1,850 psi shut in and the casing now reads 1,800 psi; it was zero last month, and when we open the well the casing drops with the tubing. We bled the casing to zero and it came back to 1,700 psi in two hours. What is going on?';

interface Topic {
  title: RegExp;
  /** What the answer says, in the first lines when the topic is safety-critical. */
  says: RegExp;
  safetyCritical: boolean;
  short: string;
  long: string;
}

const TOPICS: Record<string, Topic> = {
  'working on pressured equipment': {
    title: /^Working on pressured equipment/,
    says: /Stop the job/,
    safetyCritical: true,
    short: 'can we hammer on a leaking union under pressure?',
    long: 'Pumper found the 2-in. 1502 hammer union on the flowline weeping at about 900 psi and the roustabout wants to hit the wing nut a couple of times to stop it; it is a quick job so nobody wrote a JSA. The wing valve upstream is closed but the gauge still reads 150 psi. What should we do?',
  },
  'confined-space entry': {
    title: /^Confined-space entry in the oilfield/,
    says: /Nobody enters/,
    safetyCritical: true,
    short: 'confined space entry into a stock tank, what should we check first?',
    long: 'We drained the 500 bbl gun barrel and two hands need to go in through the manway tomorrow to shovel out about 2 ft of sludge; the last reading at the manway was 19.0 % oxygen and 15 ppm H2S. What should we do before anyone goes in?',
  },
  perforating: {
    title: /^Perforating: wireline or TCP, underbalance/,
    says: /dynamic underbalance/i,
    safetyCritical: false,
    short: 'how much underbalance for TCP perforating?',
    long: 'We are perforating 40 ft of a 12 md sandstone at 9,800 ft with TCP guns on 2-7/8 tubing; reservoir pressure is about 4,200 psi and we plan a 1,500 ft water cushion. Is that enough underbalance, and what should we watch after the guns fire?',
  },
  'ESP electrical readings': {
    title: /^ESP electrical readings/,
    says: /largest deviation/,
    safetyCritical: false,
    short: 'ESP current imbalance is 12 percent, is that bad?',
    long: 'ESP on the 7,000 ft well reads 41, 44 and 50 amps on the three phases at 60 Hz, the volts are 462, 460 and 455, and the phase-to-ground megger went from 2,000 megohms at install to 150 last month. What does that mean?',
  },
  'kill methods': {
    title: /^Killing a kick: Driller's method and Wait-and-Weight/,
    says: /hold casing pressure constant/,
    safetyCritical: true,
    short: 'which gauge do we hold constant when bringing the pump up to kill rate on a kick?',
    long: "Took a 20 bbl kick at 12,000 ft on the floater: SIDPP 450 psi, SICP 720 psi, 11.2 ppg mud, slow circulating rate 30 spm at 650 psi and choke line friction 150 psi. We plan the driller's method; which gauge do we hold while bringing the pump up, and what if the drill pipe pressure jumps?",
  },
  'tubing–casing communication': {
    title: /^Pressure on a casing annulus .*tubing–casing communication/,
    says: /Record the pressure on every annulus/,
    safetyCritical: true,
    short:
      'casing pressure keeps tracking the tubing pressure on our packer well, what should we do?',
    long: PACKER_WELL_REPORT,
  },
};

const QUESTIONS = Object.entries(TOPICS).flatMap(([topic, { short, long, ...expected }]) => [
  [topic, 'short', short, expected] as const,
  [topic, 'field report', long, expected] as const,
]);

describe('field-work topics are answered from the entry about them', () => {
  it.each(QUESTIONS)('%s (%s): %s', async (_topic, _wording, question, expected) => {
    await expectEntryAnswer(question, { ...expected, immediate: expected.safetyCritical });
  });
});

describe('the tubing–casing entry tells how to find the leak', () => {
  it('gives the diagnosis of a lost barrier on a packer well', async () => {
    const { markdown } = await engine.answer(PACKER_WELL_REPORT);
    expect(bodyOf(markdown)).toMatch(/\*\*Tubing–casing communication on a packer well/);
    expect(bodyOf(markdown)).toMatch(/bleed-down and build-up/);
  });
});

describe('the field-work entries', () => {
  it.each<[string, boolean, string]>([
    ['ops-pressured-equipment-work', true, '2026-11-29'],
    ['ops-confined-space-entry', true, '2026-11-29'],
    ['comp-perforating-underbalance', false, '2026-11-30'],
    ['lift-esp-electrical-readings', false, '2026-11-29'],
    ['drill-kill-methods', true, '2026-11-30'],
    ['ops-sustained-casing-pressure', true, '2026-11-29'],
  ])('%s cites its sources, lists symptoms and was reviewed on %s', (id, critical, reviewed) => {
    expectWellFormedEntry(id, critical, reviewed);
  });
});
