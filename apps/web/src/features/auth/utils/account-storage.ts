/**
 * Browser storage the rest of the app reads (docs/product.md §3): the signed-in account's e-mail and the
 * full name given at sign-up. Both describe the current account, so both go when the session
 * ends, and the name is dropped when a different account signs in on this browser.
 */

export const CUSTOMER_NAME_KEY = 'customer_name';
export const USER_EMAIL_KEY = 'userEmail';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames); the app works without it.
    return undefined;
  }
}

export function rememberAccountEmail(email: string): void {
  const store = storage();
  if (!store) return;
  const previous = store.getItem(USER_EMAIL_KEY);
  if (previous !== null && previous.toLowerCase() !== email.toLowerCase()) {
    store.removeItem(CUSTOMER_NAME_KEY);
  }
  store.setItem(USER_EMAIL_KEY, email);
}

export function rememberCustomerName(fullName: string): void {
  const trimmed = fullName.trim();
  if (trimmed === '') return;
  storage()?.setItem(CUSTOMER_NAME_KEY, trimmed);
}

export function forgetAccount(): void {
  const store = storage();
  store?.removeItem(USER_EMAIL_KEY);
  store?.removeItem(CUSTOMER_NAME_KEY);
}
