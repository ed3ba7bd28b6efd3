import type { AppSupabaseClient } from './supabase';
import { createEmitter, type TypedEmitter } from './typed-emitter';

/**
 * The one caller of `fetch` for the product API (`{host}` = runtime `apiUrl`): base URL, bearer
 * token from the auth session, JSON in and out, cookies included, and the error decoding of
 * docs/product.md §8 ("API layer"). Responses are parsed with the contracts' zod schemas.
 */

/** The texts of docs/product.md §8 (API layer) and §5 (prompt response). */
export const API_ERROR_MESSAGES = {
  authRequired: 'Authentication required',
  validation: 'Validation error',
  subscriptionRequired:
    'Subscription required to continue chatting. Please upgrade to the Standard Plan.',
  requestFailed: 'API request failed',
  invalidResponse: 'Invalid response format from server',
  network: 'Unable to reach the server. Please check your internet connection and try again.',
  notAuthenticated: 'No user authenticated',
} as const;

export type ApiErrorKind =
  'auth' | 'validation' | 'payment' | 'http' | 'network' | 'invalid-response';

/** A failed product API call. `status` is 0 when the server could not be reached. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly kind: ApiErrorKind,
    /** The decoded error body, when there was one. */
    readonly body?: unknown,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiError';
  }
}

/** There is no auth session, so no bearer token: the call was not made (docs/product.md §6). */
export class NotAuthenticatedError extends Error {
  constructor() {
    super(API_ERROR_MESSAGES.notAuthenticated);
    this.name = 'NotAuthenticatedError';
  }
}

/** Events of the API layer that other features subscribe to. */
export type ApiEvents = {
  /** A prompt was answered 402: the paywall should open (docs/product.md §4, Paywall). */
  'payment-required': { path: string; detail: string | null };
};

/** Anything with zod's `safeParse` (the contracts' schemas), without depending on zod here. */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export type QueryValue = string | number | undefined | null;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Refuse to call without a session (default). False sends the bearer only if there is one. */
  requireSession?: boolean;
}

export interface ApiUploadOptions {
  /** Called as the body goes out: bytes sent so far and in all. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/** A response taken as it came, for diagnostics (the Backend Integration Test page). */
export interface ApiProbeResult {
  status: number;
  ok: boolean;
  /** Parsed JSON when the body was JSON, else the text ('' when empty). */
  body: unknown;
  durationMs: number;
}

export interface ApiClient {
  readonly baseUrl: string;
  readonly events: TypedEmitter<ApiEvents>;
  /** True when the auth session holds an access token. */
  hasSession(): Promise<boolean>;
  /** Absolute or root-relative URL of an API path. */
  url(path: string, query?: Record<string, QueryValue>): string;
  /** JSON call: throws ApiError on failure; the body is parsed with `schema`. */
  request<T>(path: string, schema: ResponseSchema<T>, options?: ApiRequestOptions): Promise<T>;
  /** JSON call whose body is not needed (or may be empty): throws ApiError on failure. */
  requestVoid(path: string, options?: ApiRequestOptions): Promise<void>;
  /** JSON call returning the raw decoded body: throws ApiError on failure. */
  requestUnknown(path: string, options?: ApiRequestOptions): Promise<unknown>;
  /**
   * POSTs multipart form data, reporting upload progress (fetch cannot), and parses the answer
   * with `schema`; failures decode as for `request`. Aborting rejects with an `AbortError`.
   */
  upload<T>(
    path: string,
    form: FormData,
    schema: ResponseSchema<T>,
    options?: ApiUploadOptions,
  ): Promise<T>;
  /** Opens `text/event-stream`; resolves with the OK response whose body is the stream. */
  openEventStream(path: string, options?: ApiRequestOptions): Promise<Response>;
  /** Makes the call and reports status, body and duration without judging them. */
  probe(path: string, options?: ApiRequestOptions): Promise<ApiProbeResult>;
}

export interface ApiClientOptions {
  /** Runtime config `apiUrl`, e.g. `/api` or `https://api.example.com/api`. */
  baseUrl: string;
  /** The current session's access token, or null when signed out. */
  getAccessToken: () => Promise<string | null>;
}

const PROMPT_PATH = /^\/prompt(\/|$)/;

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** The server's `detail` when it is a string. FastAPI-style lists are not shown as is. */
export function errorDetail(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('detail' in body)) return null;
  const { detail } = body;
  return typeof detail === 'string' && detail.trim() !== '' ? detail : null;
}

/**
 * docs/product.md §8, API layer: the error for a failed answer. 401/403 → the detail or 'Authentication
 * required'; 422 → the detail or 'Validation error'; 402 to a prompt → the subscription text, and
 * `payment-required` is emitted; anything else → the detail or 'API request failed'.
 */
export function decodeApiFailure(
  path: string,
  status: number,
  body: unknown,
  events?: TypedEmitter<ApiEvents>,
): ApiError {
  const detail = errorDetail(body);
  if (status === 401 || status === 403) {
    return new ApiError(detail ?? API_ERROR_MESSAGES.authRequired, status, 'auth', body);
  }
  if (status === 422) {
    return new ApiError(detail ?? API_ERROR_MESSAGES.validation, status, 'validation', body);
  }
  if (status === 402 && PROMPT_PATH.test(path)) {
    events?.emit('payment-required', { path, detail });
    return new ApiError(API_ERROR_MESSAGES.subscriptionRequired, status, 'payment', body);
  }
  return new ApiError(detail ?? API_ERROR_MESSAGES.requestFailed, status, 'http', body);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return '';
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createApiClient({ baseUrl, getAccessToken }: ApiClientOptions): ApiClient {
  const base = baseUrl.replace(/\/+$/, '');
  const events = createEmitter<ApiEvents>();

  function url(path: string, query?: Record<string, QueryValue>): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    const search = params.size > 0 ? `?${params.toString()}` : '';
    return `${base}${path.startsWith('/') ? path : `/${path}`}${search}`;
  }

  async function send(path: string, options: ApiRequestOptions, accept: string) {
    const token = await getAccessToken();
    if (token === null && options.requireSession !== false) throw new NotAuthenticatedError();
    const headers: Record<string, string> = { Accept: accept, ...options.headers };
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      return await fetch(url(path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        credentials: 'include',
        signal: options.signal,
      });
    } catch (error: unknown) {
      if (isAbortError(error) || options.signal?.aborted) throw error;
      throw new ApiError(API_ERROR_MESSAGES.network, 0, 'network', undefined, { cause: error });
    }
  }

  function decodeFailure(path: string, status: number, body: unknown): ApiError {
    return decodeApiFailure(path, status, body, events);
  }

  async function readOrNetworkError(response: Response): Promise<unknown> {
    try {
      return await readBody(response);
    } catch (error: unknown) {
      if (isAbortError(error)) throw error;
      throw new ApiError(API_ERROR_MESSAGES.network, 0, 'network', undefined, { cause: error });
    }
  }

  async function requestUnknown(path: string, options: ApiRequestOptions = {}): Promise<unknown> {
    const response = await send(path, options, 'application/json');
    const body = await readOrNetworkError(response);
    if (!response.ok) throw decodeFailure(path, response.status, body);
    return body;
  }

  return {
    baseUrl: base,
    events,
    async hasSession() {
      return (await getAccessToken()) !== null;
    },
    url,
    requestUnknown,
    async request<T>(path: string, schema: ResponseSchema<T>, options: ApiRequestOptions = {}) {
      const body = await requestUnknown(path, options);
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        throw new ApiError(API_ERROR_MESSAGES.invalidResponse, 200, 'invalid-response', body, {
          cause: parsed.error,
        });
      }
      return parsed.data;
    },
    async requestVoid(path, options = {}) {
      await requestUnknown(path, options);
    },
    async upload<T>(
      path: string,
      form: FormData,
      schema: ResponseSchema<T>,
      { onProgress, signal }: ApiUploadOptions = {},
    ) {
      const token = await getAccessToken();
      if (token === null) throw new NotAuthenticatedError();
      signal?.throwIfAborted();
      const xhr = new XMLHttpRequest();
      const done = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
        xhr.upload.addEventListener('progress', (event) => {
          if (event.lengthComputable) onProgress?.(event.loaded, event.total);
        });
        xhr.addEventListener('load', () => {
          const type = xhr.getResponseHeader('content-type') ?? '';
          let body: unknown = xhr.responseText;
          if (type.includes('json') && xhr.responseText !== '') {
            try {
              body = JSON.parse(xhr.responseText) as unknown;
            } catch {
              // Kept as text, like readBody.
            }
          }
          resolve({ status: xhr.status, body });
        });
        xhr.addEventListener('error', () =>
          reject(new ApiError(API_ERROR_MESSAGES.network, 0, 'network')),
        );
        xhr.addEventListener('abort', () =>
          reject(new DOMException('The upload was cancelled.', 'AbortError')),
        );
      });
      const abort = () => xhr.abort();
      signal?.addEventListener('abort', abort, { once: true });
      xhr.open('POST', url(path));
      xhr.withCredentials = true;
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.send(form);
      try {
        const { status, body } = await done;
        if (status < 200 || status >= 300) throw decodeFailure(path, status, body);
        const parsed = schema.safeParse(body);
        if (!parsed.success) {
          throw new ApiError(API_ERROR_MESSAGES.invalidResponse, status, 'invalid-response', body, {
            cause: parsed.error,
          });
        }
        return parsed.data;
      } finally {
        signal?.removeEventListener('abort', abort);
      }
    },
    async openEventStream(path, options = {}) {
      const response = await send(path, options, 'text/event-stream');
      if (!response.ok) {
        throw decodeFailure(path, response.status, await readOrNetworkError(response));
      }
      if (!response.body) {
        throw new ApiError(API_ERROR_MESSAGES.invalidResponse, response.status, 'invalid-response');
      }
      return response;
    },
    async probe(path, options = {}) {
      const started = performance.now();
      const response = await send(path, options, 'application/json');
      const body = await readOrNetworkError(response);
      return {
        status: response.status,
        ok: response.ok,
        body,
        durationMs: Math.round(performance.now() - started),
      };
    },
  };
}

/** The browser's client: bearer token from the supabase-js session (refreshed when due). */
export function createSupabaseApiClient(
  supabase: AppSupabaseClient | (() => Promise<AppSupabaseClient>),
  baseUrl: string,
): ApiClient {
  return createApiClient({
    baseUrl,
    getAccessToken: async () => {
      const client = typeof supabase === 'function' ? await supabase() : supabase;
      const { data } = await client.auth.getSession();
      return data.session?.access_token ?? null;
    },
  });
}
