import type { Config } from '../../config';
import type { Queryable } from '../../db/database';
import { AppError } from '../../lib/errors';

/** What one account may keep: chats, and the text of their messages (`MAX_*_PER_USER`). */
export type StorageLimits = Config['storage'];

function size(bytes: number): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'MB'] : [bytes / 1024, 'KB'];
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${unit}`;
}

/**
 * Checks, inside the transaction that has just stored a chat or a message, that the user's chats
 * and stored text are within the limits; throws 403 otherwise, and the transaction rolling back
 * takes the new rows back. Deleted chats do not count: deleting makes room at once (their rows go
 * for good after the retention period).
 */
export async function admitStorage(
  q: Queryable,
  userId: string,
  limits: StorageLimits,
): Promise<void> {
  // One store of the user's at a time past this point: each count sees the others' rows.
  await q.query("SELECT pg_advisory_xact_lock(hashtext('storage:' || $1))", [userId]);
  const [row] = await q.query<{ chats: number; bytes: string }>(
    `SELECT count(DISTINCT c.id)::int AS chats, coalesce(sum(octet_length(m.content)), 0)::text AS bytes
     FROM chats c
     LEFT JOIN messages m ON m.chat_id = c.id AND m.deleted_at IS NULL
     WHERE c.user_id = $1 AND c.deleted_at IS NULL`,
    [userId],
  );
  const chats = row?.chats ?? 0;
  const bytes = Number(row?.bytes ?? 0);
  if (chats > limits.chatsPerUser) {
    throw new AppError(
      'forbidden',
      `You have ${limits.chatsPerUser.toLocaleString('en-US')} chats, the most an account keeps. Delete chats you no longer need to start new ones.`,
    );
  }
  if (bytes > limits.bytesPerUser) {
    throw new AppError(
      'forbidden',
      `Your chats hold ${size(limits.bytesPerUser)} of text, the most an account keeps. Delete chats you no longer need to store more.`,
    );
  }
}
