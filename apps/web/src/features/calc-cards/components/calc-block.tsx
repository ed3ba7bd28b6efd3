import { lazyBlock } from '../../../components/reply-blocks/lazy-block';

/** A `calc` block of a reply, shown as a calculation card. */
export const CalcBlock = lazyBlock({
  load: () => import('./calc-card-view').then((module) => module.CalcCardView),
  label: 'A calculation card',
  loading: 'Loading calculation…',
  height: 'h-40',
  failure: 'This calculation could not be shown.',
});
