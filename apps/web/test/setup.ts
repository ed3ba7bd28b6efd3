import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

/** jsdom's default window width; tests resize with `setViewportWidth` (test/viewport.ts). */
const DEFAULT_WIDTH = 1024;

/*
 * jsdom has no layout, so no media queries. This stand-in for the browser's `matchMedia`
 * evaluates `(min-width: Npx)` / `(max-width: Npx)` against `window.innerWidth`, and
 * `(pointer: coarse)` against the pointer `setPointer` chose (test/viewport.ts; fine by default),
 * and tells listeners when a `resize` event changes the answer.
 */
function evaluateMediaQuery(list: string): boolean {
  // A comma-separated list matches when any of its queries does.
  return list.split(',').some((query) => evaluateOneMediaQuery(query));
}

function evaluateOneMediaQuery(query: string): boolean {
  const min = /\(min-width:\s*(\d+)px\)/.exec(query);
  const max = /\(max-width:\s*(\d+)px\)/.exec(query);
  // A touch screen: a coarse pointer, and no hover.
  const coarse = /\((any-)?pointer:\s*coarse\)|\(hover:\s*none\)/.test(query);
  const dark = /\(prefers-color-scheme:\s*dark\)/.test(query);
  return (
    (!dark || document.documentElement.dataset.testColorScheme === 'dark') &&
    (!min || window.innerWidth >= Number(min[1])) &&
    (!max || window.innerWidth <= Number(max[1])) &&
    (!coarse || document.documentElement.dataset.testPointer === 'coarse')
  );
}

function matchMedia(query: string): MediaQueryList {
  type Listener = (event: MediaQueryListEvent) => void;
  const listeners = new Set<Listener>();
  let matches = evaluateMediaQuery(query);
  window.addEventListener('resize', () => {
    const now = evaluateMediaQuery(query);
    if (now === matches) return;
    matches = now;
    for (const listener of [...listeners]) {
      listener({ matches: now, media: query } as MediaQueryListEvent);
    }
  });
  const list = {
    media: query,
    get matches() {
      return evaluateMediaQuery(query);
    },
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
    addListener: (listener: Listener) => listeners.add(listener),
    removeListener: (listener: Listener) => listeners.delete(listener),
    dispatchEvent: () => true,
  };
  return list as unknown as MediaQueryList;
}

/*
 * `findBy…` and `waitFor` wait for something that does happen: code split chunks, real servers.
 * Testing Library's 1 s default is too short on a loaded machine; absence is asserted with
 * `queryBy…` at once, so a longer wait costs nothing when tests pass.
 */
configure({ asyncUtilTimeout: 5_000 });

function installBrowserStandIns(): void {
  // jsdom does not implement scrolling; the landing page and the message list call these.
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};
  // As in a browser, scrolling an element fires `scroll` (the virtualized list follows it).
  Element.prototype.scrollTo = function scrollTo(
    this: Element,
    options?: ScrollToOptions | number,
  ) {
    if (typeof options !== 'object' || typeof options.top !== 'number') return;
    const max = Math.max(0, this.scrollHeight - this.clientHeight);
    this.scrollTop = Math.min(Math.max(0, options.top), max);
    this.dispatchEvent(new Event('scroll'));
  };
  window.matchMedia = matchMedia;

  afterEach(() => {
    cleanup();
    window.localStorage.clear();
    delete document.documentElement.dataset.testPointer;
    if (window.innerWidth !== DEFAULT_WIDTH) {
      window.innerWidth = DEFAULT_WIDTH;
      window.dispatchEvent(new Event('resize'));
    }
  });
}

// Pure-logic test files run in Node (`@vitest-environment node`), where none of this applies.
if (typeof window !== 'undefined') installBrowserStandIns();
