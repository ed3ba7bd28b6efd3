/**
 * Calculation cards: a reply's `calc` block drawn as a card to fill in and recalculate, and the
 * calculators' browser that opens one. The card and the browser are chunks of their own.
 */
export { CalcBlock } from './components/calc-block';
export { CalculatorsButton } from './components/calculators-button';
