import { z } from './zod';

/** The data API serves the rows of `user_profiles` (./profiles) as the table holds them. */
export {
  USER_PROFILE_COLUMNS,
  UserProfileRowSchema,
  type UserProfileColumn,
  type UserProfileRow,
} from './profiles';

export const PostgrestErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.nullable(z.string()),
  hint: z.nullable(z.string()),
});
