import { CALC_LANGUAGE } from '@petrosage/contracts/calc';
import { lazyBlock } from '../../../components/reply-blocks/lazy-block';

/** A `calc` block of a reply, shown as a calculation card. */
export const CalcBlock = lazyBlock({
  language: CALC_LANGUAGE,
  load: () => import('./calc-card-view').then((module) => module.CalcCardView),
  label: 'A calculation card',
  loading: 'Loading calculation…',
  height: 'h-40',
  failure: 'This calculation could not be shown.',
});
