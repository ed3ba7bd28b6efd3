/**
 * Which `$` signs in a reply are math. Replies talk about money all the time ("$200 when the
 * price is $150"), and a parser that takes every pair of single dollars as math typesets the
 * words between them and swallows the amounts. Math is kept only where its delimiters are
 * unambiguous:
 * - `$$…$$` (inline or on lines of their own), and LaTeX's `\(…\)` and `\[…\]`;
 * - `$…$` under Pandoc's rule (its `tex_math_dollars` extension): the opening `$` has a
 *   non-space character right after it, the closing `$` a non-space character right before it
 *   and no digit right after it, both in one paragraph — and, since a `$` before a digit is
 *   an amount ("$200 when the rig is on location and $150 when it is not"), a span that opens
 *   on a digit must hold no space (`$2x$` is math, `$200 when … q$` is not).
 *
 * Everything kept becomes `$$…$$`, the only form the markdown parser is told to read as math;
 * every other `$` stays text. Code (fenced blocks and inline spans) is left untouched.
 */
export function normaliseMathDelimiters(markdown: string): string {
  if (!markdown.includes('$') && !markdown.includes('\\(') && !markdown.includes('\\['))
    return markdown;
  return splitCode(markdown)
    .map((part) => (part.code ? part.text : normaliseProse(part.text)))
    .join('');
}

interface Part {
  text: string;
  code: boolean;
}

const FENCE = /^( {0,3})(`{3,}|~{3,})[^\n]*$/;

/** Splits markdown into code (fenced blocks, inline code spans) and the prose around it. */
function splitCode(markdown: string): Part[] {
  const parts: Part[] = [];
  let prose = '';
  const lines = markdown.split(/(?<=\n)/);
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const fence = FENCE.exec(line.replace(/\n$/, ''));
    if (fence === null) {
      prose += line;
      continue;
    }
    const marker = fence[2] ?? '```';
    let block = line;
    let closed = false;
    while (!closed && index + 1 < lines.length) {
      index += 1;
      const next = lines[index] ?? '';
      block += next;
      const trimmed = next.trim();
      closed = trimmed.startsWith(marker[0] ?? '`') && /^(`{3,}|~{3,})$/.test(trimmed);
      closed &&= trimmed.length >= marker.length;
    }
    parts.push(...splitInlineCode(prose));
    prose = '';
    parts.push({ text: block, code: true });
  }
  parts.push(...splitInlineCode(prose));
  return parts.filter((part) => part.text !== '');
}

/** Inline code spans: a run of backticks up to the next run of the same length. */
function splitInlineCode(text: string): Part[] {
  const parts: Part[] = [];
  let rest = text;
  for (;;) {
    const open = /`+/.exec(rest);
    if (open === null) break;
    const ticks = open[0];
    const after = open.index + ticks.length;
    const close = new RegExp(`(?<!\`)${ticks}(?!\`)`).exec(rest.slice(after));
    if (close === null) {
      parts.push({ text: rest.slice(0, after), code: false });
      rest = rest.slice(after);
      continue;
    }
    const end = after + close.index + ticks.length;
    parts.push({ text: rest.slice(0, open.index), code: false });
    parts.push({ text: rest.slice(open.index, end), code: true });
    rest = rest.slice(end);
  }
  parts.push({ text: rest, code: false });
  return parts;
}

const isSpace = (char: string | undefined): boolean => char === undefined || /\s/.test(char);
const isDigit = (char: string | undefined): boolean => char !== undefined && /\d/.test(char);

function normaliseProse(text: string): string {
  let out = '';
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    const next = text[index + 1];
    if (char === '\\' && (next === '(' || next === '[')) {
      const closer = next === '(' ? '\\)' : '\\]';
      const end = text.indexOf(closer, index + 2);
      if (end !== -1 && !text.slice(index + 2, end).includes('\n\n')) {
        const body = text.slice(index + 2, end);
        out += next === '[' ? `$$\n${body.trim()}\n$$` : `$$${body}$$`;
        index = end + 2;
        continue;
      }
    }
    if (char === '\\' && next !== undefined) {
      // An escaped character (`\$` among them) stays as written.
      out += char + next;
      index += 2;
      continue;
    }
    if (char !== '$') {
      out += char;
      index += 1;
      continue;
    }
    if (next === '$') {
      const end = text.indexOf('$$', index + 2);
      if (end === -1) {
        out += '$$';
        index += 2;
        continue;
      }
      out += text.slice(index, end + 2);
      index = end + 2;
      continue;
    }
    const end = singleDollarCloser(text, index);
    if (end === undefined) {
      out += '\\$';
      index += 1;
      continue;
    }
    out += `$$${text.slice(index + 1, end)}$$`;
    index = end + 1;
  }
  return out;
}

/** Where the `$…$` opened at `start` closes under Pandoc's rule, if it does. */
function singleDollarCloser(text: string, start: number): number | undefined {
  if (isSpace(text[start + 1])) return undefined;
  const amount = isDigit(text[start + 1]);
  for (let index = start + 1; index < text.length; index += 1) {
    const char = text[index];
    if (amount && isSpace(char)) return undefined;
    if (char === '\\') {
      index += 1;
      continue;
    }
    if (char === '\n' && text[index + 1] === '\n') return undefined;
    if (char !== '$') continue;
    if (text[index + 1] === '$') return undefined;
    if (!isSpace(text[index - 1]) && !isDigit(text[index + 1])) return index;
  }
  return undefined;
}
