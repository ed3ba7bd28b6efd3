import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { calcCardsOf, type CalcCard } from '@petrosage/contracts/calc';
import { unitOfResult } from '@petrosage/sage/calculators';
import { convertValue, readUnit, unitAt, type ReadUnit } from '@petrosage/sage/units';
import type { ChatTurn } from '../../src/modules/assistant/model/provider';
import type { OfflineEngine } from '../../src/modules/assistant/offline/engine';
import { asksBack } from '../tools/question-bank/grade';

/**
 * Grading of the held-out calculation banks, which were written without knowing the reply's
 * labels: a reply is right when one of its cards states the expected value in a unit that converts
 * to the expected one; wrong when it states a computed result and none is the expected value (or
 * computes where a question back was due); asked when it asks back; unanswered otherwise.
 */

export interface BlindCase {
  id: string;
  area: string;
  calculator?: string;
  turns: string[];
  expect:
    | { kind: 'value'; quantity: string; value: number; unit: string; tolerance?: number }
    | { kind: 'ask'; missing: string };
  work?: string;
}

export interface BlindBank {
  batch: string;
  cases: BlindCase[];
}

export type BlindVerdict = 'right' | 'asked' | 'wrong' | 'unanswered';

export interface BlindGrade {
  id: string;
  area: string;
  wants: 'number' | 'ask';
  verdict: BlindVerdict;
  detail: string;
  question: string;
}

/** The bank in `path`, after checking it is the frozen file (its SHA-256). */
export function loadFrozen(path: string, sha256: string): BlindBank {
  const bytes = readFileSync(path);
  const actual = createHash('sha256').update(bytes).digest('hex');
  if (actual !== sha256) throw new Error(`${path} was changed: its SHA-256 is ${actual}`);
  return JSON.parse(bytes.toString('utf8')) as BlindBank;
}

/** A pure number, as a writer leaves it unitless and as a card writes it. */
const DIMENSIONLESS = ['dimensionless', '', 'fraction', 'bbl/bbl', 'stages', 'ratio', 'SG', '°API'];

/** Units the banks' writers used that are not physical units of the reader's table. */
const PLAIN: Readonly<Record<string, readonly string[]>> = {
  dimensionless: DIMENSIONLESS,
  '': DIMENSIONLESS,
  SG: ['SG', 'dimensionless', ''],
  pH: ['pH', 'dimensionless', ''],
  'bbl/bbl': ['bbl/bbl', 'dimensionless', ''],
  strokes: ['strokes', 'stk', 'stks'],
  sacks: ['sacks', 'sx'],
  '100-lb sacks': ['sacks', 'sx'],
  stages: ['stages', 'stage'],
  $: ['$', 'US$', 'USD'],
  USD: ['$', 'US$', 'USD'],
  '$/bbl': ['$/bbl', 'US$/bbl', 'USD/bbl'],
  'USD/bbl': ['$/bbl', 'US$/bbl', 'USD/bbl'],
  '$/Mscf': ['$/Mcf', '$/Mscf', 'US$/Mcf', 'US$/Mscf'],
  'hp/in2': ['hp/in²', 'hp/in2'],
  'ft3/scf': ['ft³/scf', 'ft3/scf'],
  'scf/ft3': ['scf/ft³', 'scf/ft3'],
};

const WRITTEN: Readonly<Record<string, string>> = {
  'BOE/d': 'bbl/d',
  'boe/d': 'bbl/d',
  BOE: 'bbl',
  'e6 sm3': 'e6m3',
  Mscf: 'Mcf',
  MMscf: 'MMcf',
  'Mscf/d': 'Mcf/d',
  'MMscf/d': 'MMcf/d',
  'bbl/MMscf': 'bbl/MMcf',
  sm3: 'm3',
  'sm3/d': 'm3/d',
  'sm3/sm3': 'm3/m3',
  'rm3/sm3': 'rm3/m3',
  '10^3 Sm3/d': 'e3m3/d',
  '10^3 sm3/d': 'e3m3/d',
  '1e9 Sm3': 'e9m3',
  '1e9 m3': 'e9m3',
  e9Sm3: 'e9m3',
  'rb/STB': 'rb/bbl',
  'bbl/stroke': 'bbl/stk',
  'm3/stroke': 'm3/stk',
  gpm: 'gal/min',
  days: 'd',
  months: 'month',
  years: 'year',
  degAPI: 'API',
  fraction: '%',
  '%': '%',
};

/**
 * Amounts per day, per stroke, per month or per year written without their "per" (an inhibitor's
 * "14,986 lb" a day, a pump's "19.94 L" a stroke, an IRR's "17.97 %" a year, a monthly decline's
 * "2.5 %"), by the amount they carry.
 */
const DAILY_OF: Readonly<Record<string, string>> = {
  'lb/d': 'lb',
  'kg/d': 'kg',
  'bbl/stk': 'bbl',
  'gal/stk': 'gal',
  'm3/stk': 'm3',
  'L/stk': 'L',
  '%/yr': '%',
  '%/month': '%',
};

function expectedUnit(written: string): ReadUnit | undefined {
  const id = WRITTEN[written] ?? written;
  try {
    return readUnit(id);
  } catch {
    return unitAt(written.toLowerCase(), 0)?.unit;
  }
}

/** A unit as a reply writes it ("US gal/min", "× 10³ m³/d"), read whole by the engine's table. */
function writtenUnit(text: string): ReadUnit | undefined {
  const plain = text
    .replace(/^× 10³ /, 'e3')
    // "kPa (absolute)", "MPa (gauge)": the reference as the table spells it ("kpa a").
    .replace(/ \((absolute|gauge)\)$/, (_match, reference: string) => ` ${reference[0]}`)
    .replace('US gal', 'gal')
    .replaceAll('³', '3')
    .replaceAll('²', '2')
    .toLowerCase()
    // "BOE/d": barrels (of oil equivalent) a day.
    .replace(/^boe\//, 'bbl/');
  const found = unitAt(plain, 0);
  return found?.end === plain.length ? found.unit : undefined;
}

/** Kinds that are a volume per volume, with their unit of cubic metres per cubic metre. */
const PURE_RATIO: Readonly<Partial<Record<string, string>>> = {
  volume_factor: 'rm3/m3',
  gas_liquid_ratio: 'm3/m3',
};

/** A stated value in the expected unit, if it is of that kind. */
function inExpected(value: number, unitText: string, expected: string): number | undefined {
  const plain = PLAIN[expected];
  if (plain !== undefined) return plain.includes(unitText) ? value : undefined;
  const to = expectedUnit(expected);
  let from =
    unitOfResult(unitText) ??
    (unitText === 'fraction' ? readUnit('%') : undefined) ??
    writtenUnit(unitText);
  const carried = DAILY_OF[from?.id ?? ''];
  if (carried !== undefined && to?.dimension === readUnit(carried).dimension) {
    from = readUnit(carried);
  }
  if (to === undefined || from === undefined) return undefined;
  const scaled = unitText === 'fraction' ? value * 100 : value;
  let converted: number;
  if (from.dimension === to.dimension) converted = convertValue(scaled, from, to);
  else {
    // A volume per volume is a pure number: a Bg written "m3/m3" is the card's rm3/m3.
    const fromRatio = PURE_RATIO[from.dimension];
    const toRatio = PURE_RATIO[to.dimension];
    if (fromRatio === undefined || toRatio === undefined) return undefined;
    converted = convertValue(
      convertValue(scaled, from, readUnit(fromRatio)),
      readUnit(toRatio),
      to,
    );
  }
  return expected === 'fraction' ? converted / 100 : converted;
}

function computedCards(markdown: string): CalcCard[] {
  return calcCardsOf(markdown).filter((card) => card.status === 'computed');
}

/**
 * The results of a unit conversion's reply, each its first line in bold: `**5,000 psi = 344.738
 * bar**`, the unit read with the engine's table when the cards' units do not name it.
 */
function conversionsStated(markdown: string): { label: string; value: number; unit: string }[] {
  return [...markdown.matchAll(/^\*\*([^*=]+?) = (-?[\d,]+(?:\.\d+)?) ([^*]+)\*\*/gm)].flatMap(
    ([, label = '', number = '', unit = '']) => {
      const value = Number(number.replaceAll(',', ''));
      return Number.isFinite(value) ? [{ label, value, unit: unit.trim() }] : [];
    },
  );
}

/** Grades the final reply of a chat against what the case expects. */
export function gradeReply(markdown: string, expect: BlindCase['expect']): [BlindVerdict, string] {
  const cards = computedCards(markdown);
  const stated = [
    ...cards.flatMap((card) => [...card.results, ...(card.in_your_units ?? [])]),
    ...conversionsStated(markdown),
  ];
  if (expect.kind === 'ask') {
    if (cards.length > 0 || stated.length > 0) {
      const first = stated[0];
      return [
        'wrong',
        `computed ${first?.label ?? cards[0]?.title} = ${first?.value} ${first?.unit} instead of asking`,
      ];
    }
    return asksBack(markdown) || calcCardsOf(markdown).length > 0
      ? ['asked', 'asked back']
      : ['unanswered', markdown.split('\n')[0] ?? ''];
  }
  const tolerance = expect.tolerance ?? 0.005;
  const near = (value: number) =>
    expect.value === 0
      ? Math.abs(value) <= tolerance
      : Math.abs(value - expect.value) <= tolerance * Math.abs(expect.value);
  // A break-even or oil price a writer gave in plain dollars ("$") is dollars a barrel.
  const unit =
    (expect.unit === '$' || expect.unit === 'USD') && /\bprice\b/i.test(expect.quantity)
      ? '$/bbl'
      : expect.unit;
  const converted = stated.flatMap((item) => {
    const value = inExpected(item.value, item.unit, unit);
    return value === undefined ? [] : [{ item, value }];
  });
  if (converted.some(({ value }) => near(value))) return ['right', ''];
  if (cards.length > 0 || stated.length > 0) {
    const shown =
      converted[0] ?? (stated[0] ? { item: stated[0], value: stated[0].value } : undefined);
    return [
      'wrong',
      shown === undefined
        ? `computed ${cards[0]?.title} with no result`
        : `${shown.item.label} = ${shown.value} (${shown.item.unit}), expected ${expect.value} ${expect.unit}`,
    ];
  }
  if (asksBack(markdown) || calcCardsOf(markdown).length > 0)
    return ['asked', markdown.split('\n')[0] ?? ''];
  return ['unanswered', markdown.split('\n')[0] ?? ''];
}

/** Asks every turn of a case of `engine` as one chat and grades the last reply. */
export async function runBlindCase(
  blind: BlindCase,
  engine: Pick<OfflineEngine, 'answer'>,
): Promise<BlindGrade> {
  const history: ChatTurn[] = [];
  let markdown = '';
  for (const turn of blind.turns) {
    markdown = (await engine.answer(turn, history)).markdown;
    history.push({ role: 'user', content: turn }, { role: 'assistant', content: markdown });
  }
  const [verdict, detail] = gradeReply(markdown, blind.expect);
  return {
    id: blind.id,
    area: blind.area,
    wants: blind.expect.kind === 'ask' ? 'ask' : 'number',
    verdict,
    detail,
    question: blind.turns.join(' → '),
  };
}
