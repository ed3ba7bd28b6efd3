import type { UserProfileColumn } from '@petrosage/contracts/profiles';

/** Some columns of a `user_profiles` row, as a data-API statement selected them. */
export type ProfileRow = Partial<Record<UserProfileColumn, unknown>>;

/** What a data-API write sets; a column left out keeps its value. */
export interface ProfileRowChanges {
  display_name?: string | null;
  company?: string | null;
  /** Default: now. */
  updated_at?: string;
}

/** Which of the caller's rows a data-API statement reads or writes, and which columns it answers. */
export interface RowQuery {
  columns: UserProfileColumn[];
  filters: { column: UserProfileColumn; op: 'eq' | 'neq' | 'is'; value: string | null }[];
  order: { column: UserProfileColumn; descending: boolean; nullsFirst: boolean | undefined }[];
  limit: number | undefined;
  offset: number | undefined;
}
