import type { CalcResult } from '@petrosage/oilfield/result';
import {
  CALC_TEXT_TABLE_ROWS,
  calcColumnLabel,
  calcOptionLabel,
  formatCalcCell,
  formatCalcInput,
  formatCalcNumber,
} from '@petrosage/contracts/calc';

/**
 * A calculator's inputs, formula and result as markdown for the chat: what a reader needs to
 * check the number (and what an engineer would write in a calculation sheet).
 */

/** `mud_weight_ppg` → "Mud weight (ppg)": input names carry their unit as a suffix. */
/** Most specific first: the first suffix that matches names the unit. */
const UNIT_SUFFIXES: [RegExp, string][] = [
  [/_pct_per_year$/, '%/yr'],
  [/_pct_per_month$/, '%/month'],
  [/_mol_pct$/, 'mol %'],
  [/_pct$/, '%'],
  [/_stb_per_day$/, 'STB/d'],
  [/_bbl_per_day$/, 'bbl/d'],
  [/_mmscf_per_day$/, 'MMscf/d'],
  [/_mscf_per_day$/, 'Mscf/d'],
  [/_bbl_per_month$/, 'bbl/month'],
  [/_mcf_per_month$/, 'Mcf/month'],
  [/_per_day$/, 'per day'],
  [/_usd_per_bbl$/, 'US$/bbl'],
  [/_usd_per_mcf$/, 'US$/Mcf'],
  [/_usd_per_month$/, 'US$/month'],
  [/_usd_per_boe$/, 'US$/BOE'],
  [/_usd$/, 'US$'],
  [/_scf_per_stb$/, 'scf/STB'],
  [/_scf_per_bbl$/, 'scf/bbl'],
  [/_psi_per_ft$/, 'psi/ft'],
  [/_psia$/, 'psia'],
  [/_psig$/, 'psig'],
  [/_psi$/, 'psi'],
  [/_ppg$/, 'ppg'],
  [/_lb_per_ft3$/, 'lb/ft³'],
  [/_ft_per_s$/, 'ft/s'],
  [/_bbl_per_ft$/, 'bbl/ft'],
  [/_bbl_per_in$/, 'bbl/in'],
  [/_bbl_per_stroke$/, 'bbl/stk'],
  [/_spm$/, 'SPM'],
  [/_gpm$/, 'gpm'],
  [/_ft$/, 'ft'],
  [/_miles$/, 'miles'],
  [/_in$/, 'in'],
  [/_degF$/, '°F'],
  [/_cp$/, 'cP'],
  [/_mg_per_l_as_caco3$/, 'mg/L as CaCO3'],
  [/_mg_per_l$/, 'mg/L'],
  [/_mol_per_l$/, 'mol/L'],
  [/_bbl$/, 'bbl'],
  [/_mcf$/, 'Mcf'],
  [/_months$/, 'months'],
  [/_years$/, 'years'],
  [/_days$/, 'days'],
  // Inflow and artificial lift (calc-inflow-lift).
  [/_rb_per_stb$/, 'rb/STB'],
  [/_dyne_per_cm$/, 'dyne/cm'],
  [/_md$/, 'md'],
  // Multiphase gradient (calc-multiphase): an angle in degrees.
  [/_deg$/, '°'],
];

export function inputLabel(key: string): string {
  const { label, unit } = inputParts(key);
  return unit === undefined ? label : `${label} (${unit})`;
}

/** `mud_weight_ppg` → the label "Mud weight" and the unit "ppg" (none for a pure number). */
export function inputParts(key: string): { label: string; unit?: string } {
  for (const [pattern, unit] of UNIT_SUFFIXES) {
    if (pattern.test(key)) return { label: sentenceCase(key.replace(pattern, '')), unit };
  }
  return { label: sentenceCase(key) };
}

/** Abbreviations engineers write in capitals (or in their own case). */
const ABBREVIATIONS: Record<string, string> = {
  tvd: 'TVD',
  api: 'API',
  ph: 'pH',
  tds: 'TDS',
  co2: 'CO2',
  h2s: 'H2S',
  orri: 'ORRI',
  ngl: 'NGL',
  bhp: 'BHP',
  mcf: 'Mcf',
  boe: 'BOE',
  aof: 'AOF',
  sidpp: 'SIDPP',
  sicp: 'SICP',
  omw: 'OMW',
  kmw: 'KMW',
  icp: 'ICP',
  fcp: 'FCP',
  scr: 'SCR',
  maasp: 'MAASP',
  lot: 'LOT',
  esp: 'ESP',
  gor: 'GOR',
  wor: 'WOR',
  cgr: 'CGR',
  eur: 'EUR',
  npv: 'NPV',
  irr: 'IRR',
  loe: 'LOE',
  nri: 'NRI',
  spm: 'SPM',
};

/** Terms written their own way, lower-case first letter included: Arps' b. */
const TERMS: [RegExp, string][] = [[/^b factor\b/, 'b-factor']];

function sentenceCase(key: string): string {
  const words = key
    .split('_')
    .filter((word) => word.length > 0)
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ');
  for (const [pattern, term] of TERMS) {
    if (pattern.test(words)) return words.replace(pattern, term);
  }
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function formatValue(value: unknown): string {
  if (typeof value === 'number') return formatCalcInput(value);
  if (typeof value === 'string') return calcOptionLabel(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return `${value.length} entries`;
  return JSON.stringify(value);
}

/** Pipes and line breaks would break a table cell. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

function inputRows(input: Record<string, unknown>): string[] {
  return Object.entries(input)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `| ${cell(inputLabel(key))} | ${cell(formatValue(value))} |`);
}

function bullets(title: string, items: readonly string[]): string {
  return items.length === 0 ? '' : `**${title}**\n\n${items.map((item) => `- ${item}`).join('\n')}`;
}

/** The whole calculation: title, inputs, formula, results, table, assumptions, warnings, sources. */
export function calcMarkdown(
  title: string,
  input: Record<string, unknown>,
  result: CalcResult,
): string {
  const parts: string[] = [`#### ${title}`];
  const inputs = inputRows(input);
  if (inputs.length > 0) parts.push(['| Input | Value |', '|---|---|', ...inputs].join('\n'));
  parts.push(`**Formula:** ${result.formula}`);
  const given = Object.values(input).filter((value) => typeof value === 'number');
  const values = Object.values(result.values).map(
    (value) =>
      `| ${cell(value.label)} | **${formatCalcNumber(value.value, value.unit, given)}** ${cell(value.unit)} |`,
  );
  if (values.length > 0) parts.push(['| Result | Value |', '|---|---|', ...values].join('\n'));
  if (result.table !== undefined && result.table.rows.length > 0) {
    const { columns, rows } = result.table;
    const shown = rows.slice(0, CALC_TEXT_TABLE_ROWS);
    parts.push(
      [
        `**${result.table.title}**`,
        '',
        `| ${columns.map((column) => cell(calcColumnLabel(column))).join(' | ')} |`,
        `|${columns.map(() => '---').join('|')}|`,
        ...shown.map(
          (row, index) =>
            `| ${columns.map((column) => formatCalcCell(row[column.key], column.unit, shown[index - 1]?.[column.key])).join(' | ')} |`,
        ),
        ...(rows.length > shown.length
          ? [`\n_${rows.length - shown.length} more rows not shown._`]
          : []),
      ].join('\n'),
    );
  }
  parts.push(
    bullets(
      'Warnings',
      result.warnings.map((warning) => `⚠️ ${warning}`),
    ),
  );
  parts.push(bullets('Assumptions', result.assumptions));
  parts.push(bullets('Notes', result.notes));
  if (result.sources.length > 0) parts.push(`_Sources: ${result.sources.join('; ')}._`);
  return parts.filter((part) => part.length > 0).join('\n\n');
}
