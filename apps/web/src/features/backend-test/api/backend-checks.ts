import { ChatListResponseSchema } from '@petrosage/contracts/chat';
import { HealthResponseSchema } from '@petrosage/contracts/health';
import { ApiError, errorDetail, type ApiClient } from '../../../lib/api-client';
import type { AppSupabaseClient } from '../../../lib/supabase';
import { readPromptReply } from '../utils/prompt-response';

/** docs/product.md §8: what a failed authentication test says. */
export const AUTH_FAILED_TEXT = 'Authentication failed. Please log in again.';

export type BackendCheckId = 'health' | 'auth' | 'chats' | 'prompt';

export interface CheckOutcome {
  passed: boolean;
  /** One line for the user: what worked, or what went wrong. */
  result: string;
  /** HTTP status; 0 when the server could not be reached; null when no request was made. */
  status: number | null;
  durationMs: number;
  /** The response body (or error) as received, for the details. */
  body: unknown;
}

export interface BackendCheckServices {
  api: ApiClient;
  supabase: AppSupabaseClient;
}

export interface BackendCheck {
  id: BackendCheckId;
  name: string;
  description: string;
  run: (services: BackendCheckServices) => Promise<CheckOutcome>;
}

function failure(error: unknown, durationMs: number): CheckOutcome {
  const status = error instanceof ApiError ? error.status : null;
  return {
    passed: false,
    result: error instanceof Error ? error.message : 'The check failed.',
    status,
    durationMs,
    body: error instanceof ApiError ? (error.body ?? null) : null,
  };
}

/** The start of a reply, on one line. */
function excerpt(text: string, limit = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > limit ? `${line.slice(0, limit)}…` : line;
}

function httpProblem(status: number, body: unknown): string {
  return errorDetail(body) ?? `HTTP ${status}`;
}

/** docs/product.md §2 Backend Integration Test page: the four checks, in the order "Run All Tests" runs them. */
export const BACKEND_CHECKS: readonly BackendCheck[] = [
  {
    id: 'health',
    name: 'Health check',
    description: 'GET / of the product API — the server and its database answer.',
    async run({ api }) {
      const started = performance.now();
      try {
        const response = await api.probe('/', { requireSession: false });
        const health = HealthResponseSchema.safeParse(response.body);
        const passed = response.ok && health.success && health.data.status === 'ok';
        return {
          passed,
          result: health.success
            ? `Server ${health.data.version}: ${health.data.status}, database ${health.data.database}`
            : httpProblem(response.status, response.body),
          status: response.status,
          durationMs: response.durationMs,
          body: response.body,
        };
      } catch (error: unknown) {
        return failure(error, Math.round(performance.now() - started));
      }
    },
  },
  {
    id: 'auth',
    name: 'Authentication test',
    description: 'GET /auth/v1/user — the session is valid on the server.',
    async run({ supabase }) {
      const started = performance.now();
      try {
        const { data, error } = await supabase.auth.getUser();
        const durationMs = Math.round(performance.now() - started);
        if (error || !data.user) {
          return {
            passed: false,
            result: AUTH_FAILED_TEXT,
            status: error?.status ?? null,
            durationMs,
            body: { error: error?.message ?? 'No user in the session' },
          };
        }
        const { id, email, role, aud } = data.user;
        return {
          passed: true,
          result: `Signed in as ${email ?? id}`,
          status: 200,
          durationMs,
          body: { id, email, role, aud },
        };
      } catch (error: unknown) {
        return {
          ...failure(error, Math.round(performance.now() - started)),
          result: AUTH_FAILED_TEXT,
        };
      }
    },
  },
  {
    id: 'chats',
    name: 'Load chat sessions',
    description: 'GET /history/chats — your chats can be listed.',
    async run({ api }) {
      const started = performance.now();
      try {
        const response = await api.probe('/history/chats');
        const list = ChatListResponseSchema.safeParse(response.body);
        const count = list.success ? list.data.chats.length : 0;
        return {
          passed: response.ok && list.success,
          result:
            response.ok && list.success
              ? `${count} chat${count === 1 ? '' : 's'} loaded`
              : response.ok
                ? 'Invalid response format from server'
                : httpProblem(response.status, response.body),
          status: response.status,
          durationMs: response.durationMs,
          body: response.body,
        };
      } catch (error: unknown) {
        return failure(error, Math.round(performance.now() - started));
      }
    },
  },
  {
    id: 'prompt',
    name: 'Send a prompt',
    description:
      'POST /prompt/check — the assistant answers a short test message. Nothing is stored in your chats and it does not count toward your daily messages.',
    async run({ api }) {
      const started = performance.now();
      try {
        const response = await api.probe('/prompt/check', { method: 'POST' });
        const reply = readPromptReply(response.body);
        return {
          passed: response.ok && reply.ok,
          result: !response.ok
            ? httpProblem(response.status, response.body)
            : reply.ok
              ? excerpt(reply.reply)
              : reply.problem,
          status: response.status,
          durationMs: response.durationMs,
          body: response.body,
        };
      } catch (error: unknown) {
        return failure(error, Math.round(performance.now() - started));
      }
    },
  },
];
