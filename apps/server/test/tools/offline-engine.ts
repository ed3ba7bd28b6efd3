import { expect } from 'vitest';
import type { ChatTurn } from '../../src/modules/assistant/model/provider';
import {
  calcBlocksAsText,
  findCalcBlocks,
  parseCalcCard,
  type CalcCard,
} from '@petrosage/contracts/calc';
import {
  createOfflineEngine,
  type OfflineEngine,
} from '../../src/modules/assistant/offline/engine';
import { builtinSkills } from '../../src/modules/assistant/offline/builtin-skills';
import { knowledgeSkill } from '../../src/modules/knowledge/knowledge-skill';
import { calculatorSkill } from '../../src/modules/tools/calculator-skill';

/** The offline engine as the server builds it without files: skills, calculators, knowledge. */
export const cardEngine = createOfflineEngine({
  appName: 'PetroSage',
  assistantName: 'Sage',
  skills: [...builtinSkills, calculatorSkill, knowledgeSkill],
});

/**
 * The same engine, its replies as a model and the next turn get them: each calculation card as
 * its text form, the calculation sheet (`calcBlocksAsText`, as the prompt pipeline passes history),
 * with the cards themselves beside it on the next turn.
 */
export const engine: Pick<OfflineEngine, 'answer'> = {
  async answer(text, history = [], conversation) {
    // The cards beside their text form, as the prompt pipeline gives them.
    const turns = history.map((turn) => {
      const cards = turn.role === 'assistant' ? cardsOfText.get(turn.content) : undefined;
      return cards === undefined ? turn : { ...turn, cards };
    });
    const reply = await cardEngine.answer(text, turns, conversation);
    return { ...reply, markdown: textForm(reply.markdown) };
  },
};

/** A reply with each calculation card as its text form; `fullValue` keeps the cards' values. */
export function textForm(reply: string): string {
  const markdown = calcBlocksAsText(reply);
  const cards = findCalcBlocks(reply).flatMap((block) => {
    const parsed = parseCalcCard(block.body);
    return parsed.ok ? [parsed.card] : [];
  });
  if (cards.length > 0) cardsOfText.set(markdown, cards);
  return markdown;
}

/** The cards behind each text form `engine` gave: their values at full precision. */
const cardsOfText = new Map<string, CalcCard[]>();

/**
 * The full-precision value of a figure the text form of a reply states — a result row
 * (`results`) or an "In your units" line (`in_your_units`) of one of its cards — by its label
 * and the number shown; the number shown when the reply has no such card.
 */
export function fullValue(
  markdown: string,
  list: 'results' | 'in_your_units',
  label: string,
  shown: number,
): number {
  for (const card of cardsOfText.get(markdown) ?? []) {
    const value = (card[list] ?? []).find((item) => item.label === label);
    if (value !== undefined && near(value.value, shown)) return value.value;
  }
  return shown;
}

/** The shown number is the value rounded for display (at least 2 significant figures). */
function near(value: number, shown: number): boolean {
  return Math.abs(value - shown) <= 0.05 * Math.max(Math.abs(value), Math.abs(shown)) + 1e-12;
}

/**
 * The result row whose label matches (`| Hydrostatic pressure | **6,770** psi |`): the value at
 * full precision from the reply's card (the text shows it rounded for display).
 */
export function resultValue(markdown: string, label: RegExp): number {
  for (const line of markdown.split('\n')) {
    const match = /^\| (.+?) \| \*\*(-?[\d,.]+(?:e-?\d+)?)\*\* /.exec(line);
    if (match && label.test(match[1] ?? '')) {
      const shown = Number((match[2] ?? '').replace(/,/g, ''));
      return fullValue(markdown, 'results', (match[1] ?? '').replace(/\\\|/g, '|'), shown);
    }
  }
  throw new Error(`no result row matching ${label} in:\n${markdown}`);
}

/** A question the calculator answers: its reply, after checking the calculator took it. */
export async function calculated(question: string): Promise<string> {
  const { skill, markdown } = await engine.answer(question);
  expect(skill).toBe('calculator');
  return markdown;
}

/** A question missing an input: the calculator asks for `need` and shows no result. */
export async function asked(question: string, need: string): Promise<void> {
  const { skill, markdown } = await engine.answer(question);
  expect(skill).toBe('calculator');
  expect(markdown).toContain('I still need');
  expect(markdown).toContain(need);
  expect(markdown).not.toMatch(/\| \*\*[\d,.]+\*\* /);
}

/** Asks each message in turn, as one chat; answers every reply. */
export async function conversation(messages: readonly string[]) {
  const history: ChatTurn[] = [];
  const replies: { skill: string; markdown: string }[] = [];
  for (const message of messages) {
    const reply = await engine.answer(message, history);
    replies.push(reply);
    history.push(
      { role: 'user', content: message },
      { role: 'assistant', content: reply.markdown },
    );
  }
  return replies;
}
