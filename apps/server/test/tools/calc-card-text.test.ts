import { CALC_UNIT_CHOICES, convertCalcUnit } from '@petrosage/contracts/calc-units';
import {
  calcBlock,
  calcBlocksAsText,
  calcCardText,
  calcInputProblem,
  parseCalcCard,
} from '@petrosage/contracts/calc';
import { catalogue, convertUnits, type UnitName } from '@petrosage/oilfield';
import { describe, expect, it } from 'vitest';
import { computedCard, cardFields, emptyCard } from '../../src/modules/tools/calc-card';
import { calcMarkdown } from '../../src/modules/tools/calc-markdown';

/** A card is a faithful form of the calculation: its text is the sheet, its ranges the schema's. */

describe('the card of every calculator', () => {
  it.each(catalogue.map((entry) => [entry.name, entry] as const))(
    '%s: its text form is the calculation sheet, and the block reads back',
    (_, entry) => {
      const result = entry.run(entry.example);
      const read = entry.inputSchema.parse(entry.example);
      const card = computedCard(entry, read, result);
      expect(calcCardText(card)).toBe(calcMarkdown(entry.title, read, result));
      const block = calcBlock(card);
      expect(block.split('\n')).toHaveLength(3);
      expect(calcBlocksAsText(`Before.\n\n${block}\n\nAfter.`)).toBe(
        `Before.\n\n${calcMarkdown(entry.title, read, result)}\n\nAfter.`,
      );
    },
  );

  it.each(catalogue.map((entry) => [entry.name, entry] as const))(
    '%s: an empty card asks for every required input',
    (_, entry) => {
      const card = emptyCard(entry);
      expect(card.status).toBe('needs_input');
      const required = cardFields(entry).filter((field) => field.optional !== true);
      for (const field of required) {
        expect(calcInputProblem(field, null)).toBe(`${field.name} is required.`);
      }
    },
  );
});

describe('a card refuses out-of-range input in the calculator’s own words', () => {
  const entry = catalogue.find((candidate) => candidate.name === 'hydrostatic_pressure');
  if (entry === undefined) throw new Error('no hydrostatic_pressure');
  const fields = new Map(cardFields(entry).map((field) => [field.name, field]));

  it.each([
    ['mud_weight_ppg', 40],
    ['mud_weight_ppg', 0],
    ['tvd_ft', -5],
    ['tvd_ft', 50000],
  ])('%s = %s', (name, value) => {
    const field = fields.get(name);
    if (field === undefined) throw new Error(name);
    let message = '';
    try {
      entry.run({ ...entry.example, [name]: value });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).not.toBe('');
    expect(calcInputProblem(field, value)).toBe(message);
  });

  it('accepts a value inside the range', () => {
    const field = fields.get('mud_weight_ppg');
    if (field === undefined) throw new Error('mud_weight_ppg');
    expect(calcInputProblem(field, 12.5)).toBeUndefined();
  });
});

describe('a card that is not valid is not a card', () => {
  it.each([
    ['not JSON', '{"tool":', /not valid JSON/],
    ['no inputs', '{"tool":"hydrostatic_pressure","title":"H","status":"computed"}', /inputs/],
    [
      'a value of the wrong kind',
      '{"tool":"x","title":"H","status":"computed","inputs":[{"name":"tvd_ft","label":"TVD","kind":"number","value":"deep"}]}',
      /inputs\.0\.value/,
    ],
  ])('%s', (_, body, reason) => {
    const parsed = parseCalcCard(body);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(reason);
  });
});

/** The card's unit symbols as the oilfield registry names them. */
const REGISTRY: Record<string, UnitName> = {
  ft: 'ft',
  m: 'm',
  in: 'in',
  mm: 'mm',
  ppg: 'ppg',
  'lb/ft³': 'lb/ft3',
  'kg/m³': 'kg/m3',
  'g/cm³': 'g/cm3',
  psi: 'psi',
  kPa: 'kPa',
  bar: 'bar',
  MPa: 'MPa',
  '°F': 'degF',
  '°C': 'degC',
  K: 'K',
  'bbl/d': 'bbl/d',
  'm³/d': 'm3/d',
  'Mscf/d': 'Mcf/d',
  'MMscf/d': 'MMcf/d',
  'Sm³/d': 'm3/d',
  bbl: 'bbl',
  'm³': 'm3',
  Mcf: 'Mcf',
  'Sm³': 'm3',
};

describe('the units a card offers convert as the oilfield registry does (NIST)', () => {
  const pairs = Object.values(CALC_UNIT_CHOICES).flatMap((choices) =>
    choices.slice(1).map((alternative) => [choices[0], alternative] as const),
  );
  it.each(
    pairs
      .filter(([field, other]) => REGISTRY[field?.symbol ?? ''] && REGISTRY[other.symbol])
      .map(([field, other]) => [`${field?.symbol} → ${other.symbol}`, field, other] as const),
  )('%s', (_, field, other) => {
    if (field === undefined) throw new Error('no field unit');
    const from = REGISTRY[field.symbol] as UnitName;
    const to = REGISTRY[other.symbol] as UnitName;
    const expected = convertUnits({ value: 123.4, from_unit: from, to_unit: to }).values.converted
      .value;
    expect(convertCalcUnit(123.4, field, other)).toBeCloseTo(expected, 9);
    expect(convertCalcUnit(convertCalcUnit(123.4, field, other), other, field)).toBeCloseTo(
      123.4,
      9,
    );
  });
});
