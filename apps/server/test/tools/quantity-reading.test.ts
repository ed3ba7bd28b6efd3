import { describe, expect, it } from 'vitest';
import { findQuantities } from '../../src/modules/tools/quantities';
import { engine, resultValue } from './offline-engine';

/** Readings engineers write that are neither a plain number nor a number with a field unit. */
describe('the quantity reader', () => {
  // 1 g/cm³ = 1,000 kg/m³ = 8.345404 lb/US gal (NIST SP 811: lb = 0.45359237 kg, gal = 3.785411784 L).
  const PPG_PER_SG = 1000 / (0.45359237 / 0.003785411784);

  it.each([
    ['mud 1.2 s.g., 2500 m vertical depth', 1.2],
    ['current mud 1.20 SG', 1.2],
    ['mud density 1.50 sg at 3200 m', 1.5],
    ['kill fluid 1.35 sg', 1.35],
  ])('reads a mud written as a specific gravity as a density: "%s"', (text, sg) => {
    const density = findQuantities(text).find((mention) => mention.kind === 'density_ppg');
    expect(density?.value).toBeCloseTo(sg * PPG_PER_SG, 6);
  });

  it.each([
    ['0.7 sg gas at 2000 psia', 0.7],
    ['fluid SG 1.05 for the ESP', 1.05],
    ['gas gravity 0.65 sg', 0.65],
  ])('leaves a specific gravity that is not a mud as a number: "%s"', (text, sg) => {
    const mention = findQuantities(text).find((candidate) => candidate.value === sg);
    expect(mention?.kind).toBe('number');
  });

  it.each([
    ['a 1/8 royalty', 12.5],
    ['3/16 royalty', 18.75],
    ['a 3/16ths royalty', 18.75],
    ['1/4 ORRI', 25],
  ])('reads an interest written as a fraction as a percentage: "%s"', (text, percent) => {
    const [mention] = findQuantities(text);
    expect(mention?.kind).toBe('percent');
    expect(mention?.value).toBeCloseTo(percent, 10);
  });

  it.each([
    ['1,000 bbl at $70', 'oil_price_usd_per_bbl', 70],
    ['2500 barrels of oil at $60', 'oil_price_usd_per_bbl', 60],
    ['500 Mcf @ $3', 'gas_price_usd_per_mscf', 3],
    ['capex $6 million at 10 %', 'money_usd', 6e6],
  ])('reads a dollar amount after "<volume> at" as its price: "%s"', (text, kind, value) => {
    const money = findQuantities(text).find((mention) => mention.kind === kind);
    expect(money?.value).toBe(value);
  });

  it('keeps inch fractions as inches', () => {
    expect(findQuantities('5/8 in rods')[0]).toMatchObject({ kind: 'diameter_in', value: 0.625 });
    expect(findQuantities('12-1/4 in hole')[0]).toMatchObject({
      kind: 'diameter_in',
      value: 12.25,
    });
  });

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
