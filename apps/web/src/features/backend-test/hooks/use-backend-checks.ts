import { useCallback, useEffect, useRef, useState } from 'react';
import {
  BACKEND_CHECKS,
  type BackendCheckId,
  type BackendCheckServices,
  type CheckOutcome,
} from '../api/backend-checks';

/** docs/product.md §9: the pause between tests of "Run All Tests". */
export const PAUSE_BETWEEN_CHECKS_MS = 500;

export type CheckState =
  { phase: 'idle' } | { phase: 'running' } | { phase: 'done'; outcome: CheckOutcome };

const IDLE: Record<BackendCheckId, CheckState> = {
  health: { phase: 'idle' },
  auth: { phase: 'idle' },
  chats: { phase: 'idle' },
  prompt: { phase: 'idle' },
};

/** Runs the checks one at a time (or all, 500 ms apart) and keeps each one's outcome. */
export function useBackendChecks(services: BackendCheckServices) {
  const [states, setStates] = useState(IDLE);
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const runCheck = useCallback(
    async (id: BackendCheckId) => {
      const check = BACKEND_CHECKS.find((candidate) => candidate.id === id);
      if (!check) return;
      setStates((current) => ({ ...current, [id]: { phase: 'running' } }));
      const outcome = await check.run(services);
      if (mounted.current)
        setStates((current) => ({ ...current, [id]: { phase: 'done', outcome } }));
    },
    [services],
  );

  const runOne = useCallback(
    async (id: BackendCheckId) => {
      setBusy(true);
      try {
        await runCheck(id);
      } finally {
        if (mounted.current) setBusy(false);
      }
    },
    [runCheck],
  );

  const runAll = useCallback(async () => {
    setBusy(true);
    setStates(IDLE);
    try {
      for (const [index, check] of BACKEND_CHECKS.entries()) {
        if (!mounted.current) return;
        if (index > 0) await new Promise((resolve) => setTimeout(resolve, PAUSE_BETWEEN_CHECKS_MS));
        await runCheck(check.id);
      }
    } finally {
      if (mounted.current) setBusy(false);
    }
  }, [runCheck]);

  return { states, busy, runOne, runAll };
}
