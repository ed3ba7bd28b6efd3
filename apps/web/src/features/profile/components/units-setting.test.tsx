import { PreferencesSchema } from '@petrosage/contracts/preferences';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithServices, signedInSession } from '../../../../test/services';
import { UnitsSetting } from './units-setting';

/* The Profile's units preference against the real server: read, changed, kept. */

describe('UnitsSetting', () => {
  it('shows field for a new account, saves metric on the server, and keeps it on reload', async () => {
    const session = await signedInSession();
    const view = renderWithServices(<UnitsSetting />, session);
    const group = screen.getByRole('radiogroup', { name: 'Units' });
    expect(group).toHaveAccessibleDescription(/other system is one click away/);
    const field = screen.getByRole('radio', { name: /^Field/ });
    await waitFor(() => expect(field).toBeChecked());
    const metric = screen.getByRole('radio', { name: /^Metric/ });
    expect(metric).not.toBeChecked();

    await userEvent.setup().click(metric);
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(metric).toBeChecked();
    const stored = await session.api.request('/profile/preferences', PreferencesSchema);
    expect(stored).toEqual({ units: 'metric' });

    view.unmount();
    renderWithServices(<UnitsSetting />, session);
    await waitFor(() => expect(screen.getByRole('radio', { name: /^Metric/ })).toBeChecked());
  });
});
