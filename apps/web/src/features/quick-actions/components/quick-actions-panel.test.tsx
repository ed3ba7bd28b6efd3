import { CALC_LANGUAGE } from '@petrosage/contracts/calc';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installListLayout } from '../../../../test/layout';
import { renderWithServices, signedInSession, signedOutServices } from '../../../../test/services';
import { setViewportWidth } from '../../../../test/viewport';
import { CalcBlock } from '../../calc-cards';
import { ChatWorkspace } from '../../chat';
import { createReplyView } from '../../messages';
import { QUICK_PROMPTS } from '../utils/quick-prompts';
import { QuickActionsPanel } from './quick-actions-panel';

/*
 * The Quick Actions panel (docs/product.md §2): quick prompts, the WTI card, the example cards; and, in the
 * chat workspace on the real server, a quick prompt starting a message that gets a reply.
 */

/** Collects what the panel sends, as the chat would receive it. */
function Harness({ busy = false }: { busy?: boolean }) {
  const [sent, setSent] = useState<string[]>([]);
  return (
    <>
      <QuickActionsPanel busy={busy} onPrompt={(prompt) => setSent((all) => [...all, prompt])} />
      <ol aria-label="Sent">
        {sent.map((text, index) => (
          <li key={index}>{text}</li>
        ))}
      </ol>
    </>
  );
}

const sent = () =>
  within(screen.getByRole('list', { name: 'Sent' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

const promptButton = (title: string) =>
  screen.getByRole('button', { name: new RegExp(`^${title}`) });

// The first render of the panel pays for loading its modules: slow on a busy machine.
describe('QuickActionsPanel', { timeout: 15_000 }, () => {
  it('lists quick prompts across the areas, each sending its prompt when clicked', async () => {
    const user = userEvent.setup();
    renderWithServices(<Harness />, signedOutServices('market'));
    const buttons = screen.getAllByTestId('quick-prompt');
    expect(buttons.map((button) => button.dataset.promptId)).toEqual(
      QUICK_PROMPTS.map((p) => p.id),
    );
    expect(new Set(QUICK_PROMPTS.map((p) => p.id)).size).toBe(QUICK_PROMPTS.length);

    await user.click(promptButton('Hydrostatic pressure'));
    await user.click(promptButton('Gas Z-factor'));
    expect(sent()).toEqual([
      'What is the hydrostatic pressure at 10,500 ft TVD with 12.4 ppg mud?',
      'Z-factor for 0.7 gas at 3,000 psia and 180 °F',
    ]);
    for (const title of [
      'Decline curve EUR',
      'Texas drilling permit',
      'Scale control',
      'Artificial lift selection',
    ]) {
      expect(promptButton(title)).toBeEnabled();
    }
  });

  it('holds the prompts while a reply is pending', async () => {
    const user = userEvent.setup();
    renderWithServices(<Harness busy />, signedOutServices('market'));
    const button = promptButton('Decline curve EUR');
    expect(button).toBeDisabled();
    await user.click(button);
    expect(sent()).toEqual([]);
  });

  it('shows the WTI card with the live price', async () => {
    renderWithServices(<Harness />, signedOutServices('market'));
    const card = screen.getByTestId('wti-card');
    expect(within(card).getByText('Loading...')).toBeInTheDocument();
    expect(await within(card).findByText('$91.06')).toBeInTheDocument();
    expect(within(card).getByText('Live')).toBeInTheDocument();
  });

  it('shows the example cards exactly as docs/product.md lists them, marked as examples', () => {
    renderWithServices(<Harness />, signedOutServices('market'));
    const deals = screen.getByRole('region', { name: /Recent Deals/ });
    expect(
      within(deals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Midland Basin$2.1M', 'Permian Play$850K', 'Eagle Ford$1.3M']);
    const performance = screen.getByRole('region', { name: /Performance/ });
    expect(
      within(performance)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Revenue+12.5%', 'Efficiency+8.2%', 'ROI+15.7%']);
    expect(within(performance).getByText('78/100')).toBeInTheDocument();
    expect(within(performance).getByRole('meter', { name: 'Overall score' })).toHaveAttribute(
      'aria-valuenow',
      '78',
    );
    const insights = screen.getByRole('region', { name: /Key Insights/ });
    expect(within(insights).getAllByRole('listitem')).toHaveLength(3);
    for (const card of [deals, insights, performance]) {
      expect(within(card).getByText('Example')).toBeInTheDocument();
    }
    expect(screen.getByText('Sample figures for illustration, not your data.')).toBeInTheDocument();
  });

  it("'View all deals' and 'Generate report' do nothing", async () => {
    const user = userEvent.setup();
    renderWithServices(<Harness />, signedOutServices('market'));
    await screen.findByText('$91.06');
    const fetchSpy = vi.spyOn(window, 'fetch');
    const before = document.body.innerHTML;
    for (const name of ['View all deals', 'Generate report']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      await user.click(button);
    }
    expect(document.body.innerHTML).toBe(before);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(sent()).toEqual([]);
    vi.restoreAllMocks();
  });
});

/** Replies drawing their calculation cards, as the chat route composes them. */
const replyView = createReplyView(() => Promise.resolve({ [CALC_LANGUAGE]: CalcBlock }));

/** The workspace with the panel in its slot, as the chat route composes them. */
function Workspace({ email }: { email: string }) {
  const [selection, setSelection] = useState('new');
  return (
    <ChatWorkspace
      appName="PetroSage"
      assistantName="Sage"
      email={email}
      onSignOut={() => Promise.resolve()}
      selection={selection}
      onSelectionChange={setSelection}
      replyView={replyView}
      quickActionsPanel={(composer) => (
        <QuickActionsPanel
          onPrompt={composer.sendPrompt}
          onOpenCard={composer.openCard}
          busy={composer.isBusy}
        />
      )}
    />
  );
}

describe('a quick prompt in the chat workspace', () => {
  beforeEach(() => {
    installListLayout();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is sent as the user message of a new chat and answered', { timeout: 20_000 }, async () => {
    const session = await signedInSession('scripted');
    // Prompts need Standard access: the provisional grant every new account may take once.
    await session.api.requestVoid('/payments/grant-provisional-access', { method: 'POST' });
    const user = userEvent.setup();
    setViewportWidth(1280);
    renderWithServices(<Workspace email={session.email} />, session);
    const panel = screen.getByTestId('right-panel');
    const prompt = 'How do I control calcium carbonate scale in a producing well?';

    await user.click(within(panel).getByRole('button', { name: /^Scale control/ }));

    await waitFor(
      () => {
        const messages = screen.getAllByTestId('chat-message');
        expect(messages.map((m) => m.dataset.role)).toEqual(['user', 'assistant']);
        expect(messages[1]).toHaveAttribute('data-status', 'complete');
      },
      { timeout: 10_000 },
    );
    const [question, reply] = screen.getAllByTestId('chat-message');
    expect(question).toHaveTextContent(prompt);
    expect(reply).toHaveTextContent(`Echo: ${prompt}`);
    expect(within(panel).getByRole('button', { name: /^Scale control/ })).toBeEnabled();
  });

  it('opens a calculation’s card, filled in, in a new chat: nothing is sent', async () => {
    const session = await signedInSession('scripted');
    const user = userEvent.setup();
    setViewportWidth(1280);
    renderWithServices(<Workspace email={session.email} />, session);
    expect(await screen.findByTestId('chat-ready')).toBeInTheDocument();
    const panel = screen.getByTestId('right-panel');

    await user.click(within(panel).getByRole('button', { name: /^Hydrostatic pressure/ }));

    const card = await screen.findByTestId('calc-card', {}, { timeout: 10_000 });
    expect(card).toHaveAttribute('data-tool', 'hydrostatic_pressure');
    expect(within(card).getByLabelText('TVD')).toHaveValue('10500');
    expect(within(card).getByLabelText('Mud weight')).toHaveValue('12.4');
    expect(within(card).getByRole('button', { name: 'Calculate' })).toBeEnabled();
    // Only the card: no question was sent and no chat was stored.
    expect(screen.getAllByTestId('chat-message').map((m) => m.dataset.role)).toEqual(['assistant']);
    const { chats } = (await session.api.requestUnknown('/history/chats')) as {
      chats: unknown[];
    };
    expect(chats).toEqual([]);
  });

  it('is in the sheet the header opens below 1280 px, where the right panel is hidden', async () => {
    const session = await signedInSession();
    setViewportWidth(1279);
    const user = userEvent.setup();
    renderWithServices(<Workspace email={session.email} />, session);
    expect(await screen.findByTestId('chat-ready')).toBeInTheDocument();
    expect(screen.queryByTestId('right-panel')).not.toBeInTheDocument();
    // Closed, the sheet is out of reach.
    expect(screen.getByTestId('side-panel-sheet')).toHaveAttribute('inert');
    await user.click(screen.getByRole('button', { name: 'Open plan and tools' }));
    const sheet = screen.getByRole('dialog', { name: 'Plan and tools' });
    expect(within(sheet).getByTestId('quick-actions-panel')).toBeVisible();
  });
});
