import { describe, expect, it } from 'vitest';
import {
  convert,
  findConversions,
  formatConversions,
  formatNumber,
  type ConversionRequest,
} from '../src/conversion';
import { convertValue, readUnit } from '../src/units';

/** The (value, from, to, result) of every conversion found in `text`. */
function results(text: string): [number, string, string, number][] {
  return findConversions(text).conversions.map((request) => {
    const result = convert(request);
    return [result.value, result.from, result.to, result.result];
  });
}

const unit = readUnit;

describe('finding conversions in plain English', () => {
  it.each([
    ['convert 250 psi to bar', 250, 'psi', 'bar', 17.2368932],
    ['how many m3 is 1,000 bbl', 1000, 'bbl', 'm³', 158.987294928],
    ['1000 bbl in m³', 1000, 'bbl', 'm³', 158.987294928],
    ['What is 100 °F in C?', 100, '°F', '°C', 37.7777778],
    ['-40 F to C', -40, '°F', '°C', -40],
    ['5 MMcf to m3', 5, 'MMcf', 'm³', 141584.23296],
    ['1 Mcf in cubic meters', 1, 'Mcf', 'm³', 28.316846592],
    ['500 bbl/d to m3/d', 500, 'bbl/d', 'm³/d', 79.493647464],
    // A pipe's weight per foot: 1 lb/ft = 0.45359237 kg / 0.3048 m = 1.488163944 kg/m.
    ['47 lb/ft casing in kg/m', 47, 'lb/ft', 'kg/m', 69.943705],
    ['69.94 kg/m to ppf', 69.94, 'kg/m', 'lb/ft', 46.997509],
    [
      'How many cubic meters per day is 1200 barrels per day?',
      1200,
      'bbl/d',
      'm³/d',
      190.7847539136,
    ],
    ['convert 3,500 ft to meters', 3500, 'ft', 'm', 1066.8],
    ['2000 m in feet', 2000, 'm', 'ft', 6561.67979],
    ['convert 250 psi to kPa', 250, 'psi', 'kPa', 1723.689323],
    ['12 ppg to kg/m3', 12, 'lb/gal', 'kg/m³', 1437.917128],
    ['what is 0.433 psi/ft in kPa/m', 0.433, 'psi/ft', 'kPa/m', 9.794716],
    ['5 gpm to bbl/d', 5, 'US gal/min', 'bbl/d', 171.4285714],
    ['1.5 MMBtu to GJ', 1.5, 'MMBtu', 'GJ', 1.58258378],
    ['what is 2 million bbl in m3', 2e6, 'bbl', 'm³', 317974.589856],
    ['how many gallons in a barrel', 1, 'bbl', 'US gal', 42],
    ['how many gallons per barrel?', 1, 'bbl', 'US gal', 42],
    ['bbl to m3 conversion factor', 1, 'bbl', 'm³', 0.158987294928],
    // Asked for in a later sentence, with chatter after it: 1 Mcf = 28.316846592 m³ (NIST SP 811).
    [
      'Sales meter reads 2,350 Mcf/d. Our Calgary partner wants it in m3/d — what do I tell them?',
      2350,
      'Mcf/d',
      'm³/d',
      2350 * 28.316846592,
    ],
    // The unit asked after the quantity, of that quantity: 12 MMcf/d = 12e6 × 0.0283168 m³ a day.
    [
      '12 MMscfd — how many m3/h would that be?',
      12,
      'MMcf/d',
      'm³/h',
      (12e6 * 0.028316846592) / 24,
    ],
    // 0.45 psi/ft × 6.894757 kPa/psi ÷ 0.3048 m/ft.
    ['kPa/m for a 0.45 psi/ft gradient', 0.45, 'psi/ft', 'kPa/m', 10.1792677],
  ])('%s', (text, value, from, to, expected) => {
    const found = results(text);
    expect(found).toHaveLength(1);
    const [gotValue, gotFrom, gotTo, result] = found[0] ?? [];
    expect([gotValue, gotFrom, gotTo]).toEqual([value, from, to]);
    expect(result).toBeCloseTo(expected, 4);
  });

  it('reads the unit asked "of" a quantity, and a mud\'s pounds written "#" as ppg', () => {
    // 1 ppg = 119.826 kg/m³ (1 US gal = 3.785411784 L, 1 lb = 0.45359237 kg); SG against 1 g/cm³.
    expect(results("what's the psi of 50 bar?")).toEqual([
      [50, 'bar', 'psi', expect.closeTo(725.18869, 4)],
    ]);
    expect(results('whats the SG of a 15.3# mud')).toEqual([
      [15.3, 'lb/gal', 'SG', expect.closeTo((15.3 * 0.45359237) / 3.785411784, 4)],
    ]);
  });

  it('converts between gauge and absolute pressure with the atmospheric offset', () => {
    expect(results('convert 100 psig to psia')).toEqual([
      [100, 'psig', 'psia', expect.closeTo(114.69595, 4)],
    ]);
    expect(results('10 barg in psia')).toEqual([
      [10, 'barg', 'psia', expect.closeTo(159.73372, 4)],
    ]);
    expect(results('convert 50 psia to psig')).toEqual([
      [50, 'psia', 'psig', expect.closeTo(35.30405, 4)],
    ]);
  });

  it('carries a gauge or absolute reference to the target when only the source has one', () => {
    expect(results('1000 psig to bar')).toEqual([
      [1000, 'psig', 'barg', expect.closeTo(68.9475729, 4)],
    ]);
  });

  it('handles several conversions in one message', () => {
    expect(results('convert 250 psi to bar and 10,000 ft to m')).toEqual([
      [250, 'psi', 'bar', expect.closeTo(17.2368932, 4)],
      [10000, 'ft', 'm', expect.closeTo(3048, 6)],
    ]);
  });

  // 1 ft = 0.3048 m and 1 in = 0.0254 m exactly (NIST SP 811, 2008, appendix B.8): 12 ft 4 in is
  // 148 in = 3.7592 m; 5 ft 10 in is 70 in = 1.778 m; 6 ft 2 in is 74 in = 187.96 cm.
  it.each([
    ['convert 12 ft 4 in to meters', '12 ft 4 in', 'm', 3.7592],
    ['12 feet 4 inches to m', '12 ft 4 in', 'm', 3.7592],
    [`12' 4" to m`, '12 ft 4 in', 'm', 3.7592],
    ['convert 12’ 4” to metres', '12 ft 4 in', 'm', 3.7592],
    ['how many metres is 5 ft 10 in', '5 ft 10 in', 'm', 1.778],
    ['convert 6 ft 2 in to cm', '6 ft 2 in', 'cm', 187.96],
    ['10 ft and 6 in to mm', '10 ft 6 in', 'mm', 3200.4],
    ['convert 12 ft 4 in', '12 ft 4 in', 'm', 3.7592],
  ])('reads feet and inches as one length: %s', (text, written, to, expected) => {
    const { conversions } = findConversions(text);
    expect(conversions).toHaveLength(1);
    const result = convert(conversions[0] as ConversionRequest);
    expect([conversions[0]?.written, result.to]).toEqual([written, to]);
    expect(result.result).toBeCloseTo(expected, 6);
    expect(formatConversions({ conversions, incompatible: [] })).toContain(
      `**${written} = ${formatNumber(expected)} ${to}**`,
    );
  });

  it('converts every quantity a target follows, never only the first', () => {
    expect(results('convert 100 psi and 250 psi to bar')).toEqual([
      [100, 'psi', 'bar', expect.closeTo(6.894757, 5)],
      [250, 'psi', 'bar', expect.closeTo(17.236893, 5)],
    ]);
    // Inches of 12 or more are not a feet-and-inches length: each is converted on its own.
    expect(results('convert 3 ft 14 in to m')).toEqual([
      [3, 'ft', 'm', expect.closeTo(0.9144, 6)],
      [14, 'in', 'm', expect.closeTo(0.3556, 6)],
    ]);
    expect(results("what's 2,000' in metres")).toEqual([
      [2000, 'ft', 'm', expect.closeTo(609.6, 6)],
    ]);
  });

  // A mud's SG relative to water of 1 g/cm³ = 8.345404 lb/gal (NIST SP 811, B.8: 1 lb/gal =
  // 119.8264 kg/m³).
  it.each([
    ['convert 1.35 SG to ppg', 1.35, 'SG', 'lb/gal', 1.35 * 8.345404],
    ['what is 12.5 ppg in SG', 12.5, 'lb/gal', 'SG', 12.5 / 8.345404],
    ['1.2 sg to kg/m3', 1.2, 'SG', 'kg/m³', 1200],
    ['how many ppg is 1.08 specific gravity', 1.08, 'SG', 'lb/gal', 1.08 * 8.345404],
  ])('converts a specific gravity as a density of water: %s', (text, value, from, to, expected) => {
    const found = results(text);
    expect(found).toHaveLength(1);
    expect(found[0]?.slice(0, 3)).toEqual([value, from, to]);
    expect(found[0]?.[3]).toBeCloseTo(expected, 4);
    expect(formatConversions(findConversions(text))).toContain('SG is taken relative to water');
  });

  it('never turns a gas specific gravity (air = 1) into a density', () => {
    expect(findConversions('convert gas SG 0.65 to ppg').conversions).toEqual([]);
    expect(findConversions('gas specific gravity 0.7 in kg/m3').conversions).toEqual([]);
  });

  it('takes a later unit as the target only when a connector leads to it, in the same sentence', () => {
    // A vessel's size and a meter (the instrument) later on: a problem, not a conversion.
    expect(
      findConversions('our 48" x 15\' separator is carrying liquid into the meter run downstream')
        .conversions,
    ).toEqual([]);
    expect(findConversions('a 30 ft stand. the meter reads low').conversions).toEqual([]);
    expect(findConversions('15 bbl = ? m3').conversions).toHaveLength(1);
    // An energy equivalence is the BOE calculator's, not a volume conversion.
    expect(findConversions('2,400 mcf to barrels of oil equivalent').conversions).toEqual([]);
    expect(findConversions('what is 2,500 psi in bar').conversions).toHaveLength(1);
  });

  it('leaves a unit wanted for a figure asked in between ("AOF? … wants it in e3m3/d")', () => {
    expect(
      findConversions(
        'shut-in 2,850 psia: 1,200 Mcf/d @ 2,400 psia and 2,100 Mcf/d @ 1,900 psia. AOF? partner wants it in e3m3/d',
      ).conversions,
    ).toEqual([]);
    // With no question between them, the unit is still the quantity's.
    expect(
      findConversions('we flow 45 MMscf/d. partner wants it in e3m3/d').conversions,
    ).toHaveLength(1);
  });

  it('takes a unit named before the quantity as the target only when it is asked, not a label', () => {
    // A rate's "per inch", or a unit that labels another number ("SG 0.65", "p-bar 240"), is
    // not the unit asked for.
    expect(findConversions('bbl per inch for a 15.5 ft ID tank?').conversions).toEqual([]);
    expect(
      findConversions('vertical sep, 1000 psia, SG 0.65, liquid 52 lb/ft3, z 0.87').conversions,
    ).toEqual([]);
    expect(findConversions('p-bar 240 bara, pb 180 bara. Rate at 120 bara?').conversions).toEqual(
      [],
    );
    expect(results('how many inches is 15.5 ft')[0]?.[3]).toBeCloseTo(186, 6);
  });

  it('picks the usual counterparts when asked to convert without a target', () => {
    expect(results('convert 250 psi').map(([, , to]) => to)).toEqual(['kPa', 'bar']);
    expect(results('what is 1,000 bbl in metric?').map(([, , to]) => to)).toEqual(['m³']);
    expect(results('convert 180 °F').map(([, , to]) => to)).toEqual(['°C']);
  });

  it('leaves a unit that names a method or another quantity', () => {
    // "Darcy" names the inflow law here, and the m³/d asked is of water, not of the gas given.
    expect(
      findConversions('Darcy flow for k 120 md, h 25 ft, 1.1 cp, drawdown 600 psi').conversions,
    ).toEqual([]);
    expect(
      findConversions('we flare 2.4 MMscf/d, how many m3/d of water can the plant handle?')
        .conversions,
    ).toEqual([]);
  });

  it('leaves a quantity named after "to" that is no unit to the calculators', () => {
    // "to a gradient" asks for the gradient calculator (0.052 × 10 = 0.52 psi/ft), not ppg → kg/m³.
    expect(findConversions('convert 10 ppg mud weight to a gradient').conversions).toEqual([]);
    expect(results('convert 10 ppg to metric').length).toBeGreaterThan(0);
    expect(results('convert 10 ppg to kg/m3')[0]?.[3]).toBeCloseTo(1198.26, 1);
  });

  it('reports a conversion between different kinds instead of computing nonsense', () => {
    const parsed = findConversions('convert 100 psi to m3');
    expect(parsed.conversions).toEqual([]);
    expect(parsed.incompatible).toHaveLength(1);
    expect(formatConversions(parsed)).toContain('**psi** is a pressure and **m³** is a volume');
  });

  it.each([
    'Why is my ESP tripping on underload?',
    'My well makes 500 bbl/d and 2 MMcf/d, what is the GOR?',
    "What's the pressure drop in 5000 ft of 2 in pipe at 500 bbl/d?",
    'Bo is 1.2 rb/stb, what does that mean?',
    'We flared for 10 days, do I need an R-32?',
    'How many bbl/d should I expect from a well with 500 psi of drawdown?',
    'Should we convert the 500 psi well to gas lift?',
    // The unit belongs to what the clause after the comma names, not to the figure before it.
    'after 1,200 million sm3 produced, GIIP in 10^9 sm3?',
    'hello',
  ])('finds no conversion in "%s"', (text) => {
    expect(findConversions(text)).toEqual({ conversions: [], incompatible: [] });
  });
});

describe('conversion answers', () => {
  const request = (value: number, from: string, to: string): ConversionRequest => ({
    value,
    from: unit(from),
    to: unit(to),
  });

  it('states the result and the factor used', () => {
    expect(formatConversions({ conversions: [request(250, 'psi', 'bar')], incompatible: [] })).toBe(
      '**250 psi = 17.2369 bar**\n\n- Factor: 1 psi = 0.06894757293 bar',
    );
  });

  it('gives temperature formulas', () => {
    expect(convert(request(100, 'degF', 'degC')).method).toBe('°C = (°F − 32) × 5/9');
    expect(convert(request(0, 'degC', 'K')).result).toBeCloseTo(273.15, 9);
    expect(convert(request(0, 'degF', 'degR')).result).toBeCloseTo(459.67, 9);
    expect(convert(request(491.67, 'degR', 'degC')).result).toBeCloseTo(0, 9);
  });

  it('notes the pressure base on gas volumes and what M means', () => {
    const text = formatConversions({ conversions: [request(5, 'MMcf', 'm3')], incompatible: [] });
    expect(text).toContain('**5 MMcf = 141,584 m³**');
    expect(text).toContain('14.696 psia');
    expect(text).toContain('M means thousand');
  });

  it('uses the exact definitions (reference C13)', () => {
    expect(convert(request(1, 'bbl', 'gal')).result).toBeCloseTo(42, 12);
    expect(convert(request(1, 'bbl', 'm3')).result).toBeCloseTo(0.158987294928, 12);
    expect(convert(request(1, 'm3', 'bbl')).result).toBeCloseTo(6.289811, 6);
    expect(convert(request(1, 'bbl', 'ft3')).result).toBeCloseTo(5.614583, 6);
    expect(convert(request(1, 'psi', 'kPa')).result).toBeCloseTo(6.894757, 6);
    expect(convert(request(1, 'Mcf', 'm3')).result).toBeCloseTo(28.316847, 6);
    expect(convert(request(1, 'gal/min', 'bbl/d')).result).toBeCloseTo(34.285714, 6);
    expect(convert(request(1, 'bbl/month', 'bbl/d')).result).toBeCloseTo(1 / 30.4375, 12);
  });
});

describe('a number with no unit', () => {
  it.each([
    ['convert 1,200 to kPa please', 1200, 'kPa', /a pressure/],
    ["what's 5000 in bar", 5000, 'bar', /a pressure/],
    ['convert 350 to celsius', 350, '°C', /a temperature/],
    // "in" may be inches or the preposition: 3,000 "in ft" is as likely metres as inches.
    ["what's 3000 in ft?", 3000, 'ft', /a length\), for example `convert 3,000 m to ft`/],
    ['12.5 in mm', 12.5, 'mm', /a length/],
    // A sentence of its own, or with what the number measures.
    ["pumper called. what's 640 in kPa? gauge on the heater", 640, 'kPa', /a pressure/],
    ['2,000 of oil to m3', 2000, 'm³', /a volume/],
  ])('"%s" asks what it is in, and converts nothing', (text, value, to, kind) => {
    const parsed = findConversions(text);
    expect(parsed.conversions).toEqual([]);
    expect(parsed.unitless?.map((request) => [request.value, request.to.symbol])).toEqual([
      [value, to],
    ]);
    const answer = formatConversions(parsed);
    expect(answer).toMatch(/What unit is the [\d.,]+ in\?\*\*$/);
    expect(answer).toMatch(kind);
    expect(answer).not.toMatch(/=/);
  });
});

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [1066.8, '1,066.8'],
    [158.987294928, '158.987'],
    [141584.23296, '141,584'],
    [-40, '-40'],
    [0.0000001234, '1.234 × 10^-7'],
  ])('%d → %s', (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });
});

describe('permeability', () => {
  // 1 darcy = 0.9869233 µm² (SPE Metric Standard, "The SI Metric System of Units and SPE Metric
  // Standard", 1984; NIST SP 811, 2008, appendix B.8: darcy = 9.869233 E−13 m²), 1 D = 1,000 mD.
  it.each([
    ['convert 100 mD to µm²', 100, 'mD', 'µm²', 0.09869233],
    ['100 md to um2', 100, 'mD', 'µm²', 0.09869233],
    ['1 D in μm2', 1, 'D', 'µm²', 0.9869233],
    ['2 darcy in mD', 2, 'D', 'mD', 2000],
    ['2 D to mD', 2, 'D', 'mD', 2000],
    ['how many mD is 1.5 D?', 1.5, 'D', 'mD', 1500],
    ['convert 0.5 µm^2 to md', 0.5, 'µm²', 'mD', 0.5 / 0.0009869233],
    ['convert 250 millidarcies', 250, 'mD', 'µm²', 0.24673082],
  ])('%s', (text, value, from, to, expected) => {
    const found = results(text);
    expect(found).toHaveLength(1);
    expect(found[0]?.slice(0, 3)).toEqual([value, from, to]);
    expect(found[0]?.[3]).toBeCloseTo(expected, 6);
  });

  it('states a darcy in square micrometres with the SPE factor', () => {
    expect(formatConversions(findConversions('1 D to µm²'))).toBe(
      '**1 D = 0.986923 µm²**\n\n- Factor: 1 D = 0.9869233 µm²',
    );
  });

  it('reads a "D" as a darcy only beside another permeability', () => {
    expect(findConversions('convert 2 D')).toEqual({ conversions: [], incompatible: [] });
    expect(findConversions('we shut in for 2 d to repair the line')).toEqual({
      conversions: [],
      incompatible: [],
    });
  });
});

describe('mixed numbers', () => {
  // 1 in = 25.4 mm exactly (NIST SP 811, 2008, appendix B.8): 12 1/4 in = 311.15 mm, never the
  // 4 in (101.6 mm) of the fraction's denominator read alone.
  it.each([
    ['convert 12 1/4 in to mm', 12.25, 311.15],
    ['12 1/4 in to mm', 12.25, 311.15],
    ['12  1/4 in in mm', 12.25, 311.15],
    ['what is 12¼" in mm', 12.25, 311.15],
    ['9 5/8 in to mm', 9.625, 244.475],
    ['8-1/2" to mm', 8.5, 215.9],
  ])('%s', (text, value, expected) => {
    const found = results(text);
    expect(found).toEqual([[value, 'in', 'mm', expect.closeTo(expected, 9)]]);
    expect(formatConversions(findConversions(text))).toContain(
      `**${formatNumber(value)} in = ${formatNumber(expected)} mm**`,
    );
  });
});

describe('the unit asked alone', () => {
  // Absolute = gauge + 14.69595 psi (1 standard atmosphere = 101,325 Pa, NIST SP 811 B.8).
  it('converts the quantity before a sentence that is only a unit', () => {
    expect(results('Pr is 2450 psig. psia?')).toEqual([
      [2450, 'psig', 'psia', expect.closeTo(2464.69595, 4)],
    ]);
    expect(formatConversions(findConversions('Pr is 2450 psig. psia?'))).toContain(
      '**2,450 psig = 2,464.7 psia**\n\n- Formula: psia = psig + 14.6959 psi',
    );
    expect(results('Pr is 2450 psig. In bar?')).toEqual([
      [2450, 'psig', 'barg', expect.closeTo(168.9215537, 4)],
    ]);
  });

  it('reads the unit asked in a sentence that refers back ("express that as …")', () => {
    // (1,800 + 14.69595) psia × 6.894757293 kPa/psi = 12,511.88 kPa absolute.
    expect(results('The tubing gauge shows 1,800 psig. Express that as kPa absolute.')).toEqual([
      [1800, 'psig', 'kPa (absolute)', expect.closeTo(12511.88, 1)],
    ]);
    // (950 + 14.69595) psia × 0.06894757293 bar/psi = 66.5134 bar absolute.
    expect(results("Casing reads 950 psig. What's that in bar absolute?")).toEqual([
      [950, 'psig', 'bara', expect.closeTo(66.5134, 3)],
    ]);
  });

  it('never takes a unit in a later sentence of its own words for the target', () => {
    expect(findConversions('Pr is 2450 psig. the psia gauge reads low').conversions).toEqual([]);
    expect(findConversions('a 30 ft stand. the meter reads low').conversions).toEqual([]);
  });
});

describe('follow-ups in a conversation', () => {
  const user = (content: string) => ({ role: 'user' as const, content });
  const assistant = (content: string) => ({ role: 'assistant' as const, content });
  const answered = (content: string) => [
    user(content),
    assistant(formatConversions(findConversions(content))),
  ];
  const first = answered('5000 psi in bar?');

  // 1 psi = 6.894757293 kPa (NIST SP 811, 2008, appendix B.8).
  it.each([
    ['and MPa', 'MPa', 34.47378647],
    ['in kPa?', 'kPa', 34473.78647],
    ['what about atm?', 'atm', 340.2298],
    ['And in MPa?', 'MPa', 34.47378647],
  ])('"%s" converts the previous message’s quantity', (text, to, expected) => {
    const found = findConversions(text, first).conversions.map((request) => {
      const result = convert(request);
      return [result.value, result.from, result.to, result.result];
    });
    expect(found).toEqual([[5000, 'psi', to, expect.closeTo(expected, 3)]]);
  });

  it('takes the unit given in answer to "what unit is the … in?"', () => {
    // 1 psi = 6.894757293 kPa (NIST SP 811, 2008, appendix B.8); 2,400 psi = 16,547.42 kPa.
    const asked = answered('convert 2,400 to kPa');
    expect(asked[1]?.content).toMatch(/What unit is the 2,400 in\?/);
    for (const reply of ['psi', "it's psig", 'psi please']) {
      const [conversion] = findConversions(reply, asked).conversions;
      expect(conversion && convert(conversion).result).toBeCloseTo(2400 * 6.894757293, 3);
    }
    // A unit of another kind is no answer to it, and without the question "psi" converts nothing.
    expect(findConversions('ft', asked).conversions).toEqual([]);
    expect(findConversions('psi', first).conversions).toEqual([]);
  });

  it('follows a chain of follow-ups back to the quantity', () => {
    const chain = [
      ...first,
      user('and MPa'),
      assistant(formatConversions(findConversions('and MPa', first))),
    ];
    expect(formatConversions(findConversions('in kPa?', chain))).toContain(
      '**5,000 psi = 34,473.8 kPa**',
    );
  });

  it('gives a rate over the time base a follow-up asks ("and per hour?")', () => {
    // 1,200 bbl/d × 0.158987294928 m³/bbl ÷ 24 h/d = 7.94936 m³/h.
    const history = answered('1,200 bbl/d in m3/d');
    expect(results2('and per hour?', history)).toEqual([[1200, 'bbl/d', 'm³/h']]);
    const [found] = findConversions('per hour?', history).conversions;
    expect(found === undefined ? undefined : convert(found).result).toBeCloseTo(7.94936, 4);
    // Only after a rate: a length has no time base.
    expect(findConversions('and per hour?', answered('3,500 ft to m')).conversions).toEqual([]);
  });

  it('converts another quantity a follow-up gives into the unit just asked, or back', () => {
    // 1 bbl = 0.158987294928 m³ exactly (NIST SP 811, 2008, appendix B.8): 640 m³ = 4,025.48 bbl,
    // 12 bbl = 1.90785 m³.
    const history = answered('how many bbl in 1 m3');
    const [more] = findConversions('and 640 m3?', history).conversions;
    expect(more === undefined ? undefined : convert(more).result).toBeCloseTo(
      640 / 0.158987294928,
      2,
    );
    const [back] = findConversions('what about 12 bbl?', history).conversions;
    expect(back === undefined ? undefined : convert(back).result).toBeCloseTo(
      12 * 0.158987294928,
      5,
    );
    // Not after a calculation's answer, and not a quantity of another kind.
    expect(
      findConversions('and 640 m3?', [user('x'), assistant('**Hydrostatic pressure: 1 psi**')])
        .conversions,
    ).toEqual([]);
    expect(findConversions('and 640 ft?', history).conversions).toEqual([]);
  });

  it('answers a unit system asked after a conversion', () => {
    const history = answered('1,000 bbl to gal');
    expect(results2('and in metric?', history)).toEqual([[1000, 'bbl', 'm³']]);
  });

  it('leaves a unit of another kind, or a follow-up of a calculation, to the other skills', () => {
    expect(findConversions('and ft?', first)).toEqual({ conversions: [], incompatible: [] });
    // The same words after a calculation's answer ask for the calculation's result.
    const calculated = [user('5000 psi in bar?'), assistant('**Hydrostatic pressure: 5,200 psi**')];
    expect(findConversions('and MPa', calculated)).toEqual({ conversions: [], incompatible: [] });
  });

  it('converts nothing without a conversion before it', () => {
    expect(findConversions('and MPa')).toEqual({ conversions: [], incompatible: [] });
    expect(
      findConversions('in kPa?', [user('Why is my ESP tripping?'), assistant('It needs a model.')]),
    ).toEqual({ conversions: [], incompatible: [] });
    // A question of its own is no follow-up.
    expect(findConversions('what is the bubble point in psia?', first).conversions).toEqual([]);
  });

  function results2(text: string, history: Parameters<typeof findConversions>[1]) {
    return findConversions(text, history).conversions.map((request) => {
      const result = convert(request);
      return [result.value, result.from, result.to];
    });
  }
});

describe('units beside their numbers and forces', () => {
  it('never takes the unit of a gravity for the unit a density is wanted in', () => {
    const found = findConversions(
      'Existing 48" ID vertical sep, 800 psia, 100 F, gas 0.65 SG, liquid 52 lb/ft3, z 0.91. Gas capacity MMscf/d with a mesh pad?',
    );
    expect(found.conversions).toEqual([]);
  });

  it('converts forces, billions of cubic metres and heat rates (NIST SP 811: 1 lbf = 4.4482216152605 N)', () => {
    expect(results('866.7 lbf in kN')[0]?.[3]).toBeCloseTo(866.7 * 4.4482216152605e-3, 6);
    expect(results('25 klbf to daN')[0]?.[3]).toBeCloseTo(25_000 * 0.44482216152605, 3);
    // 1 ft = 0.3048 m (NIST SP 811): 1.56 × 10⁹ m³ = 1.56e9 / 0.3048³ ft³ = 55.09 Bcf.
    expect(results('1.56 bcm to Bcf')[0]?.[3]).toBeCloseTo(1.56 / 0.3048 ** 3, 3);
    // 1 Btu (IT) = 1,055.05585262 J: 1.5 MMBtu/h = 1.5e6 × 1,055.05585262 / 3,600 W.
    expect(results('convert 1.5 MMBtu/h to kW')[0]?.[3]).toBeCloseTo(
      (1.5e6 * 1055.05585262) / 3.6e6,
      3,
    );
  });
});

describe('a pressure converted between gauge and absolute moves by the atmosphere', () => {
  // 14.696 psi atmosphere (the house convention); 1 bar = 14.5037738 psi (NIST SP 811).
  const PSI_PER_BAR = 1e5 / 6894.757293168;
  it.each([
    ['psia', 'barg', 187.54, (187.54 - 14.696) / PSI_PER_BAR],
    ['psig', 'psia', 172.844, 187.54],
    ['barg', 'psia', 4, 4 * PSI_PER_BAR + 14.696],
    ['psig', 'bara', 172.844, 187.54 / PSI_PER_BAR],
    ['psia', 'bara', 187.54, 187.54 / PSI_PER_BAR],
  ])('%s to %s', (from, to, value, expected) => {
    expect(convertValue(value, unit(from), unit(to))).toBeCloseTo(expected, 6);
  });

  it('leaves a difference of pressures alone', () => {
    expect(convertValue(100, unit('psig'), unit('psia'), true)).toBeCloseTo(100, 9);
  });

  it.each([
    ['convert 2.4 bbl/d/psi to m3/d/bar', 2.4, 'bbl/d/psi', 'm³/d/bar', 5.53419782],
    ['GOR 850 scf/bbl in m3/m3?', 850, 'scf/bbl', 'm³/m³', 151.391466],
  ])('converts %s', (text, value, from, to, expected) => {
    const [found] = results(text);
    expect(found?.slice(0, 3)).toEqual([value, from, to]);
    expect(found?.[3]).toBeCloseTo(expected, 4);
  });
});

describe('normal cubic metres of gas', () => {
  // A normal m³ is at 0 °C and 101.325 kPa, a standard cubic foot at 60 °F and 14.696 psia (the
  // same pressure): as an ideal gas, 1 Nm³ = 35.3147 ft³ × 288.7056 K/273.15 K = 37.326 scf (GPSA
  // Engineering Data Book, 13th ed., sec. 1, standard and normal conditions).
  const SCF_PER_NM3 = (1 / 0.028316846592) * (288.7056 / 273.15);

  it.each([
    ['convert 250,000 Nm3/d to MMscf/d', 250000, 'Nm³/d', 'MMcf/d', (250000 * SCF_PER_NM3) / 1e6],
    ['how many scf is 1000 normal cubic metres', 1000, 'Nm³', 'scf', 1000 * SCF_PER_NM3],
    ['1500 Nm3/h in Mscf/d', 1500, 'Nm³/h', 'Mcf/d', (1500 * 24 * SCF_PER_NM3) / 1e3],
  ])('%s', (text, value, from, to, expected) => {
    const [found] = results(text);
    expect(found?.slice(0, 3)).toEqual([value, from, to]);
    expect(found?.[3]).toBeCloseTo(expected, 3);
    expect(formatConversions(findConversions(text))).toContain('0 °C and 101.325 kPa');
  });
});
