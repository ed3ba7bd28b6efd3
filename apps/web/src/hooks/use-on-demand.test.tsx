import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDemand, type OnDemandPart } from '../lib/on-demand';
import { useOnDemand } from './use-on-demand';

/* A part fetched on demand: a failed fetch (offline) closes what was opening, and is tried again. */

interface PartModule {
  Panel: () => ReactElement;
}

const loaded: PartModule = { Panel: () => <p>The panel</p> };

/** Fails its first fetch as a browser offline does, then loads. */
function flakyPart() {
  let fetches = 0;
  const part = onDemand<PartModule>(() => {
    fetches += 1;
    return fetches === 1
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve(loaded);
  });
  return { part, fetches: () => fetches };
}

function Opener({ part }: { part: OnDemandPart<PartModule> }) {
  const [open, setOpen] = useState(false);
  const module = useOnDemand(part, open, () => setOpen(false));
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {open ? 'Opening' : 'Open'}
      </button>
      {open && module && <module.Panel />}
    </>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useOnDemand', () => {
  it('closes what was opening when the fetch fails, and fetches again at the next press', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { part, fetches } = flakyPart();
    render(<Opener part={part} />);
    expect(fetches()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Open' }));
    // The failure is logged and the opener is closed again: the page carries on.
    expect(await screen.findByRole('button', { name: 'Open' })).toBeInTheDocument();
    expect(screen.queryByText('The panel')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      'A part of the page could not be loaded',
      expect.any(TypeError),
    );

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('The panel')).toBeInTheDocument();
    expect(fetches()).toBe(2);
  });

  it('fetches a part once, however many use it', async () => {
    const user = userEvent.setup();
    let fetches = 0;
    const part = onDemand<PartModule>(() => {
      fetches += 1;
      return Promise.resolve(loaded);
    });
    render(
      <>
        <Opener part={part} />
        <Opener part={part} />
      </>,
    );
    for (const button of screen.getAllByRole('button', { name: 'Open' })) await user.click(button);
    expect(await screen.findAllByText('The panel')).toHaveLength(2);
    expect(fetches).toBe(1);
  });
});
