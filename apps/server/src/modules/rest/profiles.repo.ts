import type { UserProfileColumn } from '@petrosage/contracts/rest';
import type { Queryable } from '../../db/database';
import { filterSql, pagingSql, type RowQuery } from './postgrest-query';

export type ProfileRow = Partial<Record<UserProfileColumn, unknown>>;

export interface ProfileChanges {
  display_name?: string | null;
  company?: string | null;
  updated_at?: string;
}

function selectList(columns: UserProfileColumn[]): string {
  return columns.join(', ');
}

/** The caller's own rows only: every statement is scoped to `id = userId` (row-level security). */
export async function selectProfiles(
  q: Queryable,
  userId: string,
  query: RowQuery,
): Promise<ProfileRow[]> {
  const params: unknown[] = [userId];
  const where = filterSql(query, params);
  return q.query<ProfileRow>(
    `SELECT ${selectList(query.columns)} FROM user_profiles WHERE id = $1${where}${pagingSql(query)}`,
    params,
  );
}

export async function updateProfiles(
  q: Queryable,
  userId: string,
  query: RowQuery,
  changes: ProfileChanges,
): Promise<ProfileRow[]> {
  const params: unknown[] = [userId];
  const assignments: string[] = [];
  for (const key of ['display_name', 'company'] as const) {
    if (key in changes) {
      params.push(changes[key]);
      assignments.push(`${key} = $${params.length}`);
    }
  }
  if (changes.updated_at !== undefined) params.push(changes.updated_at);
  assignments.push(
    `updated_at = ${changes.updated_at !== undefined ? `$${params.length}::timestamptz` : 'now()'}`,
  );
  const where = filterSql(query, params);
  return q.query<ProfileRow>(
    `UPDATE user_profiles SET ${assignments.join(', ')} WHERE id = $1${where} RETURNING ${selectList(query.columns)}`,
    params,
  );
}
