import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';

/** The record kept of a deleted account (`account_deletions`): no address, no data. */
export interface AccountDeletion {
  userId: string;
  requestedBy: 'user' | 'operator';
  confirmedBy: 'password' | 'recent_sign_in' | null;
  subscriptionCanceled: boolean;
  ip: string | null;
}

export async function insertDeletion(q: Queryable, deletion: AccountDeletion): Promise<void> {
  await q.query(
    `INSERT INTO account_deletions (id, user_id, requested_by, confirmed_by, subscription_canceled, ip)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      randomUUID(),
      deletion.userId,
      deletion.requestedBy,
      deletion.confirmedBy,
      deletion.subscriptionCanceled,
      deletion.ip,
    ],
  );
}
