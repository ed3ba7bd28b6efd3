// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError, NotAuthenticatedError } from '../../../lib/api-client';
import {
  formatRewards,
  generateCodeErrorMessage,
  profileFieldForSave,
  profileLoadErrorMessage,
  profileSaveErrorMessage,
} from './profile-text';

describe('profile dialog texts', () => {
  it.each([
    [0, '$0.00'],
    [5, '$5.00'],
    [7.5, '$7.50'],
    [12.34, '$12.34'],
    [1000, '$1000.00'],
  ])('shows %s dollars of rewards as %s', (dollars, text) => {
    expect(formatRewards(dollars)).toBe(text);
  });

  it('saves trimmed text and an empty field as null', () => {
    expect(profileFieldForSave('  Pat  ')).toBe('Pat');
    expect(profileFieldForSave('   ')).toBeNull();
    expect(profileFieldForSave('')).toBeNull();
  });

  it('maps failures to the texts of docs/product.md §8', () => {
    const auth = new ApiError('Authentication required', 401, 'auth');
    const http = new ApiError('Not found', 404, 'http');
    const server = new ApiError('Internal server error', 500, 'http');
    const network = new ApiError('Unable to reach the server.', 0, 'network');
    const garbled = new ApiError('Invalid response format from server', 200, 'invalid-response');

    expect(profileLoadErrorMessage(new NotAuthenticatedError())).toBe('Authentication required');
    expect(profileLoadErrorMessage(auth)).toBe('Authentication required');
    expect(profileLoadErrorMessage(http)).toBe('Failed to fetch profile data');
    expect(profileLoadErrorMessage(server)).toBe('Failed to fetch profile data');
    expect(profileLoadErrorMessage(network)).toBe('Failed to load profile data');
    expect(profileLoadErrorMessage(garbled)).toBe('Failed to load profile data');

    expect(profileSaveErrorMessage(auth)).toBe('Authentication required');
    expect(profileSaveErrorMessage(server)).toBe('Failed to update profile');
    expect(profileSaveErrorMessage(network)).toBe('Failed to update profile');

    expect(generateCodeErrorMessage(new NotAuthenticatedError())).toBe('Authentication required');
    expect(generateCodeErrorMessage(server)).toBe('Failed to generate referral code');
    expect(generateCodeErrorMessage(network)).toBe('Failed to generate referral code');
  });
});
