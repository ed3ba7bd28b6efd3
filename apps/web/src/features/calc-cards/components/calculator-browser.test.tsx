import { CALC_LANGUAGE } from '@petrosage/contracts/calc';
import { ChatHistoryResponseSchema } from '@petrosage/contracts/chat';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installListLayout } from '../../../../test/layout';
import { renderWithServices, subscribedSession } from '../../../../test/services';
import { setViewportWidth } from '../../../../test/viewport';
import { ChatWorkspace } from '../../chat';
import { createReplyView } from '../../messages';
import { CalcBlock } from './calc-block';
import { CalculatorsButton } from './calculators-button';

/*
 * The calculator browser in the workspace, against the real server: every calculator of
 * GET /api/tools, searchable and grouped by area; picking one opens its empty card in a new chat,
 * and calculating it keeps the calculation in a chat of its own.
 */

/** The chat as the app composes it with the calculators: replies drawing their cards. */
const replyView = createReplyView(() => Promise.resolve({ [CALC_LANGUAGE]: CalcBlock }));

function Harness({ onSelection }: { onSelection: (selection: string) => void }) {
  const [selection, setSelection] = useState('');
  return (
    <ChatWorkspace
      appName="PetroSage"
      assistantName="Sage"
      email="pat@example.com"
      onSignOut={() => Promise.resolve()}
      selection={selection}
      replyView={replyView}
      sidebarTools={(openCard) => <CalculatorsButton onOpenCard={openCard} />}
      onSelectionChange={(next) => {
        setSelection(next);
        onSelection(next);
      }}
    />
  );
}

beforeEach(() => {
  installListLayout();
});

describe('the calculator browser', () => {
  it('lists the calculators by area, finds them by words, and opens an empty card in a new chat', async () => {
    const session = await subscribedSession();
    const selections: string[] = [];
    renderWithServices(<Harness onSelection={(next) => selections.push(next)} />, session);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Calculators' }));
    const dialog = await screen.findByRole('dialog', { name: 'Calculators' });
    const area = (name: string) => within(dialog).getByRole('region', { name });
    await within(dialog).findByRole('region', { name: 'Drilling & well control' });
    expect(
      within(area('Drilling & well control')).getByRole('button', { name: 'Hydrostatic pressure' }),
    ).toBeInTheDocument();
    expect(within(area('PVT')).getByRole('button', { name: /Z-factor/i })).toBeInTheDocument();

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search calculators' }), 'hydro');
    expect(within(dialog).queryByRole('region', { name: 'PVT' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('searchbox'), 'xyzzy');
    expect(within(dialog).getByText('No calculator matches “hydroxyzzy”.')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('searchbox'));
    await user.type(within(dialog).getByRole('searchbox'), 'hydrostatic');
    await user.click(within(dialog).getByRole('button', { name: 'Hydrostatic pressure' }));

    // The dialog closes; a new chat shows the card with every input empty.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(selections.at(-1)).toBe('new');
    const card = await screen.findByTestId('calc-card');
    const mudWeight = within(card).getByLabelText('Mud weight');
    expect(mudWeight).toHaveValue('');
    expect(within(card).getByLabelText('TVD')).toHaveValue('');

    await user.type(within(card).getByLabelText('TVD'), '10000');
    await user.type(mudWeight, '12.5');
    await user.click(within(card).getByRole('button', { name: 'Calculate' }));

    // Calculated: the chat is stored and shown, with the result (0.052 × 12.5 × 10,000).
    await waitFor(() => expect(selections.at(-1)).toMatch(/^chat_/));
    const chatId = selections.at(-1) ?? '';
    expect(
      await screen.findByRole('row', { name: /Hydrostatic pressure\s+6,500 psi/ }),
    ).toBeInTheDocument();
    const history = await session.api.request(`/history/${chatId}`, ChatHistoryResponseSchema);
    expect(history.title).toBe('Hydrostatic pressure');
    expect(history.messages).toHaveLength(2);
  });

  it('is in the mobile menu too', async () => {
    setViewportWidth(375);
    const session = await subscribedSession();
    renderWithServices(<Harness onSelection={() => undefined} />, session);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open sidebar' }));
    await user.click(await screen.findByRole('button', { name: 'Calculators' }));
    expect(await screen.findByRole('dialog', { name: 'Calculators' })).toBeInTheDocument();
  });
});
