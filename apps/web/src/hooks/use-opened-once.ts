import { useState } from 'react';

/**
 * True from the first render in which `open` is true on: a dialog fetched on demand mounts then
 * and stays mounted, so that its closing (focus return, exit) is its own.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
