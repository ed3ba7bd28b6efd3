/**
 * Message rendering: a reply's markdown (tables, math, highlighted code) with the fenced blocks
 * other features draw. The parser and its extras are chunks of their own, fetched on demand.
 */
export { createReplyView } from './components/lazy-markdown';
