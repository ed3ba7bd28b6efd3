import { describe, expect, it } from 'vitest';
import { convertedForDisplay, metricText, significantDigits } from './calc-units';

describe('metricText', () => {
  // NIST SP 811: psi = 6.894 757 kPa, ft = 0.3048 m, ppg = 119.826 4 kg/m³, bbl = 0.158 987 m³.
  it.each([
    ['Rate at pwf = 800 psia', 'Rate at pwf = 5,516 kPa a'],
    ['Mud weight, 8.3–20 ppg typical', 'Mud weight, 994.6–2,397 kg/m³ typical'],
    ['J* = 1 STB/d/psi', 'J* = 2.306 m³/d/bar'],
    ['Depth 10,000 ft and 5 in the well', 'Depth 3,048 m and 5 in the well'],
    ['200 °F', '93.33 °C'],
    ['A 12 % decline', 'A 12 % decline'],
  ])('%s → %s', (field, metric) => {
    expect(metricText(field)).toBe(metric);
  });
});

describe('a converted value shows the digits that were written, and one more', () => {
  it.each([
    [10.2, 3],
    [10_000, 1],
    [0.052, 2],
    [16_650.26, 7],
  ])('%s has %s significant digits', (value, digits) => {
    expect(significantDigits(value)).toBe(digits);
  });

  it('keeps at least 4 and at most 6 digits', () => {
    // 10.2 ppg = 1,222.23 kg/m³; 10,000 ft = 3,048 m; 5,075 m = 16,650.26 ft.
    expect(convertedForDisplay(1222.2296, significantDigits(10.2))).toBe(1222);
    expect(convertedForDisplay(3048, significantDigits(10_000))).toBe(3048);
    expect(convertedForDisplay(16_650.26, significantDigits(5075))).toBe(16_650);
  });
});
