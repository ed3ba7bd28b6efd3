import { useCallback, useEffect, useState } from 'react';

interface RotationState {
  index: number;
  /** Bumps on every move so that picking the current item again still restarts the timer. */
  turn: number;
}

/**
 * Index that advances every `intervalMs` (wrapping at `count`). `select` jumps to an index and
 * restarts the full interval; while `paused` nothing advances.
 */
export function useRotatingIndex(count: number, intervalMs: number, paused = false) {
  const [state, setState] = useState<RotationState>({ index: 0, turn: 0 });

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => {
      setState((current) => ({ index: (current.index + 1) % count, turn: current.turn + 1 }));
    }, intervalMs);
    return () => window.clearTimeout(timer);
  }, [state, count, intervalMs, paused]);

  const select = useCallback((index: number) => {
    setState((current) => ({ index, turn: current.turn + 1 }));
  }, []);

  return { index: state.index, select };
}
