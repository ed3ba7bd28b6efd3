/** Once the browser is idle after a run of work (or 2 s at most). */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2_000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(run, 0);
  return () => window.clearTimeout(timer);
}

/**
 * After the page's first contentful paint (as the browser reports it) and then some idle time;
 * where paint timing is unknown, after idle time alone.
 */
export function afterFirstPaint(run: () => void): () => void {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes.includes('paint') ||
    painted()
  ) {
    return whenIdle(run);
  }
  let cancelIdle: (() => void) | undefined;
  const start = () => {
    observer.disconnect();
    window.clearTimeout(fallback);
    cancelIdle ??= whenIdle(run);
  };
  const observer = new PerformanceObserver(() => {
    if (painted()) start();
  });
  observer.observe({ type: 'paint', buffered: true });
  // A page that never paints content (a background tab) still gets what follows the paint.
  const fallback = window.setTimeout(start, 3_000);
  return () => {
    observer.disconnect();
    window.clearTimeout(fallback);
    cancelIdle?.();
  };
}
