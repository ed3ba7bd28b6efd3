import { normaliseReferralCode } from '@petrosage/contracts/referral-code';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiClient } from '../../../lib/app-services';
import { isCheckableReferralCode, type ReferralCheck } from '../utils/referral-code';

const IDLE: ReferralCheck = { status: 'idle' };

/** The check and its response schema are fetched with the first code typed (decision 041). */
const loadCheck = () => import('../api/validate-referral-code');

/**
 * Live validation of the Referral Code field (docs/product.md §5): every change either asks the server
 * (exactly 6 characters, upper-cased) or clears the state. Only the answer for the latest
 * value is ever shown; an older check still in flight is cancelled.
 */
export function useReferralCodeCheck() {
  const api = useApiClient();
  const [check, setCheck] = useState<ReferralCheck>(IDLE);
  const inFlight = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const onCodeChange = useCallback(
    (value: string) => {
      cancel();
      if (!isCheckableReferralCode(value)) {
        setCheck(IDLE);
        return;
      }
      const controller = new AbortController();
      inFlight.current = controller;
      setCheck({ status: 'checking' });
      loadCheck()
        .then(
          ({ validateReferralCode }) =>
            validateReferralCode(api, normaliseReferralCode(value), controller.signal),
          // Its code could not be fetched (offline): the code could not be checked.
          (): ReferralCheck => ({ status: 'unavailable' }),
        )
        .then(
          (result) => {
            if (!controller.signal.aborted) setCheck(result);
          },
          () => {
            // Aborted: a newer value took over (or the form went away).
          },
        );
    },
    [api, cancel],
  );

  const reset = useCallback(() => {
    cancel();
    setCheck(IDLE);
  }, [cancel]);

  return { check, onCodeChange, reset };
}
