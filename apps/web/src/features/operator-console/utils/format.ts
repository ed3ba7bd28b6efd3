import { ApiError } from '../../../lib/api-client';

/** `2026-11-29 07:41 UTC`: operators in different places read one clock. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** `$4.99` for 499. */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/**
 * What a failed console call says: the product API's `detail`, the auth server's `msg`, or the
 * error's own message.
 */
export function problemText(error: unknown): string {
  if (error instanceof ApiError && typeof error.body === 'object' && error.body !== null) {
    const body = error.body as { detail?: unknown; msg?: unknown };
    if (typeof body.detail === 'string' && body.detail) return body.detail;
    if (typeof body.msg === 'string' && body.msg) return body.msg;
  }
  return error instanceof Error ? error.message : 'Something went wrong';
}

/** Whether an account is banned at `now`. */
export function isBanned(bannedUntil: string | null | undefined, now = Date.now()): boolean {
  return bannedUntil != null && Date.parse(bannedUntil) > now;
}
