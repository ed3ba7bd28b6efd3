/**
 * The closed set of error codes the server answers with, and their HTTP statuses. Auth codes are
 * Supabase Auth's (GoTrue), data-API codes are PostgREST's / PostgreSQL's, so the genuine
 * supabase-js client recognises them.
 */
const statusByCode = {
  // Any surface
  bad_json: 400,
  validation_failed: 400,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  request_too_large: 413,
  unsupported_media_type: 415,
  over_request_rate_limit: 429,
  unexpected_failure: 500,
  bad_gateway: 502,
  service_unavailable: 503,
  // Auth (/auth/v1)
  invalid_credentials: 400,
  email_not_confirmed: 400,
  refresh_token_not_found: 400,
  refresh_token_already_used: 400,
  no_authorization: 401,
  bad_jwt: 403,
  session_not_found: 403,
  user_not_found: 404,
  user_already_exists: 422,
  weak_password: 422,
  same_password: 422,
  signup_disabled: 422,
  over_email_send_rate_limit: 429,
  otp_expired: 403,
  otp_disabled: 422,
  email_exists: 422,
  reauthentication_needed: 400,
  reauthentication_not_valid: 422,
  flow_state_not_found: 404,
  flow_state_expired: 422,
  bad_code_verifier: 400,
  phone_provider_disabled: 400,
  anonymous_provider_disabled: 422,
  not_admin: 403,
  // Auth: second factors and the operator API
  user_banned: 400,
  insufficient_aal: 403,
  mfa_factor_not_found: 404,
  mfa_verification_failed: 422,
  mfa_challenge_expired: 422,
  mfa_ip_address_mismatch: 422,
  mfa_factor_name_conflict: 422,
  too_many_enrolled_mfa_factors: 422,
  mfa_phone_enroll_not_enabled: 422,
  mfa_webauthn_enroll_not_enabled: 422,
  // Data API (/rest/v1)
  PGRST100: 400,
  PGRST102: 400,
  PGRST204: 400,
  PGRST116: 406,
  PGRST301: 401,
  PGRST303: 401,
  '42501': 401,
  '42703': 400,
  '22001': 400,
  '22007': 400,
  '22P02': 400,
} as const;

export type ErrorCode = keyof typeof statusByCode;

export interface AppErrorOptions {
  status?: number;
  /** PostgREST `details` / `hint`. */
  details?: string;
  hint?: string;
  /** Extra top-level fields of the body, e.g. GoTrue's `weak_password: {reasons}`. */
  extra?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** The one error the server throws on purpose; the root handler renders it per API surface. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = options.status ?? statusByCode[code];
  }
}
