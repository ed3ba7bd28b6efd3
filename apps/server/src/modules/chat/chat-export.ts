import type { Message } from '@petrosage/contracts/chat';
import { readableReply } from '@petrosage/contracts/readable-reply';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors';
import { withAttachments } from '../files/message-files';
import { findChat, pageMessages } from './chat.repo';
import { toMessage } from './chat.service';

/** Messages read per query while a chat is exported. */
const EXPORT_PAGE = 500;

export interface ExportNames {
  appName: string;
  assistantName: string;
}

/** `2026-11-26 14:03 UTC`. */
function utcTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function messageSection(message: Message, names: ExportNames): string {
  const author = message.role === 'user' ? 'You' : names.assistantName;
  const parts = [`### ${author} · ${utcTime(message.timestamp)}`, ''];
  const body = message.role === 'assistant' ? readableReply(message.content) : message.content;
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
 * in order, with the files each carried listed, calculation cards as their sheets and charts as
 * their data tables — no card or chart JSON (404 for a chat that is not the user's).
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
