import { calcBlock } from '@petrosage/contracts/calc';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messageOf } from '../../../../test/chat-fixtures';
import { ReplyViewWrapper } from '../../../../test/reply-view';
import type { ChatMessage } from '../store/thread';
import { MessageActionsContext, type MessageActions } from '../hooks/message-actions-context';
import { MessageBubble } from './message-bubble';

const TABLE_REPLY = '## Gradients\n\n| Fluid | psi/ft |\n|---|---|\n| **Fresh water** | 0.433 |\n';

function actionsOf(overrides: Partial<MessageActions> = {}): MessageActions {
  return {
    busy: false,
    regenerableKey: null,
    editableKey: null,
    onRegenerate: vi.fn(),
    onEdit: vi.fn(),
    onShowVersion: vi.fn(),
    focusMessageId: null,
    ...overrides,
  };
}

function renderBubble(message: ChatMessage, actions: MessageActions | null) {
  const bubble = <MessageBubble message={message} assistantName="Sage" />;
  return render(
    actions === null ? (
      bubble
    ) : (
      <MessageActionsContext value={actions}>{bubble}</MessageActionsContext>
    ),
    { wrapper: ReplyViewWrapper },
  );
}

describe('message actions', () => {
  it('copies a reply as markdown and its table as tab-separated values', async () => {
    const user = userEvent.setup();
    const reply = messageOf({ role: 'assistant', content: TABLE_REPLY });
    renderBubble(reply, actionsOf());
    // user-event stands in for the browser's clipboard.
    await user.click(screen.getByRole('button', { name: 'Copy message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Copied');
    expect(await navigator.clipboard.readText()).toBe(TABLE_REPLY);
    await user.click(screen.getByRole('button', { name: 'Copy table for a spreadsheet' }));
    expect(await screen.findByText('Table copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('Fluid\tpsi/ft\nFresh water\t0.433');
  });

  it('copies a reply with a calculation card as its sheet, not the card’s JSON', async () => {
    const user = userEvent.setup();
    const card = calcBlock({
      tool: 'kill_mud_weight',
      title: 'Kill mud weight',
      status: 'computed',
      inputs: [
        { name: 'sidpp_psi', label: 'SIDPP', unit: 'psi', kind: 'number', value: 520 },
        { name: 'tvd_ft', label: 'TVD', unit: 'ft', kind: 'number', value: 10_000 },
      ],
      results: [
        {
          key: 'kill_mud_weight_ppg',
          label: 'Kill mud weight',
          value: 11.073362445414846,
          unit: 'ppg',
        },
      ],
      formula: 'KMW = OMW + SIDPP / (0.052 × TVD)',
      sources: ['IADC WellSharp'],
    });
    renderBubble(
      messageOf({ role: 'assistant', content: `The kill sheet:\n\n${card}` }),
      actionsOf(),
    );
    await user.click(screen.getByRole('button', { name: 'Copy message' }));
    // The card has a status line of its own: this is the message actions' one. (The reading of
    // cards is a chunk of its own, which may still be on its way.)
    const status = within(screen.getByTestId('message-actions')).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Copied'));
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain('| SIDPP (psi) | 520 |');
    expect(copied).toContain('| Kill mud weight | **11.07** ppg |');
    expect(copied).toContain('**Formula:** KMW = OMW + SIDPP / (0.052 × TVD)');
    expect(copied).toContain('_Sources: IADC WellSharp._');
    expect(copied).not.toContain('```calc');
    expect(copied).not.toContain('11.0733');
  });

  it('offers no table copy without a table, and nothing while a reply streams', () => {
    const { rerender } = renderBubble(
      messageOf({ role: 'assistant', content: 'Plain answer' }),
      actionsOf(),
    );
    expect(screen.getByRole('button', { name: 'Copy message' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Copy table/ })).not.toBeInTheDocument();
    rerender(
      <MessageActionsContext value={actionsOf()}>
        <MessageBubble
          message={messageOf({ role: 'assistant', content: 'Part', status: 'streaming' })}
          assistantName="Sage"
        />
      </MessageActionsContext>,
    );
    expect(screen.queryByTestId('message-actions')).not.toBeInTheDocument();
  });

  it('regenerates only the reply it is offered for, and not while busy', async () => {
    const user = userEvent.setup();
    const reply = messageOf({ role: 'assistant', content: 'Answer' });
    const actions = actionsOf({ regenerableKey: reply.key });
    const { unmount } = renderBubble(reply, actions);
    await user.click(screen.getByRole('button', { name: 'Regenerate reply' }));
    expect(actions.onRegenerate).toHaveBeenCalledWith(reply.key);
    unmount();
    renderBubble(reply, actionsOf({ regenerableKey: reply.key, busy: true }));
    expect(screen.queryByRole('button', { name: 'Regenerate reply' })).not.toBeInTheDocument();
  });

  it('edits the latest message in place: Enter sends the new text, Escape keeps the old', async () => {
    const user = userEvent.setup();
    const question = messageOf({ role: 'user', content: 'Mud weight for 5,000 psi?' });
    const actions = actionsOf({ editableKey: question.key });
    renderBubble(question, actions);

    await user.click(screen.getByRole('button', { name: 'Edit message' }));
    // The editor is fetched when a message is first edited.
    const field = await screen.findByRole('textbox', { name: 'Edit your message' });
    expect(field).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Mud weight for 5,000 psi?')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit message' }));
    await user.clear(screen.getByRole('textbox', { name: 'Edit your message' }));
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(
      screen.getByRole('textbox', { name: 'Edit your message' }),
      'Mud weight for 5,200 psi?{Enter}',
    );
    expect(actions.onEdit).toHaveBeenCalledWith(question.key, 'Mud weight for 5,200 psi?');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('does not offer Edit on an earlier message', () => {
    renderBubble(messageOf({ role: 'user' }), actionsOf({ editableKey: 'another' }));
    expect(screen.queryByRole('button', { name: 'Edit message' })).not.toBeInTheDocument();
  });

  it('shows ‹ 2/3 › and moves to the neighbouring versions', async () => {
    const user = userEvent.setup();
    const reply = messageOf({ role: 'assistant', content: 'Second' });
    const versions = ['msg_firstversion0001', reply.id ?? '', 'msg_thirdversion0001'];
    const actions = actionsOf();
    renderBubble({ ...reply, versions }, actions);
    const switcher = screen.getByTestId('message-versions');
    expect(within(switcher).getByTestId('version-position')).toHaveTextContent('2/3');
    await user.click(
      within(switcher).getByRole('button', { name: 'Previous version of this reply' }),
    );
    expect(actions.onShowVersion).toHaveBeenLastCalledWith('msg_firstversion0001');
    await user.click(within(switcher).getByRole('button', { name: 'Next version of this reply' }));
    expect(actions.onShowVersion).toHaveBeenLastCalledWith('msg_thirdversion0001');
  });

  it('says a regenerated reply of the built-in engine is the same answer, and what changes it', () => {
    const reply = messageOf({ role: 'assistant', content: 'Same' });
    const versions = ['msg_firstversion0001', reply.id ?? ''];
    const { rerender } = renderBubble(
      { ...reply, versions },
      actionsOf({ sameAnswerOnRegenerate: true }),
    );
    expect(screen.getByTestId('message-versions')).toHaveTextContent(
      'The built-in engine gives the same answer each time; edit your question or its numbers to get a different one.',
    );
    rerender(
      <MessageActionsContext value={actionsOf()}>
        <MessageBubble message={{ ...reply, versions }} assistantName="Sage" />
      </MessageActionsContext>,
    );
    expect(screen.queryByText(/built-in engine/)).not.toBeInTheDocument();
  });

  it('disables the version arrows at the ends and while busy', () => {
    const question = messageOf({ role: 'user' });
    renderBubble(
      { ...question, versions: ['msg_firstversion0001', question.id ?? ''] },
      actionsOf({ busy: true }),
    );
    expect(screen.getByRole('button', { name: 'Next version of this message' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous version of this message' })).toBeDisabled();
  });

  it('shows no controls where messages only show (the printed transcript)', () => {
    renderBubble(
      { ...messageOf({ role: 'assistant', content: TABLE_REPLY }), versions: ['a', 'b'] },
      null,
    );
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
