// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError, decodeApiFailure, NotAuthenticatedError } from '../../../lib/api-client';
import {
  cancellationAlertText,
  cancellationFailureMessage,
  grantFailureMessage,
  isProvisionalAlreadyUsed,
  PaymentNotAuthenticatedError,
  syncDisplayMessage,
  syncFailureMessage,
  syncResultBanner,
  upgradeFailureText,
  withSession,
} from './payment-errors';

/** An error as the API client raises it for an answer with this status and body. */
const answered = (status: number, body: unknown = '') =>
  decodeApiFailure('/payments/x', status, body);
const unreachable = () =>
  new ApiError('Unable to reach the server.', 0, 'network', undefined, {
    cause: new TypeError('fetch failed'),
  });

describe('payment calls without a session', () => {
  it("fail with 'Not authenticated'", async () => {
    await expect(withSession(() => Promise.reject(new NotAuthenticatedError()))).rejects.toThrow(
      new PaymentNotAuthenticatedError(),
    );
    await expect(withSession(() => Promise.reject(new NotAuthenticatedError()))).rejects.toThrow(
      /^Not authenticated$/,
    );
    await expect(withSession(() => Promise.resolve(7))).resolves.toBe(7);
  });
});

describe('docs/product.md §8, upgrade', () => {
  it('uses the server detail, else "HTTP error! status: N"', () => {
    expect(grantFailureMessage(answered(409, { detail: 'Already used' }))).toBe('Already used');
    expect(grantFailureMessage(answered(500, ''))).toBe('HTTP error! status: 500');
    expect(grantFailureMessage(answered(502, { error: 'x' }))).toBe('HTTP error! status: 502');
    expect(grantFailureMessage(unreachable())).toBe('Unable to reach the server.');
    expect(grantFailureMessage(new PaymentNotAuthenticatedError())).toBe('Not authenticated');
  });

  it('wraps the message in the upgrade failure text', () => {
    expect(upgradeFailureText('HTTP error! status: 500')).toBe(
      'Upgrade failed: HTTP error! status: 500. Please try again or contact support if the problem persists.',
    );
    expect(upgradeFailureText('Your session has expired.')).toBe(
      'Upgrade failed: Your session has expired. Please try again or contact support if the problem persists.',
    );
  });

  it('recognises an account that used its 24 hours already', () => {
    const code = 'PROVISIONAL_ACCESS_ALREADY_USED';
    expect(isProvisionalAlreadyUsed(answered(409, { detail: 'x', error_code: code }), code)).toBe(
      true,
    );
    expect(isProvisionalAlreadyUsed(answered(409, { detail: 'x' }), code)).toBe(false);
    expect(isProvisionalAlreadyUsed(answered(500, { error_code: code }), code)).toBe(false);
  });
});

describe('docs/product.md §8, cancellation', () => {
  it.each([
    [answered(401, { detail: 'x' }), 'Authentication failed - please log out and log back in'],
    [answered(403, { detail: 'x' }), 'Authentication failed - please log out and log back in'],
    [answered(404, { detail: 'x' }), 'Cancellation service not found - please contact support'],
    [answered(500, ''), 'Server error - please try again later'],
    [answered(503, { detail: 'down' }), 'Server error - please try again later'],
    [
      answered(409, { detail: 'There is no active subscription to cancel.' }),
      'Cancellation request failed (409): There is no active subscription to cancel.',
    ],
    [answered(400, 'plain words'), 'Cancellation request failed (400): plain words'],
    [unreachable(), 'Network error - please check your connection and try again'],
    [new PaymentNotAuthenticatedError(), 'Not authenticated'],
  ])('%#: %s', (error, message) => {
    expect(cancellationFailureMessage(error)).toBe(message);
    expect(cancellationAlertText(error)).toBe(`Failed to process cancellation request: ${message}`);
  });
});

describe('docs/product.md §8, sync (payment API answers)', () => {
  it.each([
    [answered(401, { detail: 'x' }), 'Please log out and log back in to refresh your session'],
    [answered(403, { detail: 'x' }), 'Please log out and log back in to refresh your session'],
    [answered(404, { detail: 'x' }), 'User account not found - please contact support'],
    [
      answered(503, { error_code: 'PAYMENT_SYSTEM_UNAVAILABLE', message: 'x' }),
      'Payment system temporarily unavailable - please try again in a few minutes',
    ],
    [
      answered(502, { error_code: 'STRIPE_ERROR', message: 'card network' }),
      'Unable to connect to payment system - please try again later',
    ],
    [answered(500, { message: 'Database is restarting' }), 'Database is restarting'],
    [answered(422, { detail: 'email: Invalid input' }), 'email: Invalid input'],
    [answered(500, ''), 'Sync failed with status 500 - please try again or contact support'],
    [unreachable(), 'Network connection failed - please check your internet and try again'],
    [
      new ApiError('Invalid response format from server', 200, 'invalid-response'),
      'Network connection failed - please check your internet and try again',
    ],
    [new PaymentNotAuthenticatedError(), 'Not authenticated'],
  ])('%#: %s', (error, message) => {
    expect(syncFailureMessage(error)).toBe(message);
  });
});

describe('docs/product.md §8, sync (card display mapping by message)', () => {
  it.each([
    [
      'Authentication failed - please log out',
      'Authentication expired. Please log out and log back in, then try again.',
    ],
    [
      'Network error - please check your connection',
      'Network connection issue. Please check your internet and try again.',
    ],
    [
      'Server error - please try again later',
      'Server is temporarily unavailable. Please try again in a few minutes.',
    ],
    ['Not authenticated', 'Please log out and log back in, then try syncing again.'],
    [
      'Payment system temporarily unavailable - please try again in a few minutes',
      'Sync failed: Payment system temporarily unavailable - please try again in a few minutes',
    ],
    ['', 'Failed to sync subscription.'],
    [null, 'Failed to sync subscription.'],
  ])('%j → %s', (message, shown) => {
    expect(syncDisplayMessage(message)).toBe(shown);
  });
});

describe('docs/product.md §4, sync banners', () => {
  it('success: the message or the default, as success', () => {
    expect(syncResultBanner({ success: true, message: 'Synced: active.' })).toEqual({
      tone: 'success',
      text: 'Synced: active.',
    });
    expect(syncResultBanner({ success: true })).toEqual({
      tone: 'success',
      text: 'Subscription synced successfully!',
    });
  });

  it('explicitly no success: the message or the default, as info', () => {
    expect(syncResultBanner({ success: false, message: 'Up to date.' })).toEqual({
      tone: 'info',
      text: 'Up to date.',
    });
    expect(syncResultBanner({ success: false, message: '  ' })).toEqual({
      tone: 'info',
      text: 'Sync completed, but no changes were needed.',
    });
  });

  it('anything else: the generic success text', () => {
    expect(syncResultBanner({ message: 'ignored' })).toEqual({
      tone: 'success',
      text: 'Sync completed. Please check your subscription status.',
    });
  });
});
