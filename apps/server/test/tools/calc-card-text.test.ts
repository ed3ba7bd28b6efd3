import { CALC_UNIT_CHOICES, convertCalcUnit } from '@petrosage/contracts/calc-units';
import {
  calcBlocksAsText,
  calcCardText,
  calcColumnLabel,
  calcInputProblem,
  calcOptionLabel,
  findCalcBlocks,
  formatCalcCell,
  formatCalcInput,
  formatCalcNumber,
  parseCalcCard,
  type CalcCard,
} from '@petrosage/contracts/calc';
import { catalogue, convertUnits, type CalculatorTool, type UnitName } from '@petrosage/oilfield';
import { inputLabel } from '@petrosage/sage/card';
import { beforeAll, describe, expect, it } from 'vitest';
import { runTool } from '../../src/modules/assistant/assistant-tool';
import { cardFields, emptyCard } from '../../src/modules/tools/calc-card';
import { assistantTools } from '../../src/modules/tools/registry';

/**
 * A calculator run as a tool answers its card and the card's text form, the calculation sheet
 * (`calcCardText`, its one writer): title, inputs by label, formula, results, warnings, sources.
 */

const tools = new Map(assistantTools().map((tool) => [tool.name, tool]));

/** The tool's outcome for `input`: its sheet and the card its block holds. */
async function ranAsTool(
  entry: CalculatorTool,
  input: Record<string, unknown>,
): Promise<{ markdown: string; block: string; card: CalcCard }> {
  const tool = tools.get(entry.name);
  if (tool === undefined) throw new Error(`no tool ${entry.name}`);
  const { markdown, block = '' } = await runTool(tool, input);
  const [written] = findCalcBlocks(block);
  const parsed = parseCalcCard(written?.body ?? '');
  if (!parsed.ok) throw new Error(`${entry.name}: ${parsed.error}`);
  return { markdown, block, card: parsed.card };
}

/** A sheet's table cell as it writes one. */
const cell = (text: string) => text.replace(/\|/g, '\\|');

describe('the card of every calculator', () => {
  it.each(catalogue.map((entry) => [entry.name, entry] as const))(
    '%s: its sheet is written from its card, and the block reads back as the sheet',
    async (_, entry) => {
      const { markdown, block, card } = await ranAsTool(entry, entry.example);
      const result = entry.run(entry.example);
      expect(markdown).toBe(calcCardText(card));
      expect(markdown.startsWith(`#### ${entry.title}\n\n`)).toBe(true);
      // Every input the calculator read, defaults included, by its label and unit.
      const read = entry.inputSchema.parse(entry.example);
      for (const [name, value] of Object.entries(read)) {
        if (value !== undefined && value !== null) {
          expect(markdown).toContain(`| ${cell(inputLabel(name))} | `);
        }
      }
      expect(markdown).toContain(`**Formula:** ${result.formula}`);
      for (const value of Object.values(result.values)) {
        expect(markdown).toContain(`| ${cell(value.label)} | **`);
      }
      for (const warning of result.warnings) expect(markdown).toContain(`- ⚠️ ${warning}`);
      expect(markdown).toContain(`_Sources: ${result.sources.join('; ')}._`);
      expect(block.split('\n')).toHaveLength(3);
      expect(calcBlocksAsText(`Before.\n\n${block}\n\nAfter.`)).toBe(
        `Before.\n\n${markdown}\n\nAfter.`,
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
        expect(calcInputProblem(field, null)).toBe(`${field.label} is required.`);
      }
    },
  );
});

describe('a card refuses what the calculator refuses, in words: the field’s label and range', () => {
  const entry = catalogue.find((candidate) => candidate.name === 'hydrostatic_pressure');
  if (entry === undefined) throw new Error('no hydrostatic_pressure');
  const fields = new Map(cardFields(entry).map((field) => [field.name, field]));

  it.each([
    ['mud_weight_ppg', 40, 'Mud weight must be more than 0 and at most 25 ppg (you entered 40).'],
    ['mud_weight_ppg', 0, 'Mud weight must be more than 0 and at most 25 ppg (you entered 0).'],
    ['tvd_ft', -5, 'TVD must be from 0 to 40,000 ft (you entered -5).'],
    ['tvd_ft', 50000, 'TVD must be from 0 to 40,000 ft (you entered 50,000).'],
  ])('%s = %s', (name, value, words) => {
    const field = fields.get(name);
    if (field === undefined) throw new Error(name);
    expect(() => entry.run({ ...entry.example, [name]: value })).toThrow();
    expect(calcInputProblem(field, value)).toBe(words);
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

describe('numbers in a calculation: significant figures by magnitude and unit', () => {
  it.each([
    [174.7123, '%/yr', '174.71'],
    [34, 'years', '34.0'],
    [0.87077, '', '0.871'],
    [6773.2, 'psi', '6,773'],
    [12.3456, 'ppg', '12.35'],
    [1.23456, 'rb/STB', '1.235'],
    [0.051934, 'psi/ft', '0.0519'],
    [1.2e-5, '', '1.2e-5'],
    [0.000123456, 'cP', '1.23e-4'],
    [2.5e13, 'scf', '2.5e13'],
    [1_234_567.89, 'US$', '1,234,568'],
    [-0.5, '%', '-0.50'],
    [0, '%', '0'],
    [0.5, 'years', '0.5'],
    [Number.NaN, '', 'NaN'],
  ])('%s %s → %s', (value, unit, text) => {
    expect(formatCalcNumber(value, unit)).toBe(text);
  });

  it('shows a result with the digits that tell it from an input it is close to', () => {
    expect(formatCalcNumber(4999.6, 'psi')).toBe('5,000');
    expect(formatCalcNumber(4999.6, 'psi', [5000])).toBe('4,999.6');
    expect(formatCalcNumber(1.0004, 'rb/STB', [1])).toBe('1.0004');
    expect(formatCalcNumber(5000, 'psi', [5000])).toBe('5,000');
    // A difference of rounding error is not a different number: 60 %/yr stays "60.00".
    expect(formatCalcNumber(60.00000000000001, '%/yr', [60])).toBe(formatCalcNumber(60, '%/yr'));
  });

  it('shows inputs as given, tables by the rule and a missing cell as a dash', () => {
    expect(formatCalcInput(75)).toBe('75');
    expect(formatCalcInput(10_500.25)).toBe('10,500.3');
    expect(formatCalcInput(0.000012)).toBe('1.2e-5');
    expect(formatCalcCell(812.345, 'bbl/d')).toBe('812.3');
    expect(formatCalcCell(undefined, 'bbl/d')).toBe('—');
  });

  it('names choices and terms in proper case', () => {
    expect(calcOptionLabel('standing')).toBe('Standing');
    expect(calcOptionLabel('vasquez_beggs')).toBe('Vasquez-Beggs');
    expect(calcOptionLabel('effective_secant')).toBe('Effective (secant)');
    expect(calcOptionLabel('meg')).toBe('MEG');
    expect(inputLabel('b_factor')).toBe('b-factor');
    expect(inputLabel('solution_gor_scf_per_stb')).toBe('Solution GOR (scf/STB)');
  });
});

describe('the text form of a forecast', () => {
  const entry = catalogue.find((candidate) => candidate.name === 'arps_decline');
  if (entry === undefined) throw new Error('no arps_decline');
  const result = entry.run(entry.example);
  let text = '';
  beforeAll(async () => {
    ({ markdown: text } = await ranAsTool(entry, entry.example));
  });

  it('rounds results for display while the result keeps full precision', () => {
    const rows = text.split('\n').filter((line) => /^\| .+ \| \*\*/.test(line));
    expect(rows.length).toBeGreaterThan(0);
    let rounded = 0;
    for (const value of Object.values(result.values)) {
      const row = rows.find(
        (line) => line.startsWith(`| ${value.label} |`) && line.endsWith(` ${value.unit} |`),
      );
      expect(row, value.label).toBeDefined();
      const shown = formatCalcNumber(value.value, value.unit, [850, 65, 0.9, 10]);
      expect(row).toContain(`**${shown}** ${value.unit}`);
      expect(shown).not.toMatch(/\.\d{5,}/);
      if (Number(shown.replace(/,/g, '')) !== value.value) rounded += 1;
    }
    expect(rounded).toBeGreaterThan(0);
  });

  it('names the inputs in proper case and counts the rows not shown', () => {
    expect(text).toContain('| b-factor | 0.9 |');
    expect(text).toContain('| Decline type | Effective (secant) |');
    const total = result.table?.rows.length ?? 0;
    expect(total).toBeGreaterThan(24);
    expect(text).toContain(`_${total - 24} more rows not shown._`);
    const cells = text.split('\n').filter((line) => /^\| [\d,.e-]+ \|/.test(line));
    expect(cells).toHaveLength(24);
    for (const line of cells) expect(line).not.toMatch(/\d\.\d{5,}/);
  });
});

describe('a table column names its unit once', () => {
  it.each([
    [{ label: 'Year', unit: 'year' }, 'Year'],
    [{ label: 'Years', unit: 'years' }, 'Years'],
    [{ label: 'Month', unit: 'months' }, 'Month'],
    [{ label: 'Time', unit: 'months' }, 'Time (months)'],
    [{ label: 'Rate at end of year', unit: 'bbl/d' }, 'Rate at end of year (bbl/d)'],
    [{ label: 'Cumulative (bbl)', unit: 'bbl' }, 'Cumulative (bbl)'],
    [{ label: 'Stage', unit: '' }, 'Stage'],
  ])('%j → %s', (column, heading) => {
    expect(calcColumnLabel(column)).toBe(heading);
  });
});
