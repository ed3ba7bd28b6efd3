import { ApiError, errorDetail, NotAuthenticatedError } from '../../../lib/api-client';

/**
 * The texts of docs/product.md §8 for the payment calls: upgrade, cancellation and sync, and the card's
 * display mapping of a sync failure.
 */
export const PAYMENT_MESSAGES = {
  notAuthenticated: 'Not authenticated',
  noSyncEmail: 'No email available for subscription sync',
  syncSuccess: 'Subscription synced successfully!',
  syncNoChanges: 'Sync completed, but no changes were needed.',
  syncChecked: 'Sync completed. Please check your subscription status.',
  syncFailedDefault: 'Failed to sync subscription.',
} as const;

/** A payment call needs a session: without one it fails with 'Not authenticated' (docs/product.md §5). */
export class PaymentNotAuthenticatedError extends Error {
  constructor() {
    super(PAYMENT_MESSAGES.notAuthenticated);
    this.name = 'PaymentNotAuthenticatedError';
  }
}

/** Runs a payment call, turning the API client's "no session" into docs/product.md §5's text. */
export async function withSession<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error: unknown) {
    if (error instanceof NotAuthenticatedError) throw new PaymentNotAuthenticatedError();
    throw error;
  }
}

/** The text of an error body: its `detail`, else the body as text. */
function bodyText(body: unknown): string {
  const detail = errorDetail(body);
  if (detail !== null) return detail;
  if (typeof body === 'string') return body;
  if (body === undefined || body === null) return '';
  return JSON.stringify(body);
}

function errorCode(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('error_code' in body)) return null;
  const { error_code: code } = body;
  return typeof code === 'string' ? code : null;
}

function bodyMessage(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return errorDetail(body);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// ── Upgrade ──────────────────────────────────────────────────────────────────────────────────

/** docs/product.md §8 (Upgrade): a grant failure is the server's detail or 'HTTP error! status: N'. */
export function grantFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) {
    return errorDetail(error.body) ?? `HTTP error! status: ${error.status}`;
  }
  return messageOf(error);
}

/** docs/product.md §8 (Upgrade): the text shown in the paywall. */
export function upgradeFailureText(message: string): string {
  // The template adds its own full stop after the message.
  const reason = message.trim().replace(/\.$/, '');
  return `Upgrade failed: ${reason}. Please try again or contact support if the problem persists.`;
}

/** The grant was refused because this account already used its 24 hours (not a failure). */
export function isProvisionalAlreadyUsed(error: unknown, code: string): boolean {
  return error instanceof ApiError && error.status === 409 && errorCode(error.body) === code;
}

// ── Cancellation ─────────────────────────────────────────────────────────────────────────────

/** docs/product.md §8 (Cancellation): the reason a cancellation request failed. */
export function cancellationFailureMessage(error: unknown): string {
  if (error instanceof PaymentNotAuthenticatedError) return error.message;
  if (!(error instanceof ApiError)) return messageOf(error);
  const { status } = error;
  if (status === 0) return 'Network error - please check your connection and try again';
  if (status === 401 || status === 403) {
    return 'Authentication failed - please log out and log back in';
  }
  if (status === 404) return 'Cancellation service not found - please contact support';
  if (status >= 500) return 'Server error - please try again later';
  return `Cancellation request failed (${status}): ${bodyText(error.body)}`;
}

/** docs/product.md §8 (Cancellation): the final text of the alert. */
export function cancellationAlertText(error: unknown): string {
  return `Failed to process cancellation request: ${cancellationFailureMessage(error)}`;
}

// ── Sync ─────────────────────────────────────────────────────────────────────────────────────

/** docs/product.md §8 (Sync, payment API answers): the reason a sync call failed. */
export function syncFailureMessage(error: unknown): string {
  if (error instanceof PaymentNotAuthenticatedError) return error.message;
  if (!(error instanceof ApiError)) return messageOf(error);
  const { status, body } = error;
  if (status === 0 || error.kind === 'invalid-response') {
    return 'Network connection failed - please check your internet and try again';
  }
  if (status === 401 || status === 403) {
    return 'Please log out and log back in to refresh your session';
  }
  if (status === 404) return 'User account not found - please contact support';
  if (status === 503) {
    return 'Payment system temporarily unavailable - please try again in a few minutes';
  }
  if (errorCode(body) === 'STRIPE_ERROR') {
    return 'Unable to connect to payment system - please try again later';
  }
  return (
    bodyMessage(body) ?? `Sync failed with status ${status} - please try again or contact support`
  );
}

/** docs/product.md §8 (Sync, card display mapping by message): the error banner's text. */
export function syncDisplayMessage(message: string | null | undefined): string {
  if (!message) return PAYMENT_MESSAGES.syncFailedDefault;
  if (message.includes('Authentication failed')) {
    return 'Authentication expired. Please log out and log back in, then try again.';
  }
  if (message.includes('Network error')) {
    return 'Network connection issue. Please check your internet and try again.';
  }
  if (message.includes('Server error')) {
    return 'Server is temporarily unavailable. Please try again in a few minutes.';
  }
  if (message.includes(PAYMENT_MESSAGES.notAuthenticated)) {
    return 'Please log out and log back in, then try syncing again.';
  }
  return `Sync failed: ${message}`;
}

/** docs/product.md §4 (Sync flow): the banner after a sync answered. */
export function syncResultBanner(result: {
  success?: boolean | undefined;
  message?: string | null | undefined;
}): { tone: 'success' | 'info'; text: string } {
  const message = result.message?.trim() ? result.message : null;
  if (result.success === true)
    return { tone: 'success', text: message ?? PAYMENT_MESSAGES.syncSuccess };
  if (result.success === false)
    return { tone: 'info', text: message ?? PAYMENT_MESSAGES.syncNoChanges };
  return { tone: 'success', text: PAYMENT_MESSAGES.syncChecked };
}
