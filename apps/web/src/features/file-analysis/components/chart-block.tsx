import { lazyBlock } from '../../../components/reply-blocks/lazy-block';

/** A `chart` block of a reply, drawn by the chart code. */
export const ChartBlock = lazyBlock({
  load: () => import('./chart-view').then((module) => module.ChartView),
  label: 'A chart',
  loading: 'Loading chart…',
  height: 'h-56',
  failure: 'This chart could not be drawn.',
});
