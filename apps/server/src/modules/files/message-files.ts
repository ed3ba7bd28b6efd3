import type { Message } from '@petrosage/contracts/chat';
import type { MessageAttachment } from '@petrosage/contracts/files';
import type { Queryable } from '../../db/database';
import * as repo from './files.repo';
import { toMessageAttachment } from './files.service';

/** Messages of the history with the files each user message carried (one query for all). */
export async function withAttachments(q: Queryable, messages: Message[]): Promise<Message[]> {
  const ids = messages.filter((message) => message.role === 'user').map((message) => message.id);
  const rows = await repo.filesOfMessages(q, ids);
  if (rows.length === 0) return messages;
  const byMessage = new Map<string, MessageAttachment[]>();
  for (const row of rows) {
    if (row.message_id === null) continue;
    const list = byMessage.get(row.message_id) ?? [];
    list.push(toMessageAttachment(row));
    byMessage.set(row.message_id, list);
  }
  return messages.map((message) => {
    const attachments = byMessage.get(message.id);
    return attachments ? { ...message, attachments } : message;
  });
}
