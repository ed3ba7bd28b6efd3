import type { CalcCard } from '@petrosage/contracts/calc';
import { OilfieldInputError, type CalculatorTool } from '@petrosage/oilfield';
import type { CalcResult } from '@petrosage/oilfield/result';
import { computedCard } from '@petrosage/sage/card';
import { ToolInputError } from '../assistant/assistant-tool';

/**
 * Calculation cards (docs/decisions/024-calculation-cards.md) are written by the language layer
 * (`packages/sage/src/card.ts`); the server runs a card again on the inputs a reader changed.
 */
export {
  calculatorArea,
  calculatorNamed,
  cardBlock,
  cardFields,
  computedCard,
  emptyCard,
  formCard,
} from '@petrosage/sage/card';

/**
 * Runs the calculator `name` on `input` as a card would: the new card, the calculator's result
 * and its text form. Input the calculator refuses is a {@link ToolInputError} naming the input.
 */
export function runCard(
  entry: CalculatorTool,
  input: Readonly<Record<string, unknown>>,
  wantedUnits: readonly string[] = [],
): { card: CalcCard; result: CalcResult } {
  try {
    const result = entry.run(input);
    const read = entry.inputSchema.parse(input);
    return { card: computedCard(entry, read, result, wantedUnits), result };
  } catch (error) {
    if (error instanceof OilfieldInputError) {
      throw new ToolInputError(error.message, { cause: error });
    }
    throw error;
  }
}
