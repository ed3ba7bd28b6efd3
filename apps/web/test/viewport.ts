import { act } from '@testing-library/react';

/** Resizes jsdom's window; media queries (see setup.ts) follow. */
export function setViewportWidth(width: number): void {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

/** Makes `(pointer: coarse)` match (a touch screen) or not; media queries (see setup.ts) follow. */
export function setPointer(pointer: 'coarse' | 'fine'): void {
  act(() => {
    document.documentElement.dataset.testPointer = pointer;
    window.dispatchEvent(new Event('resize'));
  });
}
