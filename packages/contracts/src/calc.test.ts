import { describe, expect, it } from 'vitest';
import {
  CalcCardSchema,
  calcBlock,
  calcBlocksAsSheets,
  calcBlocksAsText,
  calcCardSheet,
  calcCardText,
  type CalcCardSource,
} from './calc';

/**
 * The calculation sheet is written from the card alone: what a reader, a copy, an export and the
 * model's context read. Hydrostatic pressure P = 0.052 × MW × TVD (Bourgoyne et al., Applied
 * Drilling Engineering, SPE Textbook Series 2, eq. 4.3): 12.5 ppg over 10,000 ft is 6,500 psi.
 */
const hydrostatic: CalcCardSource = {
  tool: 'hydrostatic_pressure',
  title: 'Hydrostatic pressure',
  status: 'computed',
  inputs: [
    { name: 'mud_weight_ppg', label: 'Mud weight', unit: 'ppg', kind: 'number', value: 12.5 },
    { name: 'tvd_ft', label: 'TVD', unit: 'ft', kind: 'number', value: 10_000 },
    {
      name: 'fluid',
      label: 'Fluid',
      kind: 'choice',
      value: 'water_based',
      options: ['water_based', 'oil_based'],
    },
    { name: 'surface_psi', label: 'Surface pressure', unit: 'psi', kind: 'number', value: null },
  ],
  results: [
    { key: 'pressure_psi', label: 'Hydrostatic pressure', value: 6500, unit: 'psi' },
    { key: 'gradient_psi_per_ft', label: 'Gradient | mud', value: 0.65, unit: 'psi/ft' },
  ],
  formula: 'P = 0.052 × MW × TVD',
  warnings: ['TVD is deeper than the casing shoe.'],
  assumptions: ['Static column.'],
  sources: ['Bourgoyne et al. (1986), eq. 4.3', 'API RP 13D'],
};

describe('the calculation sheet of a computed card', () => {
  const card = CalcCardSchema.parse(hydrostatic);

  it('is the title, the given inputs by label and unit, formula, results, warnings and sources', () => {
    expect(calcCardText(card)).toBe(
      [
        '#### Hydrostatic pressure',
        '| Input | Value |\n|---|---|\n| Mud weight (ppg) | 12.5 |\n| TVD (ft) | 10,000 |\n| Fluid | Water based |',
        '**Formula:** P = 0.052 × MW × TVD',
        '| Result | Value |\n|---|---|\n| Hydrostatic pressure | **6,500** psi |\n| Gradient \\| mud | **0.65** psi/ft |',
        '**Warnings**\n\n- ⚠️ TVD is deeper than the casing shoe.',
        '**Assumptions**\n\n- Static column.',
        '_Sources: Bourgoyne et al. (1986), eq. 4.3; API RP 13D._',
      ].join('\n\n'),
    );
  });

  it('adds the results in the units the question asked for', () => {
    const text = calcCardText(
      CalcCardSchema.parse({
        ...hydrostatic,
        in_your_units: [
          { key: 'pressure_psi', label: 'Hydrostatic pressure', value: 448.159, unit: 'bar' },
        ],
      }),
    );
    expect(text.endsWith('\n\n**In your units**\n\n- Hydrostatic pressure: **448.2** bar')).toBe(
      true,
    );
  });

  it('shows the first rows of a table and counts the rows the card leaves out', () => {
    const rows = Array.from({ length: 30 }, (_, index) => ({
      year: index + 1,
      rate: 1000 - index,
    }));
    const text = calcCardText(
      CalcCardSchema.parse({
        ...hydrostatic,
        table: {
          title: 'Forecast',
          columns: [
            { key: 'year', label: 'Year', unit: 'year' },
            { key: 'rate', label: 'Rate', unit: 'bbl/d' },
          ],
          rows,
          total_rows: 40,
        },
      }),
    );
    expect(text).toContain('**Forecast**\n\n| Year | Rate (bbl/d) |\n|---|---|\n| 1.0 | 1,000 |');
    expect(text).toContain('| 24.0 | 977 |\n\n_16 more rows not shown._');
    expect(text).not.toContain('| 25.0 |');
  });

  it('is what a block of the card reads as in a reply', () => {
    expect(calcBlocksAsText(`Before.\n\n${calcBlock(hydrostatic)}\n\nAfter.`)).toBe(
      `Before.\n\n${calcCardText(card)}\n\nAfter.`,
    );
    expect(calcBlocksAsSheets(calcBlock(hydrostatic))).toBe(calcCardText(card));
  });
});

describe('a card still asking for inputs', () => {
  const card = CalcCardSchema.parse({ ...hydrostatic, status: 'needs_input', results: [] });

  it('reads as the inputs it holds, by label and unit, never by internal name', () => {
    expect(calcCardText(card)).toBe(
      '- Mud weight (ppg): 12.5\n- TVD (ft): 10,000\n- Fluid: Water based',
    );
  });

  it('reads as a form for a reader: the inputs given and the ones still needed', () => {
    expect(calcCardSheet(card)).toBe(
      '#### Hydrostatic pressure\n\n| Input | Value |\n|---|---|\n| Mud weight (ppg) | 12.5 |\n| TVD (ft) | 10,000 |\n| Fluid | Water based |\n\n_Still needed: Surface pressure (psi)._',
    );
  });

  it('shows why the calculator refused, with no input table when none was given', () => {
    const refused = CalcCardSchema.parse({
      ...hydrostatic,
      status: 'refused',
      inputs: hydrostatic.inputs.map((input) => ({ ...input, value: null, optional: true })),
      error: 'Mud weight must be more than 0.',
    });
    expect(calcCardSheet(refused)).toBe(
      '#### Hydrostatic pressure\n\n⚠️ Mud weight must be more than 0.',
    );
  });
});
