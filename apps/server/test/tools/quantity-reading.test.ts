import { describe, expect, it } from 'vitest';
import { calculated, engine, resultValue } from './offline-engine';

/**
 * Answers that turn on readings engineers write that are neither a plain number nor a number with
 * a field unit (the reader's own cases: `packages/sage/test/read-field.test.ts`).
 */
describe('readings in answers', () => {
  // 1 g/cm³ = 1,000 kg/m³ = 8.345404 lb/US gal (NIST SP 811: lb = 0.45359237 kg, gal = 3.785411784 L).
  const PPG_PER_SG = 1000 / (0.45359237 / 0.003785411784);

  it('answers an NRI asked with a fractional royalty', async () => {
    // NRI = WI × (1 − royalty) (Thompson and Wright, Oil Property Evaluation): 0.875 × 7/8 = 76.5625 %.
    const { markdown } = await engine.answer(
      'net revenue interest with 87.5 % working interest and a 1/8 royalty',
    );
    expect(resultValue(markdown, /^Net revenue interest/)).toBeCloseTo(76.5625, 4);
  });

  it('answers a metric kill mud weight with the mud given as a specific gravity', async () => {
    // KWM = OMW + SIDPP/(0.052 × TVD) (Lapeyrouse, 2nd ed., ch. 4), in field units:
    // 35 bar = 507.63 psi; 3,000 m = 9,842.52 ft; 1.20 SG = 10.0145 ppg →
    // 10.0145 + 507.63/(0.052 × 9,842.52) = 10.0145 + 0.99183 = 11.0063 ppg.
    const { markdown } = await engine.answer(
      'kill mud weight: SIDPP 35 bar, TVD 3000 m, current mud 1.20 SG',
    );
    const sidppPsi = (35 * 1e5) / 6894.757293168;
    const tvdFt = 3000 / 0.3048;
    expect(resultValue(markdown, /^Kill mud weight/)).toBeCloseTo(
      1.2 * PPG_PER_SG + sidppPsi / (0.052 * tvdFt),
      3,
    );
  });
});

describe('a density and its gradient asked as a unit conversion', () => {
  // Gradient = 0.052 psi/ft per ppg (Lapeyrouse, Formulas and Calculations for Drilling,
  // Production and Workover, 2nd ed., ch. 1); in SI, ρ·g with g = 9.80665 m/s².
  it('gives the gradient of a mud weight asked in psi/ft, with its formula', async () => {
    const markdown = await calculated('convert 14.2 ppg to psi/ft');
    expect(resultValue(markdown, /^Pressure gradient/)).toBeCloseTo(14.2 * 0.052, 4);
    expect(markdown).not.toContain('cannot be converted');
  });

  it('gives the mud weight of a gradient asked in ppg', async () => {
    const markdown = await calculated("what's 0.65 psi/ft in ppg");
    expect(resultValue(markdown, /^Mud weight/)).toBeCloseTo(0.65 / 0.052, 3);
  });

  it('answers the metric pair in the unit asked', async () => {
    // 1,200 kg/m³ × 9.80665 m/s² = 11,767.98 Pa/m = 11.768 kPa/m.
    const gradient = await calculated('1200 kg/m3 in kPa/m');
    expect(gradient).toMatch(/^\*\*Pressure gradient: 11\.77 kPa\/m\*\*/);
    // 11.8 kPa/m ÷ 9.80665 m/s² = 1,203.3 kg/m³ = 1.203 SG.
    const density = await calculated("what's 11.8 kPa/m in SG");
    expect(density).toMatch(/^\*\*Mud weight: 1\.203 SG\*\*/);
  });

  it('still refuses a conversion between kinds no fluid relates', async () => {
    const { markdown } = await engine.answer('convert 100 psi to m3');
    expect(markdown).toContain('cannot be converted');
  });

  it("works out a pressure asked at a depth among a column's figures, not a refused conversion", async () => {
    // ρgh over each fluid (SI, g = 9.80665 m/s²): (1,030 × 1,200 + 1,250 × 1,800) × 9.80665 Pa
    // = 34.186 MPa.
    const markdown = await calculated(
      'Displacement: seawater (1.03 SG) over the top 1 200 m TVD, completion brine 1.25 SG from 1 200 m down to 3 000 m TVD. Hydrostatic at 3 000 m in MPa?',
    );
    expect(markdown).not.toContain('cannot be converted');
    expect(markdown).toMatch(/^\*\*Hydrostatic pressure at the bottom: 34\.19 MPa\*\*/);
    const { markdown: alone } = await engine.answer('3 000 m in MPa?');
    expect(alone).toContain('cannot be converted');
  });
});
