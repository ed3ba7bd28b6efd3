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
  cardFields,
  computedCard,
  emptyCard,
} from '@petrosage/sage/card';

/**
 * Runs the calculator on `input` as a card would: the new card (its inputs as the calculator read
 * them, defaults included) and the calculator's result. Input the calculator refuses is a
 * {@link ToolInputError} naming the input; a result no card can hold is a programming error.
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
