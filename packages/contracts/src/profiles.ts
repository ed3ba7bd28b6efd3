import { z } from './zod';

/**
 * The `user_profiles` table: one row per account, with what the user tells about themselves.
 * The data API (`/rest/v1/user_profiles`) serves its rows, the Profile API
 * (`/referrals/profile`) reads and changes them with the account's e-mail.
 */

/** Longest display name and company, in characters (the columns are `varchar(100)` and `(200)`). */
export const DISPLAY_NAME_MAX_LENGTH = 100;
export const COMPANY_MAX_LENGTH = 200;

/** The editable text columns and their limits. */
export const PROFILE_TEXT_LIMITS = {
  display_name: DISPLAY_NAME_MAX_LENGTH,
  company: COMPANY_MAX_LENGTH,
} as const;
export type ProfileTextColumn = keyof typeof PROFILE_TEXT_LIMITS;

/** Characters of `value` as PostgreSQL counts them for a length limit (code points). */
export function profileTextLength(value: string): number {
  return [...value].length;
}

/** A row of `user_profiles`, as the data API returns it. */
export const UserProfileRowSchema = z.object({
  id: z.uuid(),
  display_name: z.nullable(z.string().check(z.maxLength(DISPLAY_NAME_MAX_LENGTH))),
  company: z.nullable(z.string().check(z.maxLength(COMPANY_MAX_LENGTH))),
  updated_at: z.string(),
});
export type UserProfileRow = z.infer<typeof UserProfileRowSchema>;

export const USER_PROFILE_COLUMNS = ['id', 'display_name', 'company', 'updated_at'] as const;
export type UserProfileColumn = (typeof USER_PROFILE_COLUMNS)[number];

/** The columns a user may write: `id` is the account's and never changes. */
export type UserProfileUpdate = Partial<Omit<UserProfileRow, 'id'>>;
