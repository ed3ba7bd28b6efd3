import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_NAME_KEY,
  USER_EMAIL_KEY,
  forgetAccount,
  rememberAccountEmail,
  rememberCustomerName,
} from './account-storage';

describe('account storage', () => {
  it('stores the trimmed full name and ignores a blank one', () => {
    rememberCustomerName('  Pat Engineer ');
    expect(localStorage.getItem(CUSTOMER_NAME_KEY)).toBe('Pat Engineer');
    rememberCustomerName('   ');
    expect(localStorage.getItem(CUSTOMER_NAME_KEY)).toBe('Pat Engineer');
  });

  it('keeps the name for the same account and drops it when another account signs in', () => {
    rememberAccountEmail('pat@example.com');
    rememberCustomerName('Pat Engineer');
    rememberAccountEmail('PAT@example.com');
    expect(localStorage.getItem(CUSTOMER_NAME_KEY)).toBe('Pat Engineer');

    rememberAccountEmail('sam@example.com');
    expect(localStorage.getItem(USER_EMAIL_KEY)).toBe('sam@example.com');
    expect(localStorage.getItem(CUSTOMER_NAME_KEY)).toBeNull();
  });

  it('forgets both on sign-out', () => {
    rememberAccountEmail('pat@example.com');
    rememberCustomerName('Pat');
    forgetAccount();
    expect(localStorage.getItem(USER_EMAIL_KEY)).toBeNull();
    expect(localStorage.getItem(CUSTOMER_NAME_KEY)).toBeNull();
  });
});
