import { useLayoutEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';

function LocationProbe({ onLocation }: { onLocation: (path: string) => void }) {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => onLocation(`${pathname}${search}`), [onLocation, pathname, search]);
  return null;
}

/** `children` inside a memory router at `entry`; `location()` reads its path and query now. */
export function inMemoryRouter(entry: string, children: ReactNode) {
  let current = entry;
  const follow = (path: string) => {
    current = path;
  };
  return {
    element: (
      <MemoryRouter initialEntries={[entry]}>
        {children}
        <LocationProbe onLocation={follow} />
      </MemoryRouter>
    ),
    location: () => current,
  };
}
