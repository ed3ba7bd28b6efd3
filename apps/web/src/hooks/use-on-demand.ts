import { useEffect, useEffectEvent, useState } from 'react';
import type { OnDemandPart } from '../lib/on-demand';

/**
 * The module of `part` once it has loaded; it is fetched while `wanted` is truthy (a change of a
 * truthy `wanted` tries a failed fetch again). A failed fetch is logged and `onFailure` called,
 * so the caller can close what it was opening: the page itself carries on.
 */
export function useOnDemand<T>(
  part: OnDemandPart<T>,
  wanted: boolean | string,
  onFailure?: (error: unknown) => void,
): T | undefined {
  const [module, setModule] = useState<T | undefined>(part.current);
  const failed = useEffectEvent((error: unknown) => {
    console.error('A part of the page could not be loaded', error);
    onFailure?.(error);
  });
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    part.load().then(
      (loaded) => {
        if (live) setModule(() => loaded);
      },
      (error: unknown) => {
        if (live) failed(error);
      },
    );
    return () => {
      live = false;
    };
  }, [part, wanted, module]);
  return module ?? part.current();
}
