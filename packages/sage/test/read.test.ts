import { describe, expect, it } from 'vitest';
import { readQuantities, type Mention } from '../src/read';
import { normaliseText } from '../src/text';

const read = (text: string) =>
  readQuantities(text).map((mention: Mention) => ({
    value: mention.value,
    unit: mention.unit?.id,
    ...(mention.nozzles !== undefined && { nozzles: mention.nozzles }),
    ...(mention.range !== undefined && { range: mention.range }),
    ...(mention.per !== undefined && {
      per: typeof mention.per === 'string' ? mention.per : mention.per.id,
    }),
  }));

describe('the quantity reader', () => {
  it('reads a power of ten written out as its scale ("1.85 x 10^9 sm3", "10^6 m3")', () => {
    expect(read('cum gas 1.85 x 10^9 sm3')).toEqual([{ value: 1.85e9, unit: 'm3' }]);
    // A unit asked with its scale holds no quantity of its own.
    expect(read('GIIP in 10^6 m3?')).toEqual([]);
  });

  it('reads no quantity in a well named by hyphened numbers, and keeps ranges and sizes', () => {
    const values = (text: string) => read(text).map((mention) => mention.value);
    expect(values('Test on the 14-2: 380 bopd at 1,150 psi FBHP')).toEqual([380, 1150]);
    expect(values('the 3-12H makes 450 bopd')).toEqual([450]);
    expect(values('well 21-4 at 9,800 ft')).toEqual([9800]);
    expect(values('mud 10-12 ppg')).toEqual([10]);
    expect(values('the 13-3/8 casing at 2,500 ft')).toEqual([13.375, 2500]);
  });

  it('reads no quantity in a name numbered with "#" ("the Miller #4", "valve #5")', () => {
    expect(read('the Miller #4 well makes 120 bopd').map((mention) => mention.value)).toEqual([
      120,
    ]);
    expect(
      read('operating valve is # 5, casing at 1,050 psi').map((mention) => mention.value),
    ).toEqual([1050]);
  });

  it('reads no quantity in a kind of thing ("3-phase", "4-gas") or a count of things', () => {
    expect(
      read('3-phase separator, 60 bbl below the weir, 4-gas monitor on').map(
        (mention) => mention.value,
      ),
    ).toEqual([60]);
    expect(
      read('we gauge 6 condensate tanks twice a day; 2 new wells tied in at 900 bpd').map(
        (mention) => mention.value,
      ),
    ).toEqual([900]);
    // A count a calculation takes stays: the stages of a compressor.
    expect(read('2-stage compressor, suction 50 psig').map((mention) => mention.value)).toEqual([
      2, 50,
    ]);
  });

  it('reads no quantity in a lease name and well number ("on the Smith 2?")', () => {
    expect(read('PI on the Smith 2? it makes 300 bopd').map((mention) => mention.value)).toEqual([
      300,
    ]);
    expect(read('The Baker 14 is making 90 bopd').map((mention) => mention.value)).toEqual([90]);
    // A figure with its unit, or one a label names, stays a figure.
    expect(read('the Smith 2 ft spacer, the Bo 1.2').map((mention) => mention.value)).toEqual([
      2, 1.2,
    ]);
  });

  it('reads a unit written as a list’s heading as each number’s', () => {
    expect(readQuantities('rates since peak, bopd: 610, 540, 482').map((m) => m.unit?.id)).toEqual([
      'bopd',
      'bopd',
      'bopd',
    ]);
    // A heading that could be a word ("step d:") heads nothing.
    expect(readQuantities('step d: 4, 5, 6').map((m) => m.unit?.id)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    // Two numbers are no list: a pair after a heading keeps its own reading.
    expect(readQuantities('psi: 500, 450').map((m) => m.unit?.id)).toEqual([undefined, undefined]);
  });

  it('reads thousands set off by a space as one number, not a count of sized things', () => {
    expect(readQuantities('12 600 m3/d of gas').map((m) => m.value)).toEqual([12600]);
    expect(readQuantities('casing shoe at 2 875 m').map((m) => m.value)).toEqual([2875]);
    expect(readQuantities('3 400 bbl tanks').map((m) => m.value)).toEqual([3, 400]);
    expect(readQuantities('HCO3 250 mg/l').map((m) => m.value)).toEqual([250]);
    // At a sentence's end too; but a period's number and its figure before a comma stay apart.
    expect(readQuantities('shoe at 2 450 m. TD next').map((m) => m.value)).toEqual([2450]);
    expect(readQuantities('month 3 861, month 6 741 bopd').map((m) => m.value)).not.toContain(3861);
  });

  it('reads inch fractions as pipe and bit sizes are written', () => {
    expect(read('12-1/4" hole, 9 5/8 in casing, 2-7/8 tubing')).toEqual([
      { value: 12.25, unit: 'in' },
      { value: 9.625, unit: 'in' },
      // A whole number and a binary fraction is a size in inches even without a unit.
      { value: 2.875, unit: 'in' },
    ]);
  });

  it('reads a mixed number however its fraction is spaced or typeset, never its fraction alone', () => {
    // "12 1/4 in" is 12.25 in: never 12 and 1/4 in, nor the 4 in a second table once read.
    expect(read('12 1/4 in to mm, 12  1/4 in hole, 12¼" bit, 9 ⅝ in casing, 8½ in')).toEqual([
      { value: 12.25, unit: 'in' },
      { value: 12.25, unit: 'in' },
      { value: 12.25, unit: 'in' },
      { value: 9.625, unit: 'in' },
      { value: 8.5, unit: 'in' },
    ]);
  });

  it('reads feet and inches as one length, and primes for feet', () => {
    expect(read("12 ft 4 in, 10,450' TVD (11,900' MD)")).toEqual([
      { value: 12 + 4 / 12, unit: 'ft' },
      { value: 10450, unit: 'ft' },
      { value: 11900, unit: 'ft' },
    ]);
  });

  it('gives a bare test written after one with its units those units, each its own', () => {
    expect(read('tests 400 bopd @ 2200 psia and 650 @ 1600, 800 @ 1100')).toEqual([
      { value: 400, unit: 'bopd' },
      { value: 2200, unit: 'psia' },
      { value: 650, unit: 'bopd' },
      { value: 1600, unit: 'psia' },
      { value: 800, unit: 'bopd' },
      { value: 1100, unit: 'psia' },
    ]);
  });

  it('reads a tank gauge written feet-hyphen-inches as one length, the hyphen no minus', () => {
    expect(read(`opening gauge 15'-4", closing 6'-9-1/2"`)).toEqual([
      { value: 15 + 4 / 12, unit: 'ft' },
      { value: 6 + 9.5 / 12, unit: 'ft' },
    ]);
  });

  it('reads feet and inches written against their numbers as one length', () => {
    expect(read('open 14ft 3in close 4ft 9in')).toEqual([
      { value: 14 + 3 / 12, unit: 'ft' },
      { value: 4 + 9 / 12, unit: 'ft' },
    ]);
  });

  it('reads "in" before a unit as the unit asked, not an inch; "12 in stroke" stays inches', () => {
    expect(read('z .88 in rm3/sm3')).toEqual([{ value: 0.88, unit: undefined }]);
    expect(read('6 in liners x 12 in stroke')).toEqual([
      { value: 6, unit: 'in' },
      { value: 12, unit: 'in' },
    ]);
  });

  it('gives the bare start of a span "up to" or "down to" a figure that figure\'s unit', () => {
    expect(read('heat it from 22 up to 61 C')).toEqual([
      { value: 22, unit: 'degC' },
      { value: 61, unit: 'degC' },
    ]);
  });

  it('reads an amount per barrel or per Mcf without its sign as money', () => {
    expect(read('LOE 12/bbl, gathering .45/mcf')).toEqual([
      { value: 12, unit: 'USD/unit', per: 'bbl' },
      { value: 0.45, unit: 'USD/unit', per: 'Mcf' },
    ]);
  });

  it("reads a list's bullets as bullets, not minus signs", () => {
    expect(read('strings:\n- 6,000 ft\n  - 2,900 ft\nand -5 psi')).toEqual([
      { value: 6000, unit: 'ft' },
      { value: 2900, unit: 'ft' },
      { value: -5, unit: 'psi' },
    ]);
  });

  it("gives the bare end of a span its start's unit", () => {
    expect(read('pressure fell from 2,400 psi down to 1,950')).toEqual([
      { value: 2400, unit: 'psi' },
      { value: 1950, unit: 'psi' },
    ]);
    // Not a span: the second number stands on its own.
    expect(read('2,400 psi to 30 days')).toEqual([
      { value: 2400, unit: 'psi' },
      { value: 30, unit: 'd' },
    ]);
  });

  it('reads "in the" after a number as the preposition, not inches', () => {
    expect(read('we have 10.8 in the hole, 12-1/4 in hole')).toEqual([
      { value: 10.8, unit: undefined },
      { value: 12.25, unit: 'in' },
    ]);
  });

  it('reads a double dash between words as a dash, not a minus', () => {
    expect(read('OOIP -- 640 acres, 45 ft')).toEqual([
      { value: 640, unit: 'acre' },
      { value: 45, unit: 'ft' },
    ]);
  });

  it('reads a degree letter before a condition word as the temperature', () => {
    expect(read('z 0.9 at 180 F for this gas')[1]).toEqual({ value: 180, unit: 'degF' });
    expect(read('density at 1,500 psia and 180 F assuming z 0.9')).toEqual([
      { value: 1500, unit: 'psia' },
      { value: 180, unit: 'degF' },
      { value: 0.9, unit: undefined },
    ]);
  });

  it('reads money with its scale, per period and per volume', () => {
    expect(read('$4.1MM capex, $420k/yr for 5 yrs, oil at $70/bbl, 3 MM$')).toEqual([
      { value: 4_100_000, unit: 'USD' },
      { value: 420_000, unit: 'USD/period', per: 'year' },
      { value: 5, unit: 'year' },
      { value: 70, unit: 'USD/unit', per: 'bbl' },
      { value: 3_000_000, unit: 'USD' },
    ]);
  });

  it('reads an interest written as a fraction as a percentage', () => {
    expect(read('62.5 % WI, 1/8 royalty, 3 % ORRI')).toEqual([
      { value: 62.5, unit: '%' },
      { value: 12.5, unit: '%' },
      { value: 3, unit: '%' },
    ]);
  });

  it('reads metric rates, standard volumes and ratios', () => {
    expect(read('95 m3/d liquid, 9,800 Sm3/d gas, GOR 120 Sm3/Sm3, Bo 1.3 rm3/Sm3')).toEqual([
      { value: 95, unit: 'm3/d' },
      { value: 9800, unit: 'm3/d' },
      { value: 120, unit: 'm3/m3' },
      { value: 1.3, unit: 'rm3/m3' },
    ]);
  });

  it('reads gravities, temperatures, thousands and declines', () => {
    expect(read('1.45 SG mud, 35 °API, 180 F, 5k psi, Di 65 %/yr')).toEqual([
      { value: 1.45, unit: 'SG' },
      { value: 35, unit: 'API' },
      { value: 180, unit: 'degF' },
      { value: 5000, unit: 'psi' },
      { value: 65, unit: '%/yr' },
    ]);
  });

  it('reads bit nozzles in 32nds as one set', () => {
    expect(read('bit with jets 3x12 + 1x13 at 600 gpm')).toEqual([
      { value: 49, unit: '32nds', nozzles: [12, 12, 12, 13] },
      { value: 600, unit: 'gal/min' },
    ]);
  });

  it('reads both sizes of a liner by a stroke: "6x11", and with inch marks', () => {
    expect(read('triplex 6x11 at 95%')).toEqual([
      { value: 6, unit: undefined },
      { value: 11, unit: undefined },
      { value: 95, unit: '%' },
    ]);
    expect(read('6-1/2"x12" triplex')).toEqual([
      { value: 6.5, unit: 'in' },
      { value: 12, unit: 'in' },
    ]);
  });

  it('groups numbers written as one statement', () => {
    const mentions = readQuantities('SCR 30 spm @ 520 psi, SIDPP 450 psi');
    expect(mentions[0]?.group).toBeDefined();
    expect(mentions[1]?.group).toBe(mentions[0]?.group);
    expect(mentions[2]?.group).toBeUndefined();
  });

  it('gives a unit written once to the numbers listed before it', () => {
    expect(read('1.29 and 1.35 sg in the pits; from 10.5 to 11.5 ppg')).toEqual([
      { value: 1.29, unit: 'SG' },
      { value: 1.35, unit: 'SG' },
      { value: 10.5, unit: 'ppg' },
      { value: 11.5, unit: 'ppg' },
    ]);
  });

  it('reads a range as a range', () => {
    expect(read('mud 10-12 ppg')).toEqual([
      { value: 10, unit: 'ppg', range: { low: 10, high: 12 } },
    ]);
  });

  it('keeps the words around each number for the roles', () => {
    const [first, second] = readQuantities('flowing BHP of 145 bar, static is 210 bar');
    expect(first?.before).toBe('flowing bhp of');
    expect(first?.after).toBe(', static is');
    expect(second?.before).toBe(', static is');
  });
});

describe('dates are no figures, fractions stay', () => {
  it('reads "since 9/12" and "3/15/2026" as dates, "by 1/4" and "from 1/2" as fractions', () => {
    expect(normaliseText('on the unit since 9/12, tested 11/14')).toBe(
      'on the unit since (date), tested (date)',
    );
    expect(normaliseText('report of 3/15/2026')).toBe('report of (date)');
    expect(normaliseText('cut the choke by 1/4 and then from 1/2 to 3/8')).toBe(
      'cut the choke by 1/4 and then from 1/2 to 3/8',
    );
  });
});
