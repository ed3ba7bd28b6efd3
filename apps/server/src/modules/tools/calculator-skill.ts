import { answerCalculation, type CalculationAnswer } from '@petrosage/sage';
import type { OfflineSkill, OfflineSkillContext } from '../assistant/offline/skill';

/**
 * The offline engine's calculator skill: the language layer of `packages/sage` reads the message
 * and the conversation's calculation cards, runs the calculators and writes the answer. This file
 * only adapts it to the engine's skill contract.
 */

/** Each message is read once: `matches` and `reply` see the same context object. */
const answers = new WeakMap<OfflineSkillContext, Map<string, CalculationAnswer | undefined>>();

function answerFor(text: string, context: OfflineSkillContext): CalculationAnswer | undefined {
  let known = answers.get(context);
  if (known === undefined) {
    known = new Map();
    answers.set(context, known);
  }
  if (!known.has(text)) {
    known.set(
      text,
      answerCalculation(text, {
        history: context.history,
        ...(context.units !== undefined && { units: context.units }),
      }),
    );
  }
  return known.get(text);
}

export const calculatorSkill: OfflineSkill = {
  name: 'calculator',
  description:
    'Runs the engineering calculators on numbers in your message — well control and kill sheets, hydrostatics and mud weights, hydraulics, volumes and strokes, inflow and artificial lift, oil and gas PVT, decline and EUR, economics, separators and pipelines, water chemistry and hydrates — and shows the inputs, the formula and the result.',
  examples: [
    'hydrostatic pressure at 10,500 ft TVD with 12.4 ppg mud',
    'EUR for qi 850 bopd, Di 65 %/yr effective, b 0.9, economic limit 10 bopd',
    'Z-factor for 0.7 gas at 3,000 psia and 180 °F',
  ],
  matches(text, context) {
    return answerFor(text, context)?.confidence ?? 0;
  },
  reply(text, context) {
    return answerFor(text, context)?.markdown ?? '';
  },
};
