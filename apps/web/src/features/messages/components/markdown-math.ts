import 'katex/dist/katex.min.css';
import rehypeKatex from 'rehype-katex';
import type { ReplyPlugin } from './reply-extras';

/**
 * KaTeX and its stylesheet: a chunk of their own, fetched the first time a reply holds math.
 * Untrusted commands (`\href`, `\url`…) are shown as text, never run.
 */
export const mathPlugin: ReplyPlugin = [
  rehypeKatex,
  { throwOnError: false, strict: 'ignore', trust: false },
];
