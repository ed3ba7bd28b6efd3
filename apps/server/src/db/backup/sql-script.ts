/**
 * Splits a SQL script as `pg_dump` writes it (plain format) into statements, read piece by piece
 * so a large backup is never held whole: quotes ('…', E'…', "…"), dollar quotes ($$…$$,
 * $tag$…$tag$) and comments (-- and nested /* … *\/) are followed, so a `;` inside a value ends
 * nothing. `COPY … FROM stdin;` is followed by its data lines up to `\.`, handed over with it.
 * Of psql's own commands, only `\restrict`/`\unrestrict` (written by newer pg_dump versions) are
 * understood, and skipped.
 */

export type ScriptPart =
  { kind: 'statement'; sql: string } | { kind: 'copy'; sql: string; data: string };

export class ScriptError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScriptError';
  }
}

const COPY_FROM_STDIN = /^\s*COPY\s[\s\S]*\sFROM\s+stdin\s*;\s*$/i;
const SKIPPED_META = /^\\(un)?restrict\b/;
const DOLLAR_TAG = /^\$([A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)?\$/;

export class SqlScriptReader {
  private buffer = '';
  /** Where scanning resumes in `buffer`. */
  private at = 0;
  /** The open quote or comment at `at`: `'`, `E'`, `"`, `--`, `/*` (with depth) or a dollar tag. */
  private open: string | undefined;
  private commentDepth = 0;
  /** A COPY statement whose data lines are being read. */
  private copy: { sql: string; lines: string[]; started: boolean } | undefined;
  /** The line number `buffer` starts on, for messages. */
  private line = 1;
  /** The last line comment (between statements) that started with `notedPrefix`, without it. */
  noted: string | undefined;

  constructor(private readonly notedPrefix?: string) {}

  /** Adds text; answers the parts it completed. */
  push(text: string): ScriptPart[] {
    this.buffer += text;
    return this.drain(false);
  }

  /** The script has ended: answers what is left, or fails on an unfinished statement. */
  end(): ScriptPart[] {
    const parts = this.drain(true);
    if (this.copy) throw new ScriptError('The script ends inside the data of a COPY statement');
    if (this.open !== undefined && this.open !== '--') {
      throw new ScriptError(`The script ends inside a quoted value or comment (${this.open})`);
    }
    const rest = this.buffer.trim();
    if (rest !== '' && !/^(--[^\n]*\n?\s*)*$/.test(rest)) {
      throw new ScriptError('The script ends with a statement that has no closing semicolon');
    }
    return parts;
  }

  private take(end: number): string {
    const taken = this.buffer.slice(0, end);
    this.line += taken.split('\n').length - 1;
    this.buffer = this.buffer.slice(end);
    this.at = 0;
    return taken;
  }

  private drain(final: boolean): ScriptPart[] {
    const parts: ScriptPart[] = [];
    for (;;) {
      if (this.copy) {
        const newline = this.buffer.indexOf('\n');
        if (newline < 0 && !final) return parts;
        const line = this.take(newline < 0 ? this.buffer.length : newline + 1).replace(
          /\r?\n$/,
          '',
        );
        if (!this.copy.started) {
          // The rest of the COPY statement's own line.
          this.copy.started = true;
          if (line.trim() === '') continue;
        }
        if (line === '\\.') {
          parts.push({
            kind: 'copy',
            sql: this.copy.sql,
            data: this.copy.lines.join('\n') + (this.copy.lines.length ? '\n' : ''),
          });
          this.copy = undefined;
          continue;
        }
        if (newline < 0) return parts;
        this.copy.lines.push(line);
        continue;
      }
      // Before a statement: blank lines and line comments are dropped; a psql command stands
      // alone on its line there.
      if (this.at === 0 && this.open === undefined) {
        const start = this.buffer.length - this.buffer.trimStart().length;
        if (start > 0) {
          this.take(start);
          continue;
        }
        if (this.buffer.startsWith('--') || this.buffer.startsWith('\\')) {
          const newline = this.buffer.indexOf('\n');
          if (newline < 0 && !final) return parts;
          const line = this.take(newline < 0 ? this.buffer.length : newline + 1).trim();
          if (this.notedPrefix !== undefined && line.startsWith(this.notedPrefix.trim())) {
            this.noted = line.slice(this.notedPrefix.trim().length).trim();
          }
          if (line.startsWith('\\') && !SKIPPED_META.test(line)) {
            throw new ScriptError(
              `Line ${this.line - 1}: the psql command ${line.split(/\s/)[0] ?? ''} is not supported here; restore this file with psql`,
            );
          }
          continue;
        }
        if (this.buffer === '' || (this.buffer.length < 2 && !final)) return parts;
      }
      const end = this.scan(final);
      if (end === undefined) return parts;
      const sql = this.take(end);
      const bare = stripComments(sql);
      if (COPY_FROM_STDIN.test(bare)) {
        // The data starts on the next line.
        this.copy = { sql: bare.trim(), lines: [], started: false };
        continue;
      }
      if (bare.trim() !== '') parts.push({ kind: 'statement', sql: sql.trim() });
    }
  }

  /** Scans on from `at`; the end of the statement (after its `;`), or undefined for more text. */
  private scan(final: boolean): number | undefined {
    const text = this.buffer;
    let i = this.at;
    // Characters needed past `i` before a decision can be made: wait for them unless final.
    const needMore = (count: number): boolean => !final && i + count > text.length;
    while (i < text.length) {
      const c = text[i];
      const open = this.open;
      if (open === '--') {
        const newline = text.indexOf('\n', i);
        if (newline < 0) {
          i = text.length;
          break;
        }
        this.open = undefined;
        i = newline + 1;
        continue;
      }
      if (open === '/*') {
        if (needMore(2)) break;
        if (c === '*' && text[i + 1] === '/') {
          this.commentDepth -= 1;
          if (this.commentDepth === 0) this.open = undefined;
          i += 2;
        } else if (c === '/' && text[i + 1] === '*') {
          this.commentDepth += 1;
          i += 2;
        } else i += 1;
        continue;
      }
      if (open === "'" || open === "E'") {
        if (open === "E'" && c === '\\') {
          if (needMore(2)) break;
          i += 2;
          continue;
        }
        if (c === "'") {
          if (needMore(2)) break;
          if (text[i + 1] === "'") i += 2;
          else {
            this.open = undefined;
            i += 1;
          }
          continue;
        }
        i += 1;
        continue;
      }
      if (open === '"') {
        if (c === '"') this.open = undefined;
        i += 1;
        continue;
      }
      if (open !== undefined) {
        // A dollar quote: it ends at the same tag.
        const close = text.indexOf(open, i);
        if (close < 0) {
          i = Math.max(i, text.length - open.length + 1);
          break;
        }
        this.open = undefined;
        i = close + open.length;
        continue;
      }
      if (c === ';') {
        this.at = i + 1;
        return i + 1;
      }
      if (c === '-' || c === '/') {
        if (needMore(2)) break;
        if (c === '-' && text[i + 1] === '-') {
          this.open = '--';
          i += 2;
          continue;
        }
        if (c === '/' && text[i + 1] === '*') {
          this.open = '/*';
          this.commentDepth = 1;
          i += 2;
          continue;
        }
        i += 1;
        continue;
      }
      if (c === "'") {
        const before = text[i - 1] ?? ' ';
        const beforeThat = text[i - 2] ?? ' ';
        this.open = /[Ee]/.test(before) && !/[\w$]/.test(beforeThat) ? "E'" : "'";
        i += 1;
        continue;
      }
      if (c === '"') {
        this.open = '"';
        i += 1;
        continue;
      }
      if (c === '$' && !/[\w$]/.test(text[i - 1] ?? ' ')) {
        const tag = DOLLAR_TAG.exec(text.slice(i, i + 64));
        if (!tag && needMore(64) && /^\$[\w\u0080-\uffff]*$/.test(text.slice(i))) break;
        if (tag) {
          this.open = tag[0];
          i += tag[0].length;
          continue;
        }
      }
      i += 1;
    }
    this.at = i;
    return undefined;
  }
}

/** The statement without its comments (for recognising what it is); block comments nest. */
function stripComments(sql: string): string {
  let text = sql.replace(/--[^\n]*\n?/g, '');
  const innermost = /\/\*(?:(?!\/\*|\*\/)[\s\S])*\*\//g;
  while (innermost.test(text)) text = text.replace(innermost, '');
  return text;
}
