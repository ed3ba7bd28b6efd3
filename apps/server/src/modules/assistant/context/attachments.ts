import { CHARS_PER_TOKEN, messageBudget, type ContextBudget } from './window';

/**
 * How attached files enter the model's context. Pure functions, no I/O.
 *
 * Rules:
 * 1. A file goes with the message that carried it, after the user's text, each file in an
 *    `<attached-file>` block naming it, so the model knows what the user sent and can quote
 *    it by name. The files stay with their message in later prompts too (a follow-up question
 *    about the same report needs it), until the context window drops that message.
 * 2. One message's files together get at most {@link ATTACHMENT_SHARE} of the message budget
 *    (`context-window.ts`), leaving room for the conversation around them. Within it, small files
 *    take what they need and the rest is shared evenly among the larger ones.
 * 3. A file that does not fit is shown in part, with a note inside its block that says how much
 *    was left out and asks the model to tell the user: tables (CSV, XLSX, JSON records) first fall
 *    back to their summary (column statistics, first and last rows), other files keep their
 *    beginning.
 * 4. A file's text cannot close its block early: `</attached-file>` inside it is neutralised.
 */

/** Share of the message budget one message's files may take together. */
export const ATTACHMENT_SHARE = 0.6;

/** A stored file as the context needs it. */
export interface ContextFile {
  name: string;
  /** What it is, for the block's header: `PDF`, `CSV`… */
  type: string;
  /** One line about it: `3 pages · 4,210 characters`. */
  description: string;
  /** Length of the file's whole text. */
  characters: number;
  /** The beginning of the text (at least as long as any share it can get). */
  text: string;
  /** Tables: the shorter alternative to `text`. */
  summary: string | null;
}

/** Characters one message's files may take together under `budget` (rule 2). */
export function attachmentBudgetChars(budget: ContextBudget): number {
  return Math.floor(messageBudget(budget) * ATTACHMENT_SHARE) * CHARS_PER_TOKEN;
}

const INTRODUCTION =
  'The user attached these files to this message; their content follows. Quote them by name.';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function neutralise(text: string): string {
  return text.replace(/<\/attached-file>/gi, '<\\/attached-file>');
}

function opening(file: ContextFile): string {
  return `<attached-file name="${escapeAttribute(file.name)}" type="${escapeAttribute(file.type)}" about="${escapeAttribute(file.description)}">\n`;
}

const CLOSING = '\n</attached-file>';

/** Block overhead besides the content: tags and a worst-case note. */
function overhead(file: ContextFile): number {
  return opening(file).length + CLOSING.length + 320 + file.name.length;
}

function count(value: number): string {
  return value.toLocaleString('en-US');
}

/** The block of one file within `room` characters (rule 3). */
function renderFile(file: ContextFile, room: number): string {
  const space = Math.max(0, room - overhead(file));
  let body: string;
  if (file.characters <= space && file.text.length >= file.characters) {
    body = file.text;
  } else if (file.summary !== null && file.summary.length <= space) {
    body = `${file.summary}\n[The whole of ${file.name} (${count(file.characters)} characters) does not fit in the context, so this is its summary: column statistics with the first and last rows. Tell the user that your answer is based on this summary.]`;
  } else {
    const shown = Math.min(space, file.text.length);
    body = `${file.text.slice(0, shown)}\n[… Only the first ${count(shown)} of ${count(file.characters)} characters of ${file.name} fit in the context; the rest was left out. Tell the user that only part of this file was read.]`;
  }
  return `${opening(file)}${neutralise(body)}${CLOSING}`;
}

/** Room per file: small files get what they need, the rest is shared evenly (rule 2). */
export function shareRoom(needs: readonly number[], total: number): number[] {
  const rooms = needs.map(() => 0);
  let left = total;
  let open = needs.map((_, index) => index);
  while (open.length > 0) {
    const even = Math.floor(left / open.length);
    const fitting = open.filter((index) => (needs[index] ?? 0) <= even);
    if (fitting.length === 0) {
      for (const index of open) rooms[index] = even;
      break;
    }
    for (const index of fitting) {
      rooms[index] = needs[index] ?? 0;
      left -= needs[index] ?? 0;
    }
    open = open.filter((index) => !fitting.includes(index));
  }
  return rooms;
}

/** A message's own text, without the blocks of files {@link withAttachedFiles} added to it. */
export function withoutAttachedFiles(content: string): string {
  const start = content.indexOf(`\n\n${INTRODUCTION}\n\n`);
  return start === -1 ? content : content.slice(0, start);
}

/** The user's text followed by the blocks of the files it carried, within `budgetChars`. */
export function withAttachedFiles(
  content: string,
  files: readonly ContextFile[],
  budgetChars: number,
): string {
  if (files.length === 0) return content;
  const room = Math.max(0, budgetChars - INTRODUCTION.length - 4);
  const needs = files.map((file) => file.characters + overhead(file));
  const rooms = shareRoom(needs, room);
  const blocks = files.map((file, index) => renderFile(file, rooms[index] ?? 0));
  return `${content}\n\n${INTRODUCTION}\n\n${blocks.join('\n\n')}`;
}
