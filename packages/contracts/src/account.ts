import { z } from './zod';

/**
 * "Delete my account" (`POST /api/account/delete`): confirmed with the password, or without one
 * from a session that signed in (or verified its second factor) within the last 10 minutes.
 */
export const DeleteAccountRequestSchema = z.object({
  password: z.optional(z.string().check(z.maxLength(1000))),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;

export const DeleteAccountResponseSchema = z.object({
  deleted: z.literal(true),
  /** Whether a subscription was ended at its provider. */
  subscription_canceled: z.boolean(),
});
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponseSchema>;

/** The format of "Export my data" (`GET /api/account/export`), a JSON document. */
export const ACCOUNT_EXPORT_FORMAT = 'petrosage-account-export';
export const ACCOUNT_EXPORT_VERSION = 1;
