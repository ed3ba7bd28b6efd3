import { act } from '@testing-library/react';

/** Resizes jsdom's window; media queries (see setup.ts) follow. */
export function setViewportWidth(width: number): void {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}
