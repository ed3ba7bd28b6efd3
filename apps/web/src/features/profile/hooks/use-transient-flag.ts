import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A flag that turns itself off `durationMs` after it was last raised (a saved message, a copy
 * check mark). The timer goes with the component.
 */
export function useTransientFlag(durationMs: number) {
  const [raised, setRaised] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const raise = useCallback(() => {
    window.clearTimeout(timer.current);
    setRaised(true);
    timer.current = window.setTimeout(() => setRaised(false), durationMs);
  }, [durationMs]);

  const lower = useCallback(() => {
    window.clearTimeout(timer.current);
    setRaised(false);
  }, []);

  return { raised, raise, lower };
}
