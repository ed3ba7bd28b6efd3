import { z } from 'zod';

/** A row of `user_profiles` as the PostgREST-compatible data API returns it. */
export const UserProfileRowSchema = z.object({
  id: z.uuid(),
  display_name: z.string().max(100).nullable(),
  company: z.string().max(200).nullable(),
  updated_at: z.string(),
});
export type UserProfileRow = z.infer<typeof UserProfileRowSchema>;

export const USER_PROFILE_COLUMNS = ['id', 'display_name', 'company', 'updated_at'] as const;
export type UserProfileColumn = (typeof USER_PROFILE_COLUMNS)[number];

export const PostgrestErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.string().nullable(),
  hint: z.string().nullable(),
});
