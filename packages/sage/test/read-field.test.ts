import { describe, expect, it } from 'vitest';
import { readQuantities } from '../src/read';

/** Readings engineers write that are neither a plain number nor a number with a field unit. */
function read(text: string) {
  return readQuantities(text).map((mention) => ({ value: mention.value, unit: mention.unit?.id }));
}

describe('the reader on field wording', () => {
  it('reads a year as no quantity, and a figure after the same words as one', () => {
    expect(
      read('drilled in 2022, back in 2019 the static was 2,600 psi; tested Jan 2024 at 380 stb/d'),
    ).toEqual([
      { value: 2600, unit: 'psi' },
      { value: 380, unit: 'bbl/d' },
    ]);
    expect(read('TD in 2000 m; pressure from 2000 to 1500 psi')).toEqual([
      { value: 2000, unit: 'm' },
      { value: 2000, unit: 'psi' },
      { value: 1500, unit: 'psi' },
    ]);
  });

  it('reads "bhp" after a number as brake horsepower per stage or of a motor, else as no unit', () => {
    expect(read('31 ft and 0.42 bhp per stage; a 150 bhp motor; 1,850 BHP')).toEqual([
      { value: 31, unit: 'ft' },
      { value: 0.42, unit: 'hp' },
      { value: 150, unit: 'hp' },
      { value: 1850, unit: undefined },
    ]);
  });

  it("reads plain degrees as the message's temperature unit, unless an angle is named", () => {
    expect(read('bottom hole temp 180 deg, surface 60 °F')).toEqual([
      { value: 180, unit: 'degF' },
      { value: 60, unit: 'degF' },
    ]);
    expect(read('inclination 35 deg, BHT 80 °C')).toEqual([
      { value: 35, unit: 'deg' },
      { value: 80, unit: 'degC' },
    ]);
  });

  it.each([
    ['2 980 mTVD', 2980, 'm'],
    ['11,870 ftMD', 11870, 'ft'],
  ])('reads a depth with its datum written onto the unit: "%s"', (text, value, unit) => {
    expect(read(text)).toEqual([{ value, unit }]);
  });

  it.each([
    ['mud 1.2 s.g., 2500 m vertical depth', 1.2],
    ['current mud 1.20 SG', 1.2],
    ['mud density 1.50 sg at 3200 m', 1.5],
    ['kill fluid 1.35 sg', 1.35],
    ['0.7 sg gas at 2000 psia', 0.7],
  ])('reads a specific gravity written "%s"', (text, sg) => {
    expect(read(text)[0]).toEqual({ value: sg, unit: 'SG' });
  });

  it.each([
    ['a 1/8 royalty', 12.5],
    ['3/16 royalty', 18.75],
    ['a 3/16ths royalty', 18.75],
    ['1/4 ORRI', 25],
  ])('reads an interest written as a fraction as a percentage: "%s"', (text, percent) => {
    expect(read(text)).toEqual([{ value: percent, unit: '%' }]);
  });

  it.each([
    ['2500 barrels of oil at $60', 60],
    ['capex $6 million at 10 %', 6e6],
  ])('reads the dollar amount in "%s"', (text, value) => {
    expect(read(text).find((mention) => mention.unit === 'USD')?.value).toBe(value);
  });

  it.each([
    ['1,000 bbl at $70', 70, 'bbl'],
    ['500 Mcf @ $3', 3, 'Mcf'],
    ['12,400 bbl @ $71.50 and 38,000 mcf @ $2.35', 71.5, 'bbl'],
  ])('reads money set at a volume as its price: "%s"', (text, value, per) => {
    const price = readQuantities(text).find((mention) => mention.unit?.id === 'USD/unit');
    expect([price?.value, typeof price?.per === 'object' ? price.per.id : price?.per]).toEqual([
      value,
      per,
    ]);
  });

  it.each([['a 28° API crude'], ['28°API oil'], ['28 ° API']])(
    'reads the degree of an API gravity as the gravity: "%s"',
    (text) => {
      expect(read(text)).toEqual([{ value: 28, unit: 'API' }]);
    },
  );

  it('keeps inch fractions as inches', () => {
    expect(read('5/8 in rods')).toEqual([{ value: 0.625, unit: 'in' }]);
    expect(read('12-1/4 in hole')).toEqual([{ value: 12.25, unit: 'in' }]);
  });
});
