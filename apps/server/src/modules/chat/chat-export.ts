import { parseChart, type Chart } from '@petrosage/contracts/chart';
import type { Message } from '@petrosage/contracts/chat';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors';
import { withAttachments } from '../files/message-files';
import { findChat, pageMessages } from './chat.repo';
import { toMessage } from './chat.service';

/** Messages read per query while a chat is exported. */
const EXPORT_PAGE = 500;
/** A chart block as replies hold it (the JSON on one line). */
const CHART_BLOCK = /```chart\n(.*)\n```/g;

export interface ExportNames {
  appName: string;
  assistantName: string;
}

/** `2026-11-26 14:03 UTC`. */
function utcTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

function cell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
}

function withUnit(label: string, unit: string | undefined): string {
  return unit ? `${label} (${unit})` : label;
}

/**
 * A chart as the data it draws: one row per x value, one column per series (empty where a
 * series has no point), in x order.
 */
export function chartAsTable(chart: Chart): string {
  const xs = new Map<string, number | string>();
  for (const series of chart.series) for (const [x] of series.points) xs.set(String(x), x);
  const ordered = [...xs.values()].sort((a, b) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)),
  );
  const columns = chart.series.map((series) => {
    const values = new Map<string, number | null>();
    for (const [x, y] of series.points) values.set(String(x), y);
    return values;
  });
  const header = [
    withUnit(chart.x.label, chart.x.unit),
    ...chart.series.map((series) => withUnit(series.name, chart.y.unit)),
  ];
  const rows = ordered.map((x) => [
    String(x),
    ...columns.map((values) => {
      const y = values.get(String(x));
      return y === undefined || y === null ? '' : String(y);
    }),
  ]);
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  const description = chart.description ? `\n\n${chart.description}` : '';
  return [
    `**Chart: ${chart.title}** — ${withUnit(chart.y.label, chart.y.unit)}${description}`,
    '',
    line(header),
    line(header.map(() => '---')),
    ...rows.map(line),
  ].join('\n');
}

/** A reply's markdown with each chart block replaced by its data table. */
export function chartsAsTables(markdown: string): string {
  if (!markdown.includes('```chart\n')) return markdown;
  return markdown.replace(CHART_BLOCK, (block, body: string) => {
    const parsed = parseChart(body);
    return parsed.ok ? chartAsTable(parsed.chart) : block;
  });
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function messageSection(message: Message, names: ExportNames): string {
  const author = message.role === 'user' ? 'You' : names.assistantName;
  const parts = [`### ${author} · ${utcTime(message.timestamp)}`, ''];
  const body = message.role === 'assistant' ? chartsAsTables(message.content) : message.content;
  parts.push(body.trim() === '' ? '_No response received_' : body.trim());
  if (message.status === 'stopped') parts.push('', '_Stopped_');
  if (message.status === 'error') parts.push('', `_${message.error ?? 'The reply failed.'}_`);
  if (message.attachments && message.attachments.length > 0) {
    parts.push('', 'Attachments:');
    for (const file of message.attachments) {
      parts.push(
        `- ${file.name} (${file.kind.toUpperCase()}, ${formatBytes(file.size_bytes)}) — ${file.summary}`,
      );
    }
  }
  return parts.join('\n');
}

/**
 * One of the user's chats as a Markdown document: the title, then every message the chat shows
 * in order, with the files each carried listed and charts as their data tables (404 for a chat
 * that is not the user's).
 */
export async function exportChat(
  db: Database,
  userId: string,
  chatId: string,
  names: ExportNames,
): Promise<{ title: string; markdown: string }> {
  const chat = await findChat(db, userId, chatId);
  if (!chat) throw new AppError('not_found', 'Chat not found');
  const pages: Message[][] = [];
  let before: string | null = null;
  for (;;) {
    const rows = await pageMessages(db, chatId, EXPORT_PAGE, before);
    if (rows.length === 0) break;
    const page = rows.reverse();
    pages.unshift(await withAttachments(db, page.map(toMessage)));
    if (rows.length < EXPORT_PAGE) break;
    before = page[0]?.cursor ?? null;
  }
  const messages = pages.flat();
  const header = [
    `# ${chat.title}`,
    '',
    `Exported from ${names.appName} on ${utcTime(new Date().toISOString())}. Chat started ${utcTime(chat.created_at.toISOString())}; ${messages.length} ${messages.length === 1 ? 'message' : 'messages'}.`,
  ].join('\n');
  const body = messages.map((message) => messageSection(message, names));
  return { title: chat.title, markdown: `${[header, ...body].join('\n\n---\n\n')}\n` };
}
