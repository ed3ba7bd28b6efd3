/** docs/product.md §9: the message box grows from 44 px to at most 120 px. */
export const INPUT_MIN_HEIGHT_PX = 44;
export const INPUT_MAX_HEIGHT_PX = 120;

/** Height for the message box given its content height (`scrollHeight`). */
export function messageBoxHeight(scrollHeight: number): number {
  if (!Number.isFinite(scrollHeight)) return INPUT_MIN_HEIGHT_PX;
  return Math.min(INPUT_MAX_HEIGHT_PX, Math.max(INPUT_MIN_HEIGHT_PX, Math.ceil(scrollHeight)));
}
