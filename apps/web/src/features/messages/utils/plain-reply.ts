/**
 * Replies written as plain sentences need no markdown parser: a reply is plain when nothing in
 * it could be markdown syntax, GFM (tables, autolinks, strikethrough), math or raw HTML. The
 * test is conservative: anything that might be syntax sends the reply to the parser.
 */
const INLINE_SYNTAX = /[\\`*_[\]<>#|$~&@^]|:\/\/|www\.|\t| {2}\n/i;
/** Block syntax at a line start: lists, quotes, headings, code indents, rules, setext lines. */
const BLOCK_SYNTAX = /^(?: {4}|\s*(?:[-+=>]|\d{1,9}[.)]))/m;

export function isPlainReply(text: string): boolean {
  return !INLINE_SYNTAX.test(text) && !BLOCK_SYNTAX.test(text);
}

/**
 * The paragraphs of a plain reply, as the markdown parser makes them: split at blank lines,
 * each line without its surrounding spaces, line breaks within a paragraph kept as `\n`.
 */
export function plainParagraphs(text: string): string[] {
  return text
    .split(/\n[ \t]*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .join('\n')
        .trim(),
    )
    .filter((paragraph) => paragraph !== '');
}
