import {
  CALC_LANGUAGE,
  calcInputNumbers,
  findCalcBlocks,
  formatCalcNumber,
  parseCalcCard,
  type CalcCard,
} from '@petrosage/contracts/calc';
import { ChatHistoryResponseSchema, type Message } from '@petrosage/contracts/chat';
import { ToolRunResponseSchema } from '@petrosage/contracts/tools';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithServices, subscribedSession, type TestSession } from '../../../../test/services';
import { BlockChatContext, BlockReplyContext } from '../../../components/reply-blocks/block-host';
import { createReplyView } from '../../messages';
import { CalcBlock } from './calc-block';

/*
 * The calculation card against the real server: drawn from a reply's `calc` block, edited,
 * refused in the calculator's own words before any request, recalculated with what changed
 * highlighted, saved on its reply; a malformed block stays readable.
 */

/** A reply drawing its `calc` blocks, as the chat shows it. */
const { Content: Reply } = createReplyView(() => Promise.resolve({ [CALC_LANGUAGE]: CalcBlock }));

afterEach(() => {
  vi.restoreAllMocks();
});

/** A hydrostatic card as the server writes it: 10.2 ppg at 10,000 ft (5,304 psi). */
async function hydrostaticCard(session: TestSession): Promise<CalcCard> {
  const response = await session.api.request('/tools/hydrostatic_pressure', ToolRunResponseSchema, {
    method: 'POST',
    body: { tvd_ft: 10000, mud_weight_ppg: 10.2 },
  });
  if (!response.card) throw new Error('no card');
  return response.card;
}

function block(card: CalcCard): string {
  return `\`\`\`calc\n${JSON.stringify(card)}\n\`\`\``;
}

async function used(session: TestSession): Promise<number> {
  const status = (await session.api.requestUnknown('/payments/subscription-status')) as {
    usage: { used: number };
  };
  return status.usage.used;
}

const resultRow = (name: RegExp) => screen.getByRole('row', { name });

describe('a calculation card', () => {
  it('is drawn from the block: title, inputs with units, results, formula, no JSON', async () => {
    const session = await subscribedSession();
    const card = await hydrostaticCard(session);
    const { container } = renderWithServices(
      <Reply settled={false} text={`Here it is.\n\n${block(card)}\n\nCheck it.`} />,
      session,
    );
    const view = await screen.findByTestId('calc-card');
    expect(within(view).getByRole('heading', { name: 'Hydrostatic pressure' })).toBeVisible();
    expect(within(view).getByLabelText('Mud weight')).toHaveValue('10.2');
    expect(within(view).getByLabelText('TVD')).toHaveValue('10000');
    expect(within(view).getByRole('combobox', { name: 'Unit of Mud weight' })).toHaveValue('ppg');
    expect(resultRow(/Hydrostatic pressure\s+5,304 psi/)).toBeInTheDocument();
    expect(view).toHaveTextContent('Formula: P = 0.052 × MW × TVD');
    expect(screen.getByText('Here it is.')).toBeInTheDocument();
    expect(screen.getByText('Check it.')).toBeInTheDocument();
    expect(container.querySelector('pre')).toBeNull();
    expect(container.textContent).not.toContain('"tool"');
  });

  it('shows metric units first for a user who prefers them, and field units one click away', async () => {
    const session = await subscribedSession();
    await session.api.requestUnknown('/profile/preferences', {
      method: 'PUT',
      body: { units: 'metric' },
    });
    const card = await hydrostaticCard(session);
    renderWithServices(<Reply settled={false} text={block(card)} />, session);
    const user = userEvent.setup();
    // 10.2 ppg × 119.826 427 (kg/m³)/ppg = 1,222.23 kg/m³, shown with one digit more than the
    // three written: 1222; 10,000 ft × 0.3048 = 3,048 m (NIST SP 811).
    await waitFor(() => expect(screen.getByLabelText('Mud weight')).toHaveValue('1222'));
    expect(screen.getByRole('combobox', { name: 'Unit of Mud weight' })).toHaveValue('kg/m³');
    expect(screen.getByLabelText('TVD')).toHaveValue('3048');
    // 5,304 psi × 6.894 757 kPa/psi = 36,570 kPa.
    // Every figure in metric: the field one is a hover away, not beside it.
    expect(resultRow(/Hydrostatic pressure\s+36,570 kPa$/)).toBeInTheDocument();
    // The rounded 1222 stands for the card's 10.2 ppg: recalculating changes nothing.
    await user.click(screen.getByRole('button', { name: 'Recalculate' }));
    expect(await screen.findByText(/^Recalculated\./)).toBeInTheDocument();
    expect(resultRow(/Hydrostatic pressure\s+36,570 kPa$/)).not.toHaveAttribute('data-changed');
    expect(screen.getByLabelText('Mud weight')).toHaveValue('1222');

    await user.click(screen.getByRole('button', { name: 'Field units' }));
    expect(screen.getByLabelText('Mud weight')).toHaveValue('10.2');
    expect(screen.getByLabelText('TVD')).toHaveValue('10000');
    expect(resultRow(/Hydrostatic pressure\s+5,304 psi$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Metric units' })).toBeInTheDocument();
  });

  it('refuses an out-of-range value in the calculator’s own words, tied to its field, before any request', async () => {
    const session = await subscribedSession();
    const card = await hydrostaticCard(session);
    const before = await used(session);
    renderWithServices(<Reply settled={false} text={block(card)} />, session);
    const user = userEvent.setup();
    const mudWeight = await screen.findByLabelText('Mud weight');
    const requests = vi.spyOn(globalThis, 'fetch');

    await user.clear(mudWeight);
    await user.type(mudWeight, '40');
    await user.click(screen.getByRole('button', { name: 'Recalculate' }));

    const message = 'Mud weight must be more than 0 and at most 25 ppg (you entered 40).';
    expect(mudWeight).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(mudWeight).toHaveAttribute('aria-invalid', 'true');
    expect(mudWeight).toHaveFocus();
    expect(requests).not.toHaveBeenCalled();
    expect(await used(session)).toBe(before);
  });

  it('recalculates on edit and shows the new result with what changed', async () => {
    const session = await subscribedSession();
    const card = await hydrostaticCard(session);
    renderWithServices(<Reply settled={false} text={block(card)} />, session);
    const user = userEvent.setup();
    const mudWeight = await screen.findByLabelText('Mud weight');

    await user.clear(mudWeight);
    await user.type(mudWeight, '12.5');
    await user.click(screen.getByRole('button', { name: 'Recalculate' }));

    // 0.052 × 12.5 ppg × 10,000 ft = 6,500 psi, where 10.2 ppg gave 5,304.
    const row = await screen.findByRole('row', { name: /Hydrostatic pressure\s+6,500 psi/ });
    expect(row).toHaveAttribute('data-changed', 'true');
    expect(row).toHaveTextContent('(was 5,304)');
    expect(screen.getByTestId('calc-input-mud_weight_ppg')).toHaveAttribute('data-changed', 'true');
    expect(screen.getByTestId('calc-input-tvd_ft')).not.toHaveAttribute('data-changed');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'Hydrostatic pressure: 5,304 → 6,500 psi.',
    );
  });

  it('takes a value in another unit: the field converts, the calculator gets its own unit', async () => {
    const session = await subscribedSession();
    const card = await hydrostaticCard(session);
    renderWithServices(<Reply settled={false} text={block(card)} />, session);
    const user = userEvent.setup();
    const mudWeight = await screen.findByLabelText('Mud weight');
    const unit = screen.getByRole('combobox', { name: 'Unit of Mud weight' });

    // 10.2 lb/gal × 119.826427 (kg/m³)/(lb/gal) = 1,222.23 kg/m³ (NIST SP 811), shown as 1222.
    await user.selectOptions(unit, 'kg/m³');
    expect(mudWeight).toHaveValue('1222');

    await user.clear(mudWeight);
    await user.type(mudWeight, '1500');
    await user.click(screen.getByRole('button', { name: 'Recalculate' }));
    // 1,500 kg/m³ = 12.518 ppg; 0.052 × 12.518 × 10,000 = 6,509.4 psi, shown whole.
    expect(
      await screen.findByRole('row', { name: /Hydrostatic pressure\s+6,509 psi/ }),
    ).toBeInTheDocument();
    // What was typed stays as typed, in the unit it was typed in.
    expect(mudWeight).toHaveValue('1500');
    expect(unit).toHaveValue('kg/m³');
    // Out of range in the other unit: said in the calculator's unit too.
    await user.clear(mudWeight);
    await user.type(mudWeight, '3000');
    await user.click(screen.getByRole('button', { name: 'Recalculate' }));
    expect(mudWeight).toHaveAccessibleDescription(
      expect.stringContaining(
        'Mud weight must be more than 0 and at most 25 ppg (more than 0 and at most 2,996 kg/m³); you entered 3000 kg/m³, which is 25.04 ppg.',
      ),
    );
  });

  it('saves a recalculation on its reply, which the chat shows after a reload', async () => {
    const session = await subscribedSession();
    const answer = (await session.api.requestUnknown('/prompt', {
      method: 'POST',
      body: {
        messages: [
          { role: 'user', content: 'hydrostatic pressure of 10.2 ppg mud at 10,000 ft TVD' },
        ],
      },
    })) as { response: string; chat_id: string; message_id: string };
    const savedReplies: Pick<Message, 'id' | 'content'>[] = [];
    renderWithServices(
      <BlockChatContext
        value={{ replaceReply: (reply) => savedReplies.push(reply), openChat: () => undefined }}
      >
        <BlockReplyContext value={{ messageId: answer.message_id, content: answer.response }}>
          <Reply settled={false} text={answer.response} />
        </BlockReplyContext>
      </BlockChatContext>,
      session,
    );
    const user = userEvent.setup();
    const mudWeight = await screen.findByLabelText('Mud weight');
    await user.clear(mudWeight);
    await user.type(mudWeight, '12.5');
    await user.click(screen.getByRole('button', { name: 'Recalculate' }));
    await waitFor(() => expect(savedReplies).toHaveLength(1));

    const history = await session.api.request(
      `/history/${answer.chat_id}`,
      ChatHistoryResponseSchema,
    );
    const stored = history.messages.find((message) => message.id === answer.message_id);
    expect(savedReplies[0]?.content).toBe(stored?.content);
    const [saved] = findCalcBlocks(stored?.content ?? '');
    const parsed = parseCalcCard(saved?.body ?? '');
    expect(parsed.ok && parsed.card.results[0]?.value).toBeCloseTo(6500, 6);
  });

  it('asks as a form: the inputs it read filled in, the missing ones empty, then calculates', async () => {
    const session = await subscribedSession();
    const answer = (await session.api.requestUnknown('/prompt', {
      method: 'POST',
      body: { messages: [{ role: 'user', content: 'hydrostatic pressure at 10,000 ft TVD' }] },
    })) as { response: string };
    renderWithServices(<Reply settled={false} text={answer.response} />, session);
    const user = userEvent.setup();
    const mudWeight = await screen.findByLabelText('Mud weight');
    expect(screen.getByLabelText('TVD')).toHaveValue('10000');
    expect(mudWeight).toHaveValue('');
    expect(screen.queryByRole('row')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(mudWeight).toHaveAccessibleDescription(
      expect.stringContaining('Mud weight is required.'),
    );
    await user.type(mudWeight, '12.5');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(
      await screen.findByRole('row', { name: /Hydrostatic pressure\s+6,500 psi/ }),
    ).toBeInTheDocument();
  });

  it('shows a malformed block as code with the reason, and the rest of the reply as usual', async () => {
    const session = await subscribedSession();
    const { container } = renderWithServices(
      <Reply
        settled={false}
        text={'Before.\n\n```calc\n{"tool":"hydrostatic_pressure","inputs":\n```\n\nAfter.'}
      />,
      session,
    );
    expect(await screen.findByText('The calculation data is not valid JSON.')).toBeInTheDocument();
    expect(container.querySelector('pre code')).toHaveTextContent('{"tool":"hydrostatic_pressure"');
    expect(screen.getByText('Before.')).toBeInTheDocument();
    expect(screen.getByText('After.')).toBeInTheDocument();
    expect(screen.queryByTestId('calc-card')).not.toBeInTheDocument();
  });
});

describe('the numbers of a calculation card', () => {
  /** An Arps forecast as the server writes it: 850 bbl/d, 65 %/yr secant, b 0.9, limit 10 bbl/d. */
  async function forecastCard(session: TestSession): Promise<CalcCard> {
    const response = await session.api.request('/tools/arps_decline', ToolRunResponseSchema, {
      method: 'POST',
      body: {
        initial_rate_per_day: 850,
        initial_decline_pct_per_year: 65,
        decline_type: 'effective_secant',
        b_factor: 0.9,
        economic_limit_per_day: 10,
      },
    });
    if (!response.card) throw new Error('no card');
    return response.card;
  }

  it('shows results rounded by magnitude and unit, the full value kept, labels in proper case', async () => {
    const session = await subscribedSession();
    const card = await forecastCard(session);
    renderWithServices(<Reply settled={false} text={block(card)} />, session);
    const view = await screen.findByTestId('calc-card');
    expect(within(view).getByLabelText('b-factor')).toHaveValue('0.9');
    const type = within(view).getByLabelText('Decline type');
    expect(within(type).getByRole('option', { name: 'Effective (secant)' })).toBeInTheDocument();
    expect(type).toHaveValue('effective_secant');
    const results = within(view).getByRole('table', { name: 'Results' });
    const rows = within(results).getAllByRole('row');
    expect(rows).toHaveLength(card.results.length);
    card.results.forEach((value, index) => {
      const row = rows[index];
      expect(row).toHaveTextContent(value.label);
      const strong = row?.querySelector('strong');
      expect(strong).toHaveTextContent(
        formatCalcNumber(value.value, value.unit, calcInputNumbers(card)),
      );
      expect(Number(strong?.getAttribute('data-value'))).toBe(value.value);
    });
    const nominal = card.results.findIndex((value) => value.unit === '%/yr');
    expect(nominal).toBeGreaterThanOrEqual(0);
    const years = card.results.findIndex((value) => value.unit === 'years');
    expect(rows[years]).toHaveTextContent(/\d\.\d years/);
    expect(rows[nominal]).toHaveTextContent(/\d+\.\d\d %\/yr/);
  });

  it('shows the first rows of a forecast and the rest on request', async () => {
    const session = await subscribedSession();
    const card = await forecastCard(session);
    const rows = card.table?.rows ?? [];
    expect(rows.length).toBeGreaterThan(24);
    renderWithServices(<Reply settled={false} text={block(card)} />, session);
    const view = await screen.findByTestId('calc-card');
    const forecast = within(view)
      .getAllByRole('table')
      .find((table) => table.querySelector('thead') !== null);
    if (forecast === undefined) throw new Error('no forecast table');
    expect(within(forecast).getAllByRole('row')).toHaveLength(1 + 24);
    const more = within(view).getByRole('button', {
      name: `${rows.length - 24} more rows not shown — show all`,
    });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(within(forecast).getAllByRole('row')).toHaveLength(1 + rows.length);
    const fewer = within(view).getByRole('button', { name: 'Show the first 24 rows' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    const column = card.table?.columns[1];
    const last = rows.at(-1);
    if (column === undefined || last === undefined) throw new Error('no column');
    const cells = within(forecast).getAllByRole('row').at(-1)?.querySelectorAll('td');
    expect(cells?.[1]).toHaveTextContent(formatCalcNumber(last[column.key] ?? 0, column.unit));
    await userEvent.click(fewer);
    expect(within(forecast).getAllByRole('row')).toHaveLength(1 + 24);
  });
});
