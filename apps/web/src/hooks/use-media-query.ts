import { useCallback, useSyncExternalStore } from 'react';

/** docs/product.md §9: below 768 px wide is the mobile layout. */
export const DESKTOP_MEDIA_QUERY = '(min-width: 768px)';
/** A touch screen is the main pointer: no keyboard shortcuts to hint at. */
export const TOUCH_MEDIA_QUERY = '(pointer: coarse)';

/**
 * Whether a CSS media query matches, kept current as the window changes. `fallback` is used
 * where `matchMedia` does not exist.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
