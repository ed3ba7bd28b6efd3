import { describe, expect, it } from 'vitest';
import { knowledgeEntry } from '../../src/modules/knowledge/knowledge-base';
import { engine } from '../tools/offline-engine';
import { bodyOf, describeNewTopics, titleOf, type NewTopic } from './entry-answers';

/**
 * A frac stage whose perforations will not break down, a kick shut in with the drill pipe gauge at
 * zero behind a float, and an H2S scavenger whose use keeps rising while the gas stays off spec —
 * asked short with abbreviations and typos, in plain words, and as field reports with figures in
 * field and metric units.
 */

const REVIEWED = '2026-12-04';

const NO_BREAKDOWN = /^Perforations \(perfs\) that will not break down on a frac stage/;
const SIDPP_FLOAT = /^SIDPP low or reading zero/;
const SCAVENGER_RISING = /^H2S scavenger \(triazine\) consumption rising/;

const NEW_TOPICS: readonly NewTopic[] = [
  {
    id: 'comp-perfs-will-not-break-down',
    title: NO_BREAKDOWN,
    says: /Acid at the perforations, soaked/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'stg 14 wont break down, pressured to max w/ no rate',
      'perfs wont take fluid on the frac, pressure goes straight to the max. options?',
      "can't get the zone to break on the frac, what do we try next?",
      'Plug-and-perf stage 7 on the Miller 4H: ball seated at 11 bpm and the pressure went straight up to 9,200 psi (63.4 MPa) with under 1 bbl/min going in; max allowable is 9,500 psi. Shot panel showed all 5 guns fired. Held it twice at 9,100 and it just sits there. What next?',
      'Vertical well, perfs at 8,000 ft (2,438 m) in fresh water. Pumped to 7,500 psi (51.7 MPa) on the casing and got no injection at all, the pressure holds flat when we stop. Offsets broke down at about 0.95 psi/ft. What is wrong and how do we get it to break?',
      'Stage at 2,900 m TVD will not take any rate: 62 MPa (9,000 psi) at surface and maybe 0.1 m3/min going in. How do we get a breakdown without going over the limit?',
      'how do you spot an acid spearhead on perfs that take no fluid and soak it',
    ],
  },
  {
    id: 'drill-sidpp-zero-float',
    title: SIDPP_FLOAT,
    says: /Keep the well shut in/,
    safetyCritical: true,
    immediate: true,
    reviewed: REVIEWED,
    questions: [
      'took a kick, SIDPP 0 SICP 450, float in the string?',
      'sidpp reads zero but casing has 600 psi, whats going on',
      'how do I bump the float to get SIDPP',
      'how do you read the shut-in drillpipe pressure through a non-return valve in the BHA?',
      'Shut in on a 15 bbl gain drilling at 10,000 ft TVD with 10.5 ppg mud: SICP 650 psi and the drill pipe gauge shows nothing. We have a float above the motor. How do we get the real SIDPP for the kill sheet?',
      'Kick shut in at 3,050 m TVD with 1.26 SG mud: 4.5 MPa (650 psi) on the casing but 0 on the drill pipe, and there is no float in the string. Do we weight up or circulate it out?',
      'drill pipe gauge stays at zero after the shut in while the annulus keeps 300 psi. no float, gauges checked. weight up?',
    ],
  },
  {
    id: 'chem-h2s-scavenger-consumption-rising',
    title: SCAVENGER_RISING,
    says: /MMscf\/d × ppm × 0\.0898/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'triazine usage doubled in 2 months and the sales gas still 8 ppm H2S, why?',
      'burning thru way more scavenger than last yr, what should i check',
      'bubble tower breaking through every 4 days now instead of every 2 weeks, what changed?',
      'Gathering system: 10 MMscf/d (283,000 m3/d) at about 100 ppm H2S at the inlet, direct injection of 40% MEA-triazine ahead of the sales separator at 250 gal/d (950 L/d), and the outlet still reads 6-10 ppm on stain tubes. Usage went from 120 to 250 gal/d this year. What is going on?',
      'Scavenger injection is 950 L/d for 280,000 m3/d of gas and the sales H2S is still over 4 ppm. How do I tell whether the H2S load went up or we are wasting chemical?',
      'we keep adding more triazine and the gas is still off spec on H2S',
    ],
  },
];

describeNewTopics('Breakdowns, floats and scavengers', NEW_TOPICS);

/** The reply to `question`: the entry it came from and its text. */
async function answered(question: string): Promise<{ title: string; body: string }> {
  const { markdown } = await engine.answer(question);
  return { title: titleOf(markdown), body: bodyOf(markdown) };
}

describe('what each answer must say', () => {
  it('checks the guns and the bottomhole pressure reached before blaming the rock', async () => {
    const { title, body } = await answered(
      'Vertical well, perfs at 8,000 ft (2,438 m) in fresh water. Pumped to 7,500 psi (51.7 MPa) on the casing and got no injection at all, the pressure holds flat when we stop. Offsets broke down at about 0.95 psi/ft. What is wrong and how do we get it to break?',
    );
    expect(title).toMatch(NO_BREAKDOWN);
    expect(body).toMatch(/shot indication for every gun/);
    expect(body).toMatch(/1\.37 psi\/ft \(31\.0 kPa\/m\)/);
    expect(body).toMatch(/More hydrostatic/);
    expect(body).toMatch(
      /\*\*Safety:?\*\*[\s\S]*never exceed the maximum allowable treating pressure/i,
    );
    expect(body).toMatch(/Do not keep cycling up to the limit/);
  });

  it('tells how to bump the float and read SIDPP at the breakover', async () => {
    const { title, body } = await answered(
      'Shut in on a 15 bbl gain drilling at 10,000 ft TVD with 10.5 ppg mud: SICP 650 psi and the drill pipe gauge shows nothing. We have a float above the motor. How do we get the real SIDPP for the kill sheet?',
    );
    expect(title).toMatch(SIDPP_FLOAT);
    expect(body).toMatch(/^\*\*Immediate actions\*\*/);
    expect(body).toMatch(/do not bleed either side/);
    expect(body).toMatch(/Stop the pump at once/);
    expect(body).toMatch(/SIDPP ≈ 420 − 20 = \*\*400 psi \(2\.76 MPa\)\*\*/);
  });

  it('circulates a true zero out at the current mud weight without weighting up', async () => {
    const { title, body } = await answered(
      'Kick shut in at 3,050 m TVD with 1.26 SG mud: 4.5 MPa (650 psi) on the casing but 0 on the drill pipe, and there is no float in the string. Do we weight up or circulate it out?',
    );
    expect(title).toMatch(SIDPP_FLOAT);
    expect(body).toMatch(/Do not weight up: circulate the influx out with the mud in the hole/);
  });

  it('works out the H2S load and the theoretical demand against what is injected', async () => {
    const { title, body } = await answered(
      'Gathering system: 10 MMscf/d (283,000 m3/d) at about 100 ppm H2S at the inlet, direct injection of 40% MEA-triazine ahead of the sales separator at 250 gal/d (950 L/d), and the outlet still reads 6-10 ppm on stain tubes. Usage went from 120 to 250 gal/d this year. What is going on?',
    );
    expect(title).toMatch(SCAVENGER_RISING);
    expect(body).toMatch(/\*\*90 lb\/d \(40\.7 kg\/d\)\*\*/);
    expect(body).toMatch(/0\.87 gal per lb of H2S \(7\.3 L\/kg\)/);
    expect(body).toMatch(/amorphous dithiazine solids/);
    expect(body).toMatch(/\*\*Safety:?\*\*[\s\S]*immediately dangerous to life/);
  });
});

/** The figures an entry works by hand, worked again here. */
describe('the worked figures add up', () => {
  const body = (id: string): string => knowledgeEntry(id)?.body ?? '';

  it('the pressure at the perfs and what a heavier fluid adds', () => {
    const hydrostatic = 0.052 * 8.33 * 8_000;
    expect(Math.round(hydrostatic)).toBe(3_465);
    expect((hydrostatic * 0.006894757).toFixed(1)).toBe('23.9');
    const gradient = (7_500 + 3_465) / 8_000;
    expect(gradient.toFixed(2)).toBe('1.37');
    expect((gradient * 22.62).toFixed(1)).toBe('31.0');
    expect((7_500 * 0.006894757).toFixed(1)).toBe('51.7');
    expect(Math.round(0.052 * (10 - 8.33) * 8_000)).toBe(695);
    expect((695 * 0.006894757).toFixed(1)).toBe('4.8');
    expect(Math.round((0.052 * (9 - 8.33) * 8_000) / 10) * 10).toBe(280);
    const text = body('comp-perfs-will-not-break-down');
    expect(text).toMatch(/about 10,965 psi, a gradient of about 1\.37 psi\/ft/);
    expect(text).toMatch(/0\.052 × 1\.67 × 8,000 ≈ 695 psi \(4\.8 MPa\)/);
  });

  it('SIDPP read through the float, the kill mud and the formation pressure', () => {
    const sidpp = 420 - 20;
    expect(sidpp).toBe(400);
    expect((sidpp * 0.006894757).toFixed(2)).toBe('2.76');
    const kill = 10.5 + sidpp / (0.052 * 10_000);
    expect(kill.toFixed(1)).toBe('11.3');
    expect((kill / 8.345).toFixed(2)).toBe('1.35');
    expect(Math.round(0.052 * 10.5 * 10_000)).toBe(5_460);
    expect(((5_460 + 400) * 0.006894757).toFixed(1)).toBe('40.4');
    expect((650 * 0.006894757).toFixed(2)).toBe('4.48');
    expect(body('drill-sidpp-zero-float')).toMatch(/5,460 \+ 400 = 5,860 psi \(40\.4 MPa\)/);
  });

  it('the H2S load and the triazine it takes', () => {
    // lb/d = MMscf/d × 10⁶ × ppm × 10⁻⁶ ÷ 379.5 scf/lb-mol × 34.08 lb/lb-mol.
    expect((34.08 / 379.5).toFixed(4)).toBe('0.0898');
    const lbPerDay = 10 * 100 * 0.0898;
    expect(Math.round(lbPerDay)).toBe(90);
    // kg/d = m³/d × ppm × 10⁻⁶ × 34.08 ÷ 23.645 m³/kmol (15 °C, 1 atm).
    expect(((283_168 * 100e-6 * 34.08) / 23.645).toFixed(1)).toBe('40.8');
    expect((lbPerDay * 0.4536).toFixed(1)).toBe('40.7');
    // MEA-triazine C9H21N3O3, 219.3 g/mol, takes two H2S (34.08 g/mol).
    const activePerLb = 219.3 / (2 * 34.08);
    expect(activePerLb.toFixed(1)).toBe('3.2');
    const productPerLb = activePerLb / 0.4;
    expect(productPerLb.toFixed(1)).toBe('8.0');
    const galPerLb = productPerLb / 9.2;
    expect(galPerLb.toFixed(2)).toBe('0.87');
    expect(((galPerLb * 3.785) / 0.4536).toFixed(1)).toBe('7.3');
    // Worked with the rounded figures the entry gives: 90 lb/d × 0.87 gal/lb.
    expect(Math.round(90 * 0.87)).toBe(78);
    expect(Math.round((90 * 0.87 * 3.785) / 10) * 10).toBe(300);
    expect(Math.round((78 / 250) * 100)).toBe(31);
    expect(1.2 * 1.5).toBeCloseTo(1.8, 10);
    expect(body('chem-h2s-scavenger-consumption-rising')).toMatch(
      /90 lb\/d × 0\.87 ≈ 78 gal\/d \(about 300 L\/d\)/,
    );
  });
});

/**
 * The neighbours keep their questions: the run that misfired is the misrun entry's, pressure
 * climbing at a proppant stage the screenout entry's, the kill itself the kill-methods entry's,
 * both shut-in pressures rising gas migration's, choosing a scavenger chemistry and its scale the
 * scavenger entry's, and a treating plant off spec the amine entry's.
 */
describe('the entries next to these keep their questions', () => {
  it.each([
    [
      'frac plug didnt set on the pump down and the guns are coming back up, what now',
      /^A plug-and-perf stage misrun/,
    ],
    [
      'Frac stage 9: treating pressure climbing fast, 8,800 to 9,500 psi in three minutes at 3 ppa, max is 9,800. What now?',
      /^Screenout during a frac/,
    ],
    ["driller's method or wait and weight, which is better?", /^Killing a kick/],
    [
      'took a kick, well shut in, SIDPP 400 psi and SICP 650 psi, what do we do?',
      /^Killing a kick/,
    ],
    [
      'Shut in on a 15 bbl gain with a float in the string: SIDPP reads zero, SICP 520 psi and rising about 20 psi every 10 minutes. How do we read SIDPP, and what about the rising casing pressure?',
      /^Gas migrating in a shut-in well/,
    ],
    [
      'float collar holding? bled back 3 bbl after bumping the plug',
      /^A cement plug that has not bumped/,
    ],
    [
      'toe sleeve will not open, pressured to 10,000 and no break',
      /^A toe sleeve or frac sleeve that will not open/,
    ],
    ['what H2S scavenger works best for oil', /^H2S scavengers: triazine and other chemistries/],
    ['how does triazine react with H2S', /^H2S scavengers: triazine and other chemistries/],
    [
      'SIDPP and SICP both climbing every hour while we wait to kill the well',
      /^Gas migrating in a shut-in well/,
    ],
    [
      'Is triazine causing scale in my water system?',
      /^H2S scavengers: triazine and other chemistries/,
    ],
    [
      'MDEA unit treated gas creeping off spec on H2S, tower dP steady, two new sour wells tied in last week',
      /^Amine unit \(gas sweetening\) off spec or foaming/,
    ],
  ])('%s', async (question, title) => {
    const answer = await answered(question);
    expect(answer.title).toMatch(title);
    expect(answer.title).not.toMatch(NO_BREAKDOWN);
    expect(answer.title).not.toMatch(SIDPP_FLOAT);
    expect(answer.title).not.toMatch(SCAVENGER_RISING);
  });

  it('leaves shut-in pressures climbing on both gauges to gas migration, float or not', async () => {
    // The entry's case is a SIDPP that reads low; one that went up is the other way.
    const { title } = await answered(
      'Shut in 30 min waiting on barite. SIDPP went from 350 to 580, SICP from 540 to 770. No float in the string. What is going on, do I bleed some off?',
    );
    expect(title).not.toMatch(SIDPP_FLOAT);
  });

  it('leaves a kill mud weight worked from SIDPP to the calculator', async () => {
    const worked = await engine.answer(
      'we took a kick, SIDPP 520, TVD 10000 ft, MW 10.2 ppg. what kill mud?',
    );
    expect(worked.skill).toBe('calculator');
  });
});
