import { describe, expect, it } from 'vitest';
import { dateMs, dateScale, formatTickNumber, linearScale, logScale } from './chart-scales';

describe('chart scales', () => {
  it('linear: nice ticks from zero, mapped onto the range', () => {
    const scale = linearScale([120, 940], [300, 0], 5);
    expect(scale.ticks.map((tick) => tick.value)).toEqual([0, 200, 400, 600, 800, 1000]);
    expect(scale(0)).toBe(300);
    expect(scale(1000)).toBe(0);
    expect(scale(500)).toBe(150);
  });

  it('log: whole decades, with 2 and 5 between them over a short span', () => {
    expect(logScale([180, 1200], [200, 0]).ticks.map((tick) => tick.label)).toEqual([
      '100',
      '200',
      '500',
      '1,000',
      '2,000',
      '5,000',
      '10K',
    ]);
    const wide = logScale([4, 0, -2, 45_000], [200, 0]);
    expect(wide.ticks.map((tick) => tick.value)).toEqual([1, 10, 100, 1000, 10_000, 100_000]);
    expect(wide(10)).toBeCloseTo(160);
  });

  it('dates: ticks on month boundaries for a year, on years for decades', () => {
    const year = dateScale([dateMs('2024-01-16'), dateMs('2024-12-15')], [0, 600], 6);
    expect(year.ticks.map((tick) => tick.label)).toEqual([
      'Mar 2024',
      'May 2024',
      'Jul 2024',
      'Sep 2024',
      'Nov 2024',
    ]);
    const decades = dateScale([dateMs('2021-01-16'), dateMs('2069-09-01')], [0, 600], 6);
    expect(decades.ticks.map((tick) => tick.label)).toEqual(['2030', '2040', '2050', '2060']);
  });

  it('formats axis numbers short', () => {
    expect([0, 5, 1200, 12_500, 1_500_000, 0.25, 0.001].map(formatTickNumber)).toEqual([
      '0',
      '5',
      '1,200',
      '12.5K',
      '1.5M',
      '0.25',
      '1e-3',
    ]);
  });
});
