export {
  answerCalculation,
  checkFigures,
  type CalculationAnswer,
  type CheckAnswer,
  type CalculationContext,
} from './engine';
export { readQuantities, type Mention } from './read';
export type { Turn } from './state';
export { restatedLead } from './answer';
