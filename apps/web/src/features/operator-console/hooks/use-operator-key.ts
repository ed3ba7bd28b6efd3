import { useCallback, useState } from 'react';

/** Where the console keeps the operator key: this tab only, gone when it closes. */
export const OPERATOR_KEY_STORAGE = 'petrosage-operator-key';

function readKey(): string | null {
  try {
    return window.sessionStorage.getItem(OPERATOR_KEY_STORAGE);
  } catch {
    return null;
  }
}

/** The operator key entered once per tab (sessionStorage), and the means to keep or forget it. */
export function useOperatorKey() {
  const [key, setKey] = useState<string | null>(readKey);
  const remember = useCallback((next: string) => {
    try {
      window.sessionStorage.setItem(OPERATOR_KEY_STORAGE, next);
    } catch {
      // Storage refused (a private window's quota): the key lasts until the page reloads.
    }
    setKey(next);
  }, []);
  const forget = useCallback(() => {
    try {
      window.sessionStorage.removeItem(OPERATOR_KEY_STORAGE);
    } catch {
      // Nothing stored.
    }
    setKey(null);
  }, []);
  return { key, remember, forget };
}
