import type { ChatTurn } from '../../../src/modules/assistant/model/provider';
import type { OfflineEngine } from '../../../src/modules/assistant/offline/engine';
import { engine, fullValue, textForm } from '../offline-engine';
import type { BankCase, Expected } from './bank';

/** One figure a reply states: a result row, an "In your units" line or a unit conversion. */
export interface StatedValue {
  label: string;
  value: number;
  unit: string;
}

/** right: the number within tolerance; asked: a question back; wrong: a number that is not it. */
export type Verdict = 'right' | 'asked' | 'wrong' | 'unanswered';

export interface Graded {
  id: string;
  family: string;
  question: string;
  /** The case wants a number, or a question back. */
  wants: 'number' | 'ask';
  verdict: Verdict;
  detail: string;
}

const NUMBER = String.raw`(-?[\d,]*\.?\d+(?:e-?\d+)?)`;

/** Every figure stated in a reply, with its label and unit; a card's figures at full precision. */
export function statedValues(markdown: string): StatedValue[] {
  const values: StatedValue[] = [];
  const parse = (text: string) => Number(text.replace(/,/g, ''));
  for (const line of markdown.split('\n')) {
    const row = new RegExp(String.raw`^\| (.+?) \| \*\*${NUMBER}\*\* ?([^|]*)\|`).exec(line);
    if (row) {
      const label = row[1] ?? '';
      values.push({
        label,
        value: fullValue(markdown, 'results', label, parse(row[2] ?? '')),
        unit: (row[3] ?? '').trim(),
      });
      continue;
    }
    const bullet = new RegExp(String.raw`^- (.+?): \*\*${NUMBER}\*\* ?(\S*)`).exec(line);
    if (bullet) {
      values.push({
        label: bullet[1] ?? '',
        value: fullValue(markdown, 'in_your_units', bullet[1] ?? '', parse(bullet[2] ?? '')),
        unit: (bullet[3] ?? '').trim(),
      });
      continue;
    }
    // "**5,000 psi = 344.738 bar**"
    const conversion = new RegExp(String.raw`^\*\*${NUMBER} (.+?) = ${NUMBER} (.+?)\*\*`).exec(
      line,
    );
    if (conversion) {
      values.push({
        label: `conversion ${conversion[2] ?? ''}`,
        value: parse(conversion[3] ?? ''),
        unit: (conversion[4] ?? '').trim(),
      });
    }
  }
  return values;
}

/** A reply that asks the user for what it needs instead of answering. */
export function asksBack(markdown: string): boolean {
  if (markdown.includes('I still need')) return true;
  return markdown
    .split('\n')
    .some((line) => !line.startsWith('|') && /\?\**\s*$/.test(line.trim()));
}

function within(actual: number, expected: Expected): boolean {
  const tolerance = expected.tolerance ?? 0.005;
  if (expected.value === 0) return Math.abs(actual) <= tolerance;
  return Math.abs(actual - expected.value) <= tolerance * Math.abs(expected.value);
}

/** Grades the last reply to a conversation against what the case expects. */
export function grade(markdown: string, expected: BankCase['expect']): [Verdict, string] {
  const stated = statedValues(markdown);
  if (expected === 'ask') {
    if (asksBack(markdown) && stated.length === 0) return ['asked', 'asked back, as it should'];
    if (stated.length > 0) {
      const first = stated[0];
      return [
        'wrong',
        `answered ${first?.label} = ${first?.value} ${first?.unit} instead of asking`,
      ];
    }
    return ['unanswered', markdown.split('\n')[0] ?? ''];
  }
  const candidates = stated.filter(
    (value) =>
      expected.label.test(value.label) && (expected.unit ? expected.unit.test(value.unit) : true),
  );
  if (candidates.some((value) => within(value.value, expected))) return ['right', ''];
  if (candidates.length > 0) {
    const first = candidates[0];
    return [
      'wrong',
      `${first?.label} = ${first?.value} ${first?.unit}, expected ${expected.value}`,
    ];
  }
  if (asksBack(markdown)) return ['asked', markdown.split('\n')[0] ?? ''];
  if (stated.length > 0) {
    const first = stated[0];
    return ['wrong', `answered ${first?.label} = ${first?.value} ${first?.unit}`];
  }
  return ['unanswered', markdown.split('\n')[0] ?? ''];
}

/**
 * Asks each message of a conversation in turn and grades the last reply, read in its text form.
 * `chat` is the served engine as the pipeline gives it history by default.
 */
export async function runCase(
  bankCase: BankCase,
  chat: Pick<OfflineEngine, 'answer'> = engine,
): Promise<Graded[]> {
  const graded: Graded[] = [];
  for (const question of bankCase.questions) {
    const turns = typeof question === 'string' ? [question] : question;
    const history: ChatTurn[] = [];
    let markdown = '';
    for (const turn of turns) {
      markdown = (await chat.answer(turn, history)).markdown;
      history.push({ role: 'user', content: turn }, { role: 'assistant', content: markdown });
    }
    const [verdict, detail] = grade(textForm(markdown), bankCase.expect);
    graded.push({
      id: bankCase.id,
      family: bankCase.family,
      question: turns.join(' → '),
      wants: bankCase.expect === 'ask' ? 'ask' : 'number',
      verdict,
      detail,
    });
  }
  return graded;
}
