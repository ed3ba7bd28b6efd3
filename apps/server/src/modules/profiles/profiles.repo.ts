import type { Preferences, UpdatePreferencesRequest } from '@petrosage/contracts/preferences';
import type { Profile } from '@petrosage/contracts/referrals';
import type { Queryable } from '../../db/database';
import type { ProfileRow, ProfileRowChanges, RowQuery } from './profile-rows';

/** Every statement on `user_profiles` is here: this module owns the table. */

export async function insertProfile(
  q: Queryable,
  userId: string,
  displayName: string | null,
): Promise<void> {
  await q.query('INSERT INTO user_profiles (id, display_name) VALUES ($1, $2)', [
    userId,
    displayName,
  ]);
}

export async function findProfile(q: Queryable, userId: string): Promise<Profile | undefined> {
  const [row] = await q.query<Profile & Record<string, unknown>>(
    `SELECT u.email, p.display_name, p.company
     FROM users u JOIN user_profiles p ON p.id = u.id WHERE u.id = $1`,
    [userId],
  );
  return row;
}

/** Sets the given fields (a field left undefined keeps its value) and answers the profile. */
export async function updateProfile(
  q: Queryable,
  userId: string,
  changes: { display_name?: string | null; company?: string | null },
): Promise<Profile | undefined> {
  const [row] = await q.query<Profile & Record<string, unknown>>(
    `WITH updated AS (
       UPDATE user_profiles SET
         display_name = CASE WHEN $2::boolean THEN $3::text ELSE display_name END,
         company = CASE WHEN $4::boolean THEN $5::text ELSE company END,
         updated_at = now()
       WHERE id = $1
       RETURNING id, display_name, company
     )
     SELECT u.email, updated.display_name, updated.company
     FROM updated JOIN users u ON u.id = updated.id`,
    [
      userId,
      changes.display_name !== undefined,
      changes.display_name ?? null,
      changes.company !== undefined,
      changes.company ?? null,
    ],
  );
  return row;
}

export async function findPreferences(
  q: Queryable,
  userId: string,
): Promise<Preferences | undefined> {
  const [row] = await q.query<Preferences & Record<string, unknown>>(
    'SELECT units FROM user_profiles WHERE id = $1',
    [userId],
  );
  return row;
}

/** Sets the preferences given (one left undefined keeps its value) and answers them all. */
export async function updatePreferences(
  q: Queryable,
  userId: string,
  changes: UpdatePreferencesRequest,
): Promise<Preferences | undefined> {
  const [row] = await q.query<Preferences & Record<string, unknown>>(
    `UPDATE user_profiles SET units = COALESCE($2, units), updated_at = now()
     WHERE id = $1 RETURNING units`,
    [userId, changes.units ?? null],
  );
  return row;
}

// ── Rows for the data API: every statement is scoped to `id = userId` (row-level security) ──

/** ` AND …` conditions for the query's filters; column names come from the contract's list. */
function filterSql(query: RowQuery, params: unknown[]): string {
  const conditions = query.filters.map((filter) => {
    if (filter.op === 'is') return `${filter.column} IS NULL`;
    params.push(filter.value);
    const cast =
      filter.column === 'id' ? '::uuid' : filter.column === 'updated_at' ? '::timestamptz' : '';
    return `${filter.column} ${filter.op === 'eq' ? '=' : '<>'} $${params.length}${cast}`;
  });
  return conditions.map((condition) => ` AND ${condition}`).join('');
}

/** ` ORDER BY … LIMIT … OFFSET …` for a read. */
function pagingSql(query: RowQuery): string {
  let sql = '';
  if (query.order.length) {
    sql += ` ORDER BY ${query.order
      .map(
        (o) =>
          `${o.column} ${o.descending ? 'DESC' : 'ASC'}${o.nullsFirst === undefined ? '' : o.nullsFirst ? ' NULLS FIRST' : ' NULLS LAST'}`,
      )
      .join(', ')}`;
  }
  if (query.limit !== undefined) sql += ` LIMIT ${query.limit}`;
  if (query.offset !== undefined) sql += ` OFFSET ${query.offset}`;
  return sql;
}

export async function selectRows(
  q: Queryable,
  userId: string,
  query: RowQuery,
): Promise<ProfileRow[]> {
  const params: unknown[] = [userId];
  const where = filterSql(query, params);
  return q.query<ProfileRow>(
    `SELECT ${query.columns.join(', ')} FROM user_profiles WHERE id = $1${where}${pagingSql(query)}`,
    params,
  );
}

export async function updateRows(
  q: Queryable,
  userId: string,
  query: RowQuery,
  changes: ProfileRowChanges,
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
    `UPDATE user_profiles SET ${assignments.join(', ')} WHERE id = $1${where} RETURNING ${query.columns.join(', ')}`,
    params,
  );
}
