import {
  ANALYSIS_LANGUAGE,
  findAnalysisBlocks,
  parseAnalysisCard,
} from '@petrosage/contracts/analysis-card';
import { CHART_LANGUAGE } from '@petrosage/contracts/chart';
import { ChatHistoryResponseSchema, type Message } from '@petrosage/contracts/chat';
import { UploadedFileSchema, type UploadedFile } from '@petrosage/contracts/files';
import {
  monthlyProduction,
  monthlyRatesCsv,
} from '@petrosage/test-support/fixtures/production-data';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithServices, subscribedSession, type TestSession } from '../../../../test/services';
import { BlockChatContext, BlockReplyContext } from '../../../components/reply-blocks/block-host';
import { createReplyView } from '../../messages';
import { AnalysisBlock } from './analysis-block';
import { ChartBlock } from './chart-block';

/*
 * The file-analysis card against the real server: drawn from a production-analysis reply's
 * `analysis` block, corrected (daily rates that were read as monthly volumes), refused in the
 * browser when a number is out of range, re-analysed and saved on its reply; a malformed block
 * stays readable.
 */

/** A reply drawing its `analysis` and `chart` blocks, as the chat shows it. */
const { Content: Reply } = createReplyView(() =>
  Promise.resolve({
    [ANALYSIS_LANGUAGE]: AnalysisBlock,
    [CHART_LANGUAGE]: ChartBlock,
  }),
);

/** Daily-average rates of a 1,200 bbl/d decline, one row a month, under a bare `Oil` header. */
const CSV = monthlyRatesCsv(monthlyProduction({ qi: 1200, diPerYear: 0.9, b: 0.6 }, 36));

interface Answer {
  response: string;
  chat_id: string;
  message_id: string;
}

/** `POST /api/files` as the browser's form would send it (built by hand: no XHR in jsdom). */
async function upload(session: TestSession, name: string): Promise<UploadedFile> {
  const boundary = `----petrosage${crypto.randomUUID()}`;
  const body = [
    `--${boundary}`,
    `Content-Disposition: form-data; name="file"; filename="${name}"`,
    'Content-Type: text/csv',
    '',
    CSV,
    `--${boundary}--`,
    '',
  ].join('\r\n');
  const response = await fetch(`${session.serverUrl}/api/files`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${session.accessToken}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    body,
  });
  expect(response.status).toBe(201);
  return UploadedFileSchema.parse(await response.json());
}

async function analysis(session: TestSession, name: string): Promise<Answer> {
  const file = await upload(session, name);
  return (await session.api.requestUnknown('/prompt', {
    method: 'POST',
    body: {
      messages: [{ role: 'user', content: 'Analyse this production data' }],
      attachment_ids: [file.id],
    },
  })) as Answer;
}

function renderInChat(session: TestSession, answer: Answer, saved: Pick<Message, 'content'>[]) {
  return renderWithServices(
    <BlockChatContext
      value={{ replaceReply: (reply) => saved.push(reply), openChat: () => undefined }}
    >
      <BlockReplyContext value={{ messageId: answer.message_id, content: answer.response }}>
        <Reply settled={false} text={answer.response} />
      </BlockReplyContext>
    </BlockChatContext>,
    session,
  );
}

async function used(session: TestSession): Promise<number> {
  const status = (await session.api.requestUnknown('/payments/subscription-status')) as {
    usage: { used: number };
  };
  return status.usage.used;
}

describe('the file-analysis card', () => {
  it('shows the columns read and how, with a control for each, and no JSON', async () => {
    const session = await subscribedSession();
    const answer = await analysis(session, 'C-9 rates.csv');
    const { container } = renderWithServices(
      <Reply settled={false} text={answer.response} />,
      session,
    );
    const card = await screen.findByTestId('analysis-card');
    expect(within(card).getByRole('heading', { name: 'How C-9 rates.csv was read' })).toBeVisible();
    expect(within(card).getByTestId('analysis-reading-oil')).toHaveTextContent(
      'Oil: Oil, volumes per month in bbl (rate or volume assumed, unit assumed) — decline fitted',
    );
    expect(within(card).getByLabelText('Date column')).toHaveValue('Date');
    expect(within(card).getByLabelText('Oil column')).toHaveValue('Oil');
    expect(within(card).getByLabelText('Oil unit')).toHaveValue('bbl');
    expect(within(card).getByLabelText('Values are')).toHaveValue('auto');
    expect(within(card).getByLabelText('Oil economic limit')).toHaveValue('5');
    expect(within(card).getByLabelText('Lowest b')).toHaveValue('0');
    expect(within(card).getByLabelText('Highest b')).toHaveValue('1');
    expect(within(card).getByLabelText('Forecast horizon')).toHaveValue('');
    // No gas in the file: no gas economic limit to set.
    expect(within(card).queryByLabelText('Gas economic limit')).not.toBeInTheDocument();
    expect(container.textContent).not.toContain('"file_id"');
    // The figures and charts of the reply are still there around it.
    expect(screen.getByText(/Initial rate qi/)).toBeInTheDocument();
  });

  it('refuses an out-of-range number in the card, tied to its field, before any request', async () => {
    const session = await subscribedSession();
    const answer = await analysis(session, 'C-10 rates.csv');
    const saved: Pick<Message, 'content'>[] = [];
    renderInChat(session, answer, saved);
    const before = await used(session);
    const user = userEvent.setup();
    const bMax = await screen.findByLabelText('Highest b');
    await user.clear(bMax);
    await user.type(bMax, '3');
    await user.click(screen.getByRole('button', { name: 'Re-analyse' }));
    expect(bMax).toHaveAttribute('aria-invalid', 'true');
    expect(bMax).toHaveAccessibleDescription('b_max: Highest b must be at least 0 and at most 2.');
    expect(bMax).toHaveFocus();
    const horizon = screen.getByLabelText('Forecast horizon');
    await user.type(horizon, '0');
    await user.clear(bMax);
    await user.type(bMax, '1');
    await user.click(screen.getByRole('button', { name: 'Re-analyse' }));
    expect(horizon).toHaveAccessibleDescription(
      expect.stringContaining('forecast_years: Forecast horizon must be above 0 years'),
    );
    expect(saved).toHaveLength(0);
    expect(await used(session)).toBe(before);
  });

  it('re-analyses daily rates read as monthly volumes and saves the new analysis on the reply', async () => {
    const session = await subscribedSession();
    const answer = await analysis(session, 'C-11 rates.csv');
    const saved: Pick<Message, 'content'>[] = [];
    const view = renderInChat(session, answer, saved);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Values are'), 'Rates per day');
    await user.type(screen.getByLabelText('Forecast horizon'), '10');
    await user.click(screen.getByRole('button', { name: 'Re-analyse' }));
    await waitFor(() => expect(saved).toHaveLength(1));

    const history = await session.api.request(
      `/history/${answer.chat_id}`,
      ChatHistoryResponseSchema,
    );
    const stored = history.messages.find((message) => message.id === answer.message_id);
    expect(saved[0]?.content).toBe(stored?.content);
    const [block] = findAnalysisBlocks(stored?.content ?? '');
    const parsed = parseAnalysisCard(block?.body ?? '');
    expect(parsed.ok && parsed.card.readings.oil?.basis).toBe('rate');
    expect(parsed.ok && parsed.card.options.forecast_years).toBe(10);

    // The chat puts the saved reply in place: the card says what changed.
    view.rerender(
      <BlockReplyContext value={{ messageId: answer.message_id, content: stored?.content ?? '' }}>
        <Reply settled={false} text={stored?.content ?? ''} />
      </BlockReplyContext>,
    );
    const status = await screen.findByText(/^Re-analysed\./);
    expect(status).toHaveTextContent(
      'Oil: Oil, rates per day in bbl/d (unit assumed) (was Oil, volumes per month in bbl (rate or volume assumed, unit assumed))',
    );
    expect(status).toHaveTextContent('Forecast horizon: 10 years (was to the economic limit)');
    expect(screen.getByTestId('analysis-field-values')).toHaveAttribute('data-changed', 'true');
  });

  it('shows a malformed block as code with the reason', async () => {
    const session = await subscribedSession();
    renderWithServices(
      <Reply settled={false} text={'Before.\n\n```analysis\n{"file_id":"nope"}\n```\n\nAfter.'} />,
      session,
    );
    const fallback = await screen.findByTestId('analysis-fallback');
    expect(fallback).toHaveTextContent(/The analysis data is not a valid card \(file_id: /);
    expect(fallback).toHaveTextContent('{"file_id":"nope"}');
    expect(screen.getByText('After.')).toBeInTheDocument();
  });
});
