import { CalcFallback } from './calc-fallback';
import { lazyBlock } from './lazy-block';

/** A `calc` block of a reply, shown as a calculation card. */
export const CalcBlock = lazyBlock({
  load: () => import('./calc-card-view').then((module) => module.CalcCardView),
  label: 'A calculation card',
  loading: 'Loading calculation…',
  height: 'h-40',
  fallback: (source) => (
    <CalcFallback source={source} reason="This calculation could not be shown." />
  ),
});
