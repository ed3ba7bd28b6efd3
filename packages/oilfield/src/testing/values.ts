import type { Quantity } from '../result';

/** The value of an optional result quantity, failing the test when it is absent. */
export function valueOf(quantity: Quantity | undefined): number {
  if (quantity === undefined) throw new Error('expected the result to contain this value');
  return quantity.value;
}
