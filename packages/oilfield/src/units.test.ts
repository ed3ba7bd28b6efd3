import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { OilfieldInputError } from './errors';
import {
  barrelsOfOilEquivalent,
  convertUnits,
  gasVolumeBaseConversion,
  convertTemperature,
  type UnitName,
  UNIT_DEFINITIONS,
  unitFactor,
} from './units';
import { uniform } from './testing/arbitraries';
import { valueOf } from './testing/values';

const convert = (value: number, from: UnitName, to: UnitName): number =>
  convertUnits({ value, from_unit: from, to_unit: to }).values.converted.value;

describe('unit conversions (NIST SP 811; oilfield reference C13)', () => {
  it.each([
    [1, 'bbl', 'gal', 42, 1e-12],
    [1, 'bbl', 'm3', 0.158987294928, 1e-12],
    [1, 'm3', 'bbl', 6.289811, 1e-6],
    [1, 'ft3', 'gal', 7.48052, 1e-5],
    [1, 'bbl', 'ft3', 5.614583, 1e-6],
    [1, 'Mcf', 'm3', 28.316847, 1e-6],
    [1, 'psi', 'kPa', 6.894757, 1e-6],
    [212, 'degF', 'degC', 100, 1e-12],
    [60, 'degF', 'degR', 519.67, 1e-12],
    [0, 'degC', 'K', 273.15, 1e-12],
    [1, 'hp', 'kW', 0.745699872, 1e-8],
    [1, 'D', 'um2', 0.9869233, 1e-6],
    [10, 'ppg', 'kg/m3', 1198.264273, 1e-6],
  ] as const)('%d %s = %d %s', (value, from, to, expected, tolerance) => {
    expect(Math.abs(convert(value, from, to) / expected - 1)).toBeLessThan(tolerance);
  });

  it('converts gauge to absolute with the atmospheric pressure', () => {
    expect(convert(100, 'psig', 'psia')).toBeCloseTo(114.696, 9);
    expect(
      convertUnits({
        value: 100,
        from_unit: 'psig',
        to_unit: 'psia',
        atmospheric_pressure_psia: 13.2,
      }).values.converted.value,
    ).toBeCloseTo(113.2, 9);
    expect(convert(10, 'barg', 'psia')).toBeCloseTo(10 * 14.503773773 + 14.696, 6);
    const kept = convertUnits({ value: 100, from_unit: 'psig', to_unit: 'kPa' });
    expect(kept.assumptions.join(' ')).toMatch(/reference of the value is kept/);
  });

  it('round-trips every unit through every other unit of its dimension (property)', () => {
    const names = Object.keys(UNIT_DEFINITIONS) as UnitName[];
    fc.assert(
      fc.property(
        fc.record({
          value: uniform(-1000, 1000),
          from: fc.constantFrom(...names),
          to: fc.constantFrom(...names),
        }),
        ({ value, from, to }) => {
          if (UNIT_DEFINITIONS[from].dimension !== UNIT_DEFINITIONS[to].dimension) return;
          const back = convert(convert(value, from, to), to, from);
          expect(back).toBeCloseTo(value, 8);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses conversions across dimensions', () => {
    const call = () => convertUnits({ value: 1, from_unit: 'bbl', to_unit: 'psi' });
    expect(call).toThrow(OilfieldInputError);
    expect(call).toThrow(/Cannot convert volume \(bbl\) to pressure \(psi\)/);
  });
});

describe('the unit registry read by code that converts numbers', () => {
  // Expected factors from NIST SP 811 appendix B (psi = 6.894757 kPa, bar = 100 kPa exactly,
  // mile = 5,280 ft, bbl = 42 gal, gal = 231 in³), worked here from those definitions.
  it.each([
    ['bar', 'psi', 100 / 6.894757293168],
    ['kPa', 'psi', 1 / 6.894757293168],
    ['MPa', 'psi', 1000 / 6.894757293168],
    ['m', 'ft', 1 / 0.3048],
    ['km', 'ft', 1000 / 0.3048],
    ['mi', 'ft', 5280],
    ['m3', 'bbl', 1 / (42 * 231 * 0.0254 ** 3)],
    ['m3/d', 'bbl/d', 1 / (42 * 231 * 0.0254 ** 3)],
    ['gal', 'bbl', 1 / 42],
    ['ft3', 'gal', 1728 / 231],
    ['lb/ft3', 'ppg', 231 / 1728],
    ['g/cm3', 'ppg', 1 / (0.45359237 / (231 * 0.0254 ** 3) / 1000)],
    ['mm', 'in', 1 / 25.4],
    ['D', 'mD', 1000],
    ['MMcf', 'Mcf', 1000],
    ['psi/ft', 'kPa/m', 6.894757293168 / 0.3048],
    ['e3m3', 'm3', 1000],
  ] as const)('1 %s = %d… %s', (from, to, expected) => {
    expect(unitFactor(from, to) / expected - 1).toBeCloseTo(0, 12);
  });

  it('has no factor across dimensions, nor for temperatures (affine)', () => {
    expect(() => unitFactor('bbl', 'psi')).toThrow(/No factor from volume \(bbl\) to pressure/);
    expect(() => unitFactor('degC', 'degF')).toThrow(OilfieldInputError);
  });

  it('converts temperatures through kelvin', () => {
    expect(convertTemperature(100, 'degC', 'degF')).toBeCloseTo(212, 12);
    expect(convertTemperature(-40, 'degF', 'degC')).toBeCloseTo(-40, 12);
    expect(convertTemperature(491.67, 'degR', 'K')).toBeCloseTo(273.15, 12);
  });
});

describe('BOE and gas pressure bases', () => {
  it('daily rates give BOE per day: 12,000 Mcf/d + 450 bbl/d = 2,450 BOE/d at 6:1', () => {
    // SPE PRMS energy equivalence, 6 Mcf per BOE: 450 + 12,000/6 = 2,450.
    const result = barrelsOfOilEquivalent({ oil_bbl: 450, gas_mcf: 12000, per_day: true });
    expect(result.values.boe.value).toBeCloseTo(2450, 9);
    expect(result.values.boe.unit).toBe('BOE/d');
  });

  it('100 bbl + 600 Mcf = 200 BOE at 6:1; at $70 and $2.50 the value ratio is 28:1', () => {
    const result = barrelsOfOilEquivalent({
      oil_bbl: 100,
      gas_mcf: 600,
      oil_price_usd_per_bbl: 70,
      gas_price_usd_per_mcf: 2.5,
    });
    expect(result.values.boe.value).toBeCloseTo(200, 12);
    expect(result.values.gas_boe.value).toBeCloseTo(100, 12);
    expect(valueOf(result.values.value_ratio_mcf_per_bbl)).toBeCloseTo(28, 12);
    expect(result.notes.join(' ')).toMatch(/energy measure, not a value measure/);
    expect(result.notes[0]).toMatch(/6 Mcf of gas = 1 BOE/);
  });

  it('uses another basis when asked', () => {
    expect(
      barrelsOfOilEquivalent({ gas_mcf: 580, gas_mcf_per_boe: 5.8 }).values.boe.value,
    ).toBeCloseTo(100, 12);
  });

  it('restates 1,000 Mcf at 14.65 psia (Texas) as 994.57 Mcf at 14.73 psia (federal)', () => {
    const result = gasVolumeBaseConversion({
      volume: 1000,
      from_pressure_base_psia: 14.65,
      to_pressure_base_psia: 14.73,
    });
    expect(result.values.volume.value).toBeCloseTo((1000 * 14.65) / 14.73, 9);
    const warmer = gasVolumeBaseConversion({
      volume: 1000,
      from_pressure_base_psia: 14.696,
      to_pressure_base_psia: 14.696,
      to_temperature_base_degF: 59,
    });
    expect(warmer.values.volume.value).toBeCloseTo((1000 * 518.67) / 519.67, 9);
  });
});
