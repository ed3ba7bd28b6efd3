/** docs/product.md §9: a message load does not start within 5 s of the previous one. */
export const MESSAGE_LOAD_COOLDOWN_MS = 5000;

export interface MessageLoadState {
  /** A load of these messages is running. */
  isLoading: boolean;
  messageCount: number;
  /** When the previous load began (ms, same clock as `now`); null if none did. */
  lastLoadStartedAt: number | null;
}

/**
 * docs/product.md §4: messages load once; a load is skipped while one is running, when messages already
 * exist, or when the previous load began less than 5000 ms ago.
 */
export function shouldLoadMessages(state: MessageLoadState, now: number): boolean {
  if (state.isLoading) return false;
  if (state.messageCount > 0) return false;
  if (
    state.lastLoadStartedAt !== null &&
    now - state.lastLoadStartedAt < MESSAGE_LOAD_COOLDOWN_MS
  ) {
    return false;
  }
  return true;
}
