/** docs/product.md §2: a sidebar row shows the last message's first 50 characters. */
export const PREVIEW_CHARS = 50;
/** How much of the last message is read to find those characters under its markdown. */
export const PREVIEW_SOURCE_CHARS = 2_000;

/**
 * The last message as the sidebar shows it: the first 50 characters of its text as a reader
 * sees it, not of its markdown. Fenced blocks (code, charts) and table rulers go, as do emphasis,
 * code ticks, heading, quote and list marks, table pipes and link syntax; whitespace is
 * collapsed ("| Input | Value |\n| --- | --- |\n| MW | 12 |" → "Input Value MW 12").
 */
export function plainPreview(markdown: string): string {
  return [...plainText(markdown)].slice(0, PREVIEW_CHARS).join('').trimEnd();
}

/** Markdown as a reader sees it, on one line (see {@link plainPreview}). */
export function plainText(markdown: string): string {
  return (
    markdown
      .replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\n]*$|(?![\s\S]))/gm, ' ')
      // A table's delimiter row: `| --- | :-: |`, `--- | ---`, `| - |`.
      .replace(/^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)+\|?\s*$/gm, ' ')
      .replace(/^\s*\|\s*:?-+:?\s*\|\s*$/gm, ' ')
      .replace(/!?\[([^\]]*)\]\([^)]*\)?/g, '$1')
      .replace(/(\*\*|__|~~|`+)/g, '')
      .replace(/(^|\s)[*_](\S)/g, '$1$2')
      .replace(/(\S)[*_](?=\s|$)/g, '$1')
      .replace(/^\s*(#{1,6}|>|[-*+]\s|\d+\.\s)\s*/gm, '')
      .replace(/^\s*(-{3,}|\*{3,}|_{3,})\s*$/gm, ' ')
      .replace(/\\([\\`*_{}[\]()#+\-.!|$])/g, '$1')
      .replace(/\|/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
