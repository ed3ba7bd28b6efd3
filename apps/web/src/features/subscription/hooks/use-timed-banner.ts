import { useCallback, useEffect, useRef, useState } from 'react';

export type BannerTone = 'success' | 'info' | 'error';

export interface Banner {
  tone: BannerTone;
  text: string;
  /** Tells two banners with the same text apart (each one restarts the timer). */
  id: number;
}

/** A banner asked for from outside the card (e.g. back from a cancelled checkout). */
export interface SubscriptionNotice {
  tone: BannerTone;
  text: string;
  /** A new key shows the notice again. */
  key: number;
}

/** docs/product.md §9: success and info banners clear after 5 s, error banners after 8 s. */
export const BANNER_MS: Record<BannerTone, number> = { success: 5000, info: 5000, error: 8000 };

/** One banner at a time, cleared after its tone's time or when dismissed. */
export function useTimedBanner() {
  const [banner, setBanner] = useState<Banner | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const counter = useRef(0);

  const dismiss = useCallback(() => {
    window.clearTimeout(timer.current);
    setBanner(null);
  }, []);

  const show = useCallback((tone: BannerTone, text: string) => {
    window.clearTimeout(timer.current);
    counter.current += 1;
    setBanner({ tone, text, id: counter.current });
    timer.current = window.setTimeout(() => setBanner(null), BANNER_MS[tone]);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return { banner, show, dismiss };
}
