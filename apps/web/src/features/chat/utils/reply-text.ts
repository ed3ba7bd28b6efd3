/**
 * Adds one streamed piece of a reply. `lastEventId` is the reply's length in characters once the
 * piece is added (the SSE `id:` of docs/product.md §7 / contracts `chat.ts`). A piece that is already shown
 * (a re-attach that overlaps) changes nothing, so text is never doubled; without a usable id the
 * piece is appended.
 */
export function applyReplyPiece(current: string, piece: string, lastEventId: string): string {
  const end = /^\d+$/.test(lastEventId) ? Number(lastEventId) : Number.NaN;
  if (!Number.isSafeInteger(end)) return current + piece;
  const start = end - piece.length;
  if (start < 0 || start > current.length) return current + piece;
  if (end <= current.length) return current;
  return current.slice(0, start) + piece;
}
