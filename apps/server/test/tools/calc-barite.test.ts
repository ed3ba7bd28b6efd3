import { describe, expect, it } from 'vitest';
import { asked, calculated, engine, resultValue } from './offline-engine';

/*
 * The offline engine on weighting up a mud with barite. Each expected number is worked out here
 * from the textbook formulas (Lapeyrouse, Formulas and Calculations for Drilling, Production and
 * Workover, 2nd ed. (2002), ch. 2, "Increase mud density": sacks/100 bbl = 1470 × (W2 − W1) ÷
 * (35 − W2); volume increase/100 bbl = 100 × (W2 − W1) ÷ (35 − W2); for another barite SG the
 * mass balance with ρb = 8.33 × SG ppg), never from the calculator under test; metric inputs are
 * converted here with the usual factors.
 */

const PPG_PER_SG = 8.345404;
const BBL_PER_M3 = 6.289811;

const sacksPer100 = (w1: number, w2: number) => (1470 * (w2 - w1)) / (35 - w2);
const increasePer100 = (w1: number, w2: number) => (100 * (w2 - w1)) / (35 - w2);

describe('barite to weight up a mud', () => {
  it.each([
    // 1470 × 1/23.5 = 62.553 sacks/100 bbl; 600 bbl → 375.32 sacks.
    ['how many sacks of barite to raise 600 bbl of mud from 10.5 to 11.5 ppg', 375.3191],
    ['weight up 600 bbl of 10.5 ppg mud to 11.5 ppg with barite', 375.3191],
    ['raise the mud weight from 10.5 ppg to 11.5 ppg, 600 bbl in the pits', 375.3191],
    ['increase mud weight of 600 bbl from 10.5 to 11.5 ppg', 375.3191],
    ['how much barite: 600 bbl, current mud weight 10.5 ppg, desired 11.5 ppg', 375.3191],
    // The chapter's worked example: 100 bbl, 12.0 → 14.0 ppg: 1470 × 2/21 = 140 sacks.
    ['sacks of barite to weight up 100 bbl of 12.0 ppg mud to 14.0 ppg', 140],
  ])('%s', async (question, expected) => {
    const markdown = await calculated(question);
    expect(markdown).toContain('#### Barite to weight up mud');
    expect(resultValue(markdown, /^Barite needed, 100-lb sacks$/)).toBeCloseTo(expected, 2);
  });

  it('gives the pounds, the sacks per 100 bbl and the volume increase', async () => {
    const markdown = await calculated(
      'how many sacks of barite to raise 600 bbl of mud from 10.5 to 11.5 ppg',
    );
    // 62.553 sacks/100 bbl × 6 × 100 lb = 37,532 lb; 600 × 1/23.5 = 25.53 bbl.
    expect(resultValue(markdown, /^Sacks per 100 bbl/)).toBeCloseTo(sacksPer100(10.5, 11.5), 2);
    expect(resultValue(markdown, /^Barite needed$/)).toBeCloseTo(37532, -1);
    expect(resultValue(markdown, /^Volume increase/)).toBeCloseTo(
      6 * increasePer100(10.5, 11.5),
      2,
    );
    expect(markdown).toContain('1470');
  });

  it('reads a metric volume and SG mud weights', async () => {
    // 80 m³ = 503.185 bbl; 1.25 SG = 10.43176 ppg, 1.35 SG = 11.26630 ppg:
    // 1470 × 0.83454/23.7337 = 51.690 sacks/100 bbl × 5.03185 = 260.09 sacks.
    const w1 = 1.25 * PPG_PER_SG;
    const w2 = 1.35 * PPG_PER_SG;
    const bbl = 80 * BBL_PER_M3;
    const markdown = await calculated('weight up 80 m3 of 1.25 SG mud to 1.35 SG with barite');
    expect(resultValue(markdown, /^Barite needed, 100-lb sacks$/)).toBeCloseTo(
      (sacksPer100(w1, w2) * bbl) / 100,
      1,
    );
    // 260.09 sacks × 100 lb × 0.45359237 kg/lb = 11,797.6 kg; the volume increase in m³:
    // 80 × 0.83454/23.7337 = 2.8130 m³.
    expect(resultValue(markdown, /^Barite needed \(metric\)$/)).toBeCloseTo(
      sacksPer100(w1, w2) * bbl * 0.45359237,
      -1,
    );
    expect(markdown).toMatch(/Volume increase from the barite: \*\*2\.813\*\* m³/);
  });

  it('uses the mass balance for a barite SG other than 4.2', async () => {
    // ρb = 8.33 × 4.1 = 34.153 ppg; 42 × 34.153 × 2/20.153 = 142.354 lb/bbl; 400 bbl → 569.4 sacks.
    const markdown = await calculated(
      'increase mud weight of 400 bbl from 12.0 ppg to 14.0 ppg, barite SG 4.1',
    );
    expect(resultValue(markdown, /^Sacks per 100 bbl/)).toBeCloseTo(142.354, 2);
    expect(resultValue(markdown, /^Barite needed, 100-lb sacks$/)).toBeCloseTo(569.42, 1);
    expect(markdown).toContain('Mass balance');
  });

  it('asks for the current mud weight rather than guess it', async () => {
    await asked('how much barite to weight up 500 bbl to 12 ppg', 'the mud weight in the hole now');
  });

  it('asks for the volume rather than guess it', async () => {
    await asked('how many sacks of barite to go from 10.5 to 11.5 ppg?', 'the volume of mud');
  });

  it('refuses a lighter mud as a dilution', async () => {
    const { markdown } = await engine.answer('raise the mud weight of 600 bbl from 12 to 11 ppg');
    expect(markdown).toMatch(/dilution/);
    expect(markdown).not.toMatch(/\| \*\*[\d,.]+\*\* /);
  });

  it('leaves kill mud weight questions to the kill sheet', async () => {
    for (const question of [
      'kill mud weight with SIDPP 520 psi at 10,000 ft TVD and 10.2 ppg mud',
      'weight up to kill: SIDPP 520 psi, 10,000 ft TVD, 10.2 ppg mud',
    ]) {
      const markdown = await calculated(question);
      expect(markdown).toContain('#### Kill mud weight');
      expect(markdown).not.toContain('Barite');
    }
    const { markdown } = await engine.answer(
      'how much do I weight up the mud to kill the well? SIDPP 520 psi, TVD 10,000 ft, 10.2 ppg',
    );
    expect(markdown).not.toContain('Barite to weight up mud');
  });
});
