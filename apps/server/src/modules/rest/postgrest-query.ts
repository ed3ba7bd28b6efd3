import { USER_PROFILE_COLUMNS, type UserProfileColumn } from '@petrosage/contracts/rest';
import { AppError } from '../../lib/errors';
import type { RowQuery } from '../profiles/profiles.service';

/** The subset of PostgREST's URL grammar the data API understands, for one table. */

const TABLE = 'user_profiles';
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function column(name: string): UserProfileColumn {
  const trimmed = name.trim();
  if ((USER_PROFILE_COLUMNS as readonly string[]).includes(trimmed))
    return trimmed as UserProfileColumn;
  throw new AppError('42703', `column ${TABLE}.${trimmed} does not exist`);
}

/** Checks a filter value against its column's type, as PostgreSQL would when casting it. */
export function checkColumnValue(col: UserProfileColumn, value: string): void {
  if (col === 'id' && !UUID.test(value)) {
    throw new AppError('22P02', `invalid input syntax for type uuid: "${value}"`);
  }
  if (col === 'updated_at' && Number.isNaN(Date.parse(value))) {
    throw new AppError(
      '22007',
      `invalid input syntax for type timestamp with time zone: "${value}"`,
    );
  }
}

function nonNegativeInt(name: string, raw: string): number {
  if (!/^\d{1,9}$/.test(raw))
    throw new AppError('PGRST100', `failed to parse ${name} parameter (${raw})`);
  return Number(raw);
}

function single(name: string, value: unknown): string {
  if (typeof value === 'string') return value;
  throw new AppError('PGRST100', `"${name}" may be given only once`);
}

/** The rows and columns a data-API request's URL asks for; PostgREST's errors when malformed. */
export function parseRowQuery(query: Record<string, unknown>): RowQuery {
  const result: RowQuery = {
    columns: [...USER_PROFILE_COLUMNS],
    filters: [],
    order: [],
    limit: undefined,
    offset: undefined,
  };
  for (const [key, raw] of Object.entries(query)) {
    if (key === 'select') {
      const select = single(key, raw).trim();
      if (select === '' || select === '*') continue;
      const names = select.split(',');
      if (names.some((name) => /[:()!]/.test(name))) {
        throw new AppError('PGRST100', `failed to parse select parameter (${select})`);
      }
      result.columns = [...new Set(names.map(column))];
    } else if (key === 'order') {
      for (const term of single(key, raw).split(',')) {
        const [name = '', ...modifiers] = term.split('.');
        let descending = false;
        let nullsFirst: boolean | undefined;
        for (const modifier of modifiers) {
          if (modifier === 'asc' || modifier === 'desc') descending = modifier === 'desc';
          else if (modifier === 'nullsfirst' || modifier === 'nullslast')
            nullsFirst = modifier === 'nullsfirst';
          else throw new AppError('PGRST100', `failed to parse order (${term})`);
        }
        result.order.push({ column: column(name), descending, nullsFirst });
      }
    } else if (key === 'limit') {
      result.limit = nonNegativeInt(key, single(key, raw));
    } else if (key === 'offset') {
      result.offset = nonNegativeInt(key, single(key, raw));
    } else if (RESERVED.has(key)) {
      continue;
    } else {
      const col = column(key);
      for (const value of Array.isArray(raw) ? raw : [raw]) {
        if (typeof value !== 'string')
          throw new AppError('PGRST100', `failed to parse filter (${key})`);
        const match = /^(eq|neq|is)\.(.*)$/s.exec(value);
        if (!match) throw new AppError('PGRST100', `failed to parse filter (${value})`);
        const op = match[1] as 'eq' | 'neq' | 'is';
        const operand = match[2] ?? '';
        if (op === 'is') {
          if (operand !== 'null')
            throw new AppError('PGRST100', `failed to parse filter (${value})`);
          result.filters.push({ column: col, op, value: null });
        } else {
          checkColumnValue(col, operand);
          result.filters.push({ column: col, op, value: operand });
        }
      }
    }
  }
  return result;
}
