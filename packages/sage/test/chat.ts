import { calcCardsOf, type CalcCard } from '@petrosage/contracts/calc';
import type { CalculationReply } from '../src/answer';
import { answerCalculation, type CalculationAnswer } from '../src/engine';
import type { Turn } from '../src/state';

/** Asks each message as one chat; the replies' cards ride in the history as their text. */
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

/** The last reply of a chat. */
export function ask(...messages: readonly string[]): CalculationAnswer | undefined {
  return chat(messages).at(-1);
}

/** The last card of a reply. */
export function card(answer: CalculationReply | undefined): CalcCard {
  const found = calcCardsOf(answer?.markdown ?? '').at(-1);
  if (found === undefined) throw new Error(`no card in ${answer?.markdown}`);
  return found;
}

/** Every card of a reply (a chain shows its first step's too). */
export function cards(answer: CalculationReply | undefined): CalcCard[] {
  return calcCardsOf(answer?.markdown ?? '');
}

/** A result of the reply's last card, at full precision. */
export function result(answer: CalculationReply | undefined, key: string): number {
  const value = card(answer).results.find((item) => item.key === key)?.value;
  if (value === undefined) throw new Error(`no result ${key} in ${answer?.markdown}`);
  return value;
}

/** An input of the reply's last card. */
export function input(answer: CalculationReply | undefined, name: string): unknown {
  return card(answer).inputs.find((item) => item.name === name)?.value;
}

/** The line the answer leads with. */
export function lead(answer: CalculationReply | undefined): string {
  return (answer?.markdown ?? '').split('\n')[0] ?? '';
}

/** Whether a reply states no figure: it asks back. */
export function asksBack(answer: CalculationReply | undefined): boolean {
  return answer !== undefined && answer.status !== 'computed';
}

export const PPG_PER_SG = 8.345404452;
export const FT_PER_M = 1 / 0.3048;
export const PSI_PER_BAR = 14.503773773;
export const BBL_PER_M3 = 6.28981077;
