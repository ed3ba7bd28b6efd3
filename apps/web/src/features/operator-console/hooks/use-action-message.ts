import { useCallback, useState } from 'react';
import { problemText } from '../utils/format';

/** What the last action on a card came to: its confirmation, or the problem in the operator's words. */
type ActionMessage = { text: string; failed: boolean } | null;

/**
 * A card's action message and `run`, which clears it, runs `action` and says `done` when it
 * succeeds or the problem when it fails.
 */
export function useActionMessage() {
  const [message, setMessage] = useState<ActionMessage>(null);
  const run = useCallback(async (done: string, action: () => Promise<unknown>) => {
    setMessage(null);
    try {
      await action();
      setMessage({ text: done, failed: false });
    } catch (error: unknown) {
      setMessage({ text: problemText(error), failed: true });
    }
  }, []);
  return { message, run };
}
