import { calculatorJsonSchema, catalogue, type CalculatorFamily } from './catalogue';

/**
 * The calculator reference (`docs/calculators.md`), written from the catalogue itself: every
 * calculator's purpose, inputs with their units and limits, results, formula and sources, as
 * its example input computes them. `npm run docs` writes it; a test checks the file is current.
 */

const FAMILY_TITLES: Readonly<Record<CalculatorFamily, string>> = {
  decline: 'Decline curves',
  drilling: 'Drilling',
  well_control: 'Well control',
  gas_pvt: 'Gas PVT',
  oil_pvt: 'Oil PVT',
  inflow: 'Inflow performance',
  artificial_lift: 'Artificial lift',
  flow_and_facilities: 'Flow and facilities',
  gas_transmission: 'Gas transmission',
  volumes_and_ratios: 'Volumes and ratios',
  units: 'Units',
  economics: 'Economics',
  water_chemistry: 'Water chemistry',
  hydrates: 'Hydrates',
};

interface JsonProperty {
  readonly type?: string;
  readonly description?: string;
  readonly enum?: readonly unknown[];
  readonly default?: unknown;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly items?: JsonProperty;
}

function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

function limits(property: JsonProperty): string {
  const parts: string[] = [];
  if (property.enum) parts.push(property.enum.map((value) => `\`${String(value)}\``).join(', '));
  if (property.exclusiveMinimum !== undefined) parts.push(`> ${property.exclusiveMinimum}`);
  if (property.minimum !== undefined) parts.push(`≥ ${property.minimum}`);
  if (property.exclusiveMaximum !== undefined) parts.push(`< ${property.exclusiveMaximum}`);
  if (property.maximum !== undefined) parts.push(`≤ ${property.maximum}`);
  if (property.type === 'array') parts.push(`list of ${property.items?.type ?? 'values'}`);
  if (property.default !== undefined) parts.push(`default ${JSON.stringify(property.default)}`);
  return parts.join('; ');
}

function inputsTable(schema: Record<string, unknown>): string[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonProperty>;
  const required = new Set((schema.required ?? []) as string[]);
  const rows = Object.entries(properties).map(
    ([name, property]) =>
      `| \`${name}\` | ${required.has(name) ? 'yes' : 'no'} | ${cell(property.description ?? '')} | ${cell(limits(property))} |`,
  );
  return ['| Input | Required | Meaning | Values |', '|---|---|---|---|', ...rows];
}

function calculatorSection(entry: (typeof catalogue)[number]): string[] {
  const result = entry.run(entry.example);
  const results = Object.entries(result.values).map(
    ([key, value]) => `\`${key}\` (${value.label}, ${value.unit})`,
  );
  return [
    `### ${entry.title}`,
    '',
    `\`${entry.name}\` — ${entry.description}`,
    '',
    ...inputsTable(calculatorJsonSchema(entry)),
    '',
    `**Results:** ${results.join('; ')}${result.table ? `; a table (${result.table.title})` : ''}.`,
    '',
    `**Formula:** ${result.formula}`,
    '',
    `**Sources:**`,
    '',
    ...result.sources.map((source) => `- ${source}`),
    '',
  ];
}

/** The whole reference, as `docs/calculators.md` holds it. */
export function calculatorReference(): string {
  const families = [...new Set(catalogue.map((entry) => entry.family))];
  const lines = [
    '# Calculator reference',
    '',
    'Written from the calculator catalogue (`packages/oilfield/src/catalogue.ts`) by `npm run docs`;',
    'a test fails when it is not current. The decisions behind the calculators are decision 011.',
    '',
    ...families.map((family) => {
      const count = catalogue.filter((entry) => entry.family === family).length;
      return `- ${FAMILY_TITLES[family]} (${count})`;
    }),
    '',
  ];
  for (const family of families) {
    lines.push(`## ${FAMILY_TITLES[family]}`, '');
    for (const entry of catalogue.filter((e) => e.family === family)) {
      lines.push(...calculatorSection(entry));
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
