/**
 * File analysis: a reply's `analysis` block (how a production file was read) and its `chart`
 * blocks, each drawn by a chunk of its own.
 */
export { AnalysisBlock } from './components/analysis-block';
export { ChartBlock } from './components/chart-block';
