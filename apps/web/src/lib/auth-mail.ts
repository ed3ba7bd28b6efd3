/**
 * Shared by the account features: how long the auth server asks to wait before another mail
 * (GoTrue's 429 `over_email_send_rate_limit`, "…only request this after N seconds.").
 */
export function mailWaitSeconds(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, code, message } = error as {
    status?: unknown;
    code?: unknown;
    message?: unknown;
  };
  const limited = status === 429 || code === 'over_email_send_rate_limit';
  if (!limited) return undefined;
  const seconds = /after (\d+) seconds?/i.exec(typeof message === 'string' ? message : '')?.[1];
  return seconds === undefined ? 60 : Math.max(1, Number(seconds));
}

/** The page an e-mailed link of this app leads to. */
export function appLinkTarget(path: '/reset-password' | '/confirm-email'): string {
  return `${window.location.origin}${path}`;
}
