/**
 * How the fake model of the "scripted" test server answers (see `global-setup.ts`). A test picks
 * the reply through its message, so tests in any worker can drive the one shared fake:
 *
 * - `[slow 12x80] …` — 12 pieces, 80 ms apart (for streaming, re-attaching and stopping);
 * - anything else — one quick reply: `Echo: <message>`.
 *
 * Slow replies are numbered lines with a markdown table in the middle, so pieces span lines.
 */
export interface ScriptedReply {
  pieces: string[];
  delayMs: number;
}

const SLOW = /^\[slow (\d{1,3})x(\d{1,4})\]/;

export function scriptedReplyPieces(question: string): ScriptedReply {
  const slow = SLOW.exec(question);
  if (!slow) return { pieces: ['Echo: ', question], delayMs: 0 };
  const count = Number(slow[1]);
  const pieces = Array.from({ length: count }, (_, index) =>
    index === Math.floor(count / 2)
      ? '\n\n| well | rate |\n| - | - |\n| A-1 | 412 |\n\n'
      : `Part ${index + 1}. `,
  );
  return { pieces, delayMs: Number(slow[2]) };
}

/** The full text of a scripted reply, as the server stores it. */
export function scriptedReplyText(question: string): string {
  return scriptedReplyPieces(question).pieces.join('');
}
