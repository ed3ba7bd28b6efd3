import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';

/** The operator audit log (`operator_audit_log`): this module is the only one that writes it. */

export interface AuditEntry {
  /** What was done: `user.created`, `standard_access.granted`… */
  action: string;
  /** The account it was done to, if any (kept after the account is deleted). */
  targetUserId: string | null;
  detail?: Record<string, unknown>;
  ip: string | null;
}

export interface AuditRow {
  id: string;
  action: string;
  target_user_id: string | null;
  detail: Record<string, unknown>;
  ip: string | null;
  created_at: Date;
}

export async function insertAuditEntry(q: Queryable, entry: AuditEntry): Promise<void> {
  await q.query(
    `INSERT INTO operator_audit_log (id, action, target_user_id, detail, ip)
     VALUES ($1, $2, $3, $4, $5)`,
    [randomUUID(), entry.action, entry.targetUserId, JSON.stringify(entry.detail ?? {}), entry.ip],
  );
}

/** The newest entries first, optionally about one account. */
export async function listAuditEntries(
  q: Queryable,
  options: { targetUserId?: string; limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const target = options.targetUserId ?? null;
  const rows = await q.query<AuditRow & Record<string, unknown>>(
    `SELECT id, action, target_user_id, detail, ip, created_at FROM operator_audit_log
     WHERE $1::uuid IS NULL OR target_user_id = $1
     ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
    [target, options.limit, options.offset],
  );
  const [count] = await q.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM operator_audit_log
     WHERE $1::uuid IS NULL OR target_user_id = $1`,
    [target],
  );
  return { rows, total: count?.total ?? 0 };
}
