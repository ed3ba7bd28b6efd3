import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a wait the server asked for, counting down once a second (0: none). */
export function useCountdown(): { seconds: number; start: (seconds: number) => void } {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((left) => Math.max(0, left - 1)), 1_000);
    return () => clearTimeout(timer);
  }, [seconds]);
  const start = useCallback((value: number) => setSeconds(Math.max(0, Math.ceil(value))), []);
  return { seconds, start };
}
