import { calcCardsOf, type CalcCard } from '@petrosage/contracts/calc';
import { answerCalculation, type CalculationAnswer } from '../src/engine';
import type { Turn } from '../src/state';

/** Asks each message as one chat; the replies' cards ride in the history. */
export function chat(messages: readonly string[]): (CalculationAnswer | undefined)[] {
  const history: Turn[] = [];
  return messages.map((message) => {
    const answer = answerCalculation(message, { history });
    history.push(
      { role: 'user', content: message },
      { role: 'assistant', content: answer?.markdown ?? '' },
    );
    return answer;
  });
}

export function card(answer: CalculationAnswer | undefined): CalcCard {
  const found = calcCardsOf(answer?.markdown ?? '').at(-1);
  if (found === undefined) throw new Error(`no card in ${answer?.markdown}`);
  return found;
}

export function result(answer: CalculationAnswer | undefined, key: string): number {
  const value = card(answer).results.find((item) => item.key === key)?.value;
  if (value === undefined) throw new Error(`no result ${key} in ${answer?.markdown}`);
  return value;
}

export function input(answer: CalculationAnswer | undefined, name: string): unknown {
  return card(answer).inputs.find((item) => item.name === name)?.value;
}

/** A reply that asks for what it lacks and states no figure. */
export function asksBack(answer: CalculationAnswer | undefined): boolean {
  return (
    answer !== undefined &&
    answer.status !== 'computed' &&
    (calcCardsOf(answer.markdown).at(-1)?.results.length ?? 0) === 0
  );
}
