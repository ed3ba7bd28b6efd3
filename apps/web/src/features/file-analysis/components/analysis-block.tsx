import { lazyBlock } from '../../../components/reply-blocks/lazy-block';

/** An `analysis` block of a reply, shown as the file-analysis card. */
export const AnalysisBlock = lazyBlock({
  load: () => import('./analysis-card-view').then((module) => module.AnalysisCardView),
  label: 'A file-analysis card',
  loading: 'Loading the file analysis…',
  height: 'h-24',
  failure: 'How the file was read could not be shown.',
});
