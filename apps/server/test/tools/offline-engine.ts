import { expect } from 'vitest';
import { calcBlocksAsText } from '@petrosage/contracts/calc';
import {
  createOfflineEngine,
  type OfflineEngine,
} from '../../src/modules/assistant/offline/engine';
import { builtinSkills } from '../../src/modules/assistant/offline/builtin-skills';
import { knowledgeSkill } from '../../src/modules/knowledge/knowledge-skill';
import { calculatorRecipes } from '../../src/modules/tools/calculator-recipes';
import { calculatorSkill } from '../../src/modules/tools/offline-calculator';
import { assistantTools } from '../../src/modules/tools/registry';

/** The offline engine as the server builds it without files: skills, calculators, knowledge. */
export const cardEngine = createOfflineEngine({
  appName: 'PetroSage',
  assistantName: 'Sage',
  skills: [...builtinSkills, calculatorSkill(calculatorRecipes, assistantTools()), knowledgeSkill],
});

/**
 * The same engine, its replies as a model and the next turn get them: each calculation card as
 * its text form, the calculation sheet (`calcBlocksAsText`, as the prompt pipeline passes history).
 */
export const engine: Pick<OfflineEngine, 'answer'> = {
  async answer(...args) {
    const reply = await cardEngine.answer(...args);
    return { ...reply, markdown: calcBlocksAsText(reply.markdown) };
  },
};

/** The bold number in the result row whose label matches: `| Hydrostatic pressure | **6,770.4** psi |`. */
export function resultValue(markdown: string, label: RegExp): number {
  for (const line of markdown.split('\n')) {
    const match = /^\| (.+?) \| \*\*(-?[\d,.]+(?:e-?\d+)?)\*\* /.exec(line);
    if (match && label.test(match[1] ?? '')) return Number((match[2] ?? '').replace(/,/g, ''));
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
