import { ChatListResponseSchema } from '@petrosage/contracts/chat';
import { HealthResponseSchema } from '@petrosage/contracts/health';
import { describe, expect, inject, it } from 'vitest';
import { signedInSession, signedOutServices } from '../../test/services';
import {
  API_ERROR_MESSAGES,
  ApiError,
  NotAuthenticatedError,
  createApiClient,
  decodeApiFailure,
  type ApiEvents,
} from './api-client';
import { createEmitter } from './typed-emitter';

/*
 * The client against the real server (test/global-setup.ts); the status → message rules that the
 * server cannot be made to answer yet (402) are checked on the decoder directly.
 */

const standardApi = () => `${inject('authServers').standard.url}/api`;

describe('apiClient against the real server', () => {
  it('sends the bearer token and parses the answer with the contract schema', async () => {
    const { api } = await signedInSession();
    await expect(api.request('/history/chats', ChatListResponseSchema)).resolves.toEqual({
      chats: [],
    });
  });

  it('does not call the server without a session', async () => {
    const { api } = signedOutServices();
    await expect(api.hasSession()).resolves.toBe(false);
    await expect(api.request('/history/chats', ChatListResponseSchema)).rejects.toBeInstanceOf(
      NotAuthenticatedError,
    );
    await expect(api.requestVoid('/history/chats')).rejects.toThrow('No user authenticated');
  });

  it('may call a public path without a session', async () => {
    const { api } = signedOutServices();
    const health = await api.request('/', HealthResponseSchema, { requireSession: false });
    expect(health.status).toBe('ok');
  });

  it('turns 401 into an auth error carrying the server detail', async () => {
    const api = createApiClient({
      baseUrl: standardApi(),
      getAccessToken: () => Promise.resolve('not-a-real-token'),
    });
    const error: unknown = await api.requestVoid('/history/chats').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      kind: 'auth',
      message: 'Your session has expired or ended. Please sign in again.',
    });
  });

  it('turns 422 into a validation error with the detail, and 404 into its detail', async () => {
    const { api } = await signedInSession();
    const invalid: unknown = await api
      .requestVoid('/history', { method: 'POST', body: { title: 42 } })
      .catch((e: unknown) => e);
    expect(invalid).toMatchObject({ status: 422, kind: 'validation' });
    expect((invalid as ApiError).message).toContain('title');
    await expect(api.requestVoid('/history/chat_doesnotexist0')).rejects.toMatchObject({
      status: 404,
      kind: 'http',
      message: 'Chat not found',
    });
  });

  it('reports an answer that breaks the contract as an invalid format', async () => {
    const { api } = await signedInSession();
    await expect(api.request('/', ChatListResponseSchema)).rejects.toMatchObject({
      kind: 'invalid-response',
      message: API_ERROR_MESSAGES.invalidResponse,
    });
  });

  it('gives a status-0 error when the server cannot be reached', async () => {
    const api = createApiClient({
      // Port 9 (discard) is closed on test machines: the connection is refused.
      baseUrl: 'http://127.0.0.1:9/api',
      getAccessToken: () => Promise.resolve('token'),
    });
    await expect(api.requestVoid('/history/chats')).rejects.toMatchObject({
      status: 0,
      kind: 'network',
      message: API_ERROR_MESSAGES.network,
    });
  });

  it('probes a path and reports status, body and duration without throwing', async () => {
    const { api } = await signedInSession();
    const probe = await api.probe('/history/chat_doesnotexist0');
    expect(probe).toMatchObject({ status: 404, ok: false, body: { detail: 'Chat not found' } });
    expect(probe.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('builds URLs from the base, skipping empty query values', () => {
    const api = createApiClient({ baseUrl: '/api/', getAccessToken: () => Promise.resolve(null) });
    expect(api.url('/')).toBe('/api/');
    expect(api.url('/history/x/messages', { limit: 50, before: undefined })).toBe(
      '/api/history/x/messages?limit=50',
    );
  });
});

describe('decodeApiFailure (docs/product.md §8, API layer)', () => {
  it.each([
    [401, { detail: 'Token expired' }, 'auth', 'Token expired'],
    [403, {}, 'auth', 'Authentication required'],
    [422, { detail: 'title is invalid' }, 'validation', 'title is invalid'],
    [422, { detail: [{ loc: ['body'], msg: 'field required' }] }, 'validation', 'Validation error'],
    [500, { detail: 'Database down' }, 'http', 'Database down'],
    [503, 'Service Unavailable', 'http', 'API request failed'],
    [402, { detail: 'Payment required' }, 'http', 'Payment required'],
  ])('%i %j → %s "%s"', (status, body, kind, message) => {
    expect(decodeApiFailure('/history/chats', status, body)).toMatchObject({
      status,
      kind,
      message,
    });
  });

  it('402 on a prompt says a subscription is needed and emits payment-required', () => {
    const events = createEmitter<ApiEvents>();
    const seen: ApiEvents['payment-required'][] = [];
    events.on('payment-required', (event) => seen.push(event));

    const error = decodeApiFailure('/prompt', 402, { detail: 'No active subscription' }, events);

    expect(error).toMatchObject({
      status: 402,
      kind: 'payment',
      message: 'Subscription required to continue chatting. Please upgrade to the Standard Plan.',
    });
    expect(seen).toEqual([{ path: '/prompt', detail: 'No active subscription' }]);
    decodeApiFailure('/prompt/msg_abcdefghijklm/stream', 402, {}, events);
    expect(seen).toHaveLength(2);
  });
});
