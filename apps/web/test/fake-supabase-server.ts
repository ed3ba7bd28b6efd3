/// <reference types="node" />
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small local HTTP server speaking the parts of the Supabase Auth (GoTrue) and PostgREST
 * protocols the web app uses, so tests drive the genuine supabase-js client end to end.
 * Error bodies and headers follow reference/auth-and-billing.md §A3.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeAuthError {
  status: number;
  code: string;
  message: string;
}

interface Account {
  id: string;
  email: string;
  password: string;
  fullName: string | undefined;
}

export interface FakeSupabaseServer {
  url: string;
  requests: RecordedRequest[];
  /** Adds an account that can sign in. */
  addAccount: (email: string, password: string) => void;
  /** The next answer to this route is this error instead of the normal behaviour. */
  failNext: (route: 'token' | 'signup' | 'logout' | 'user_profiles', error: FakeAuthError) => void;
  /** When false, sign-up answers with a bare user and no session (e-mail confirmation on). */
  setAutoconfirm: (on: boolean) => void;
  close: () => Promise<void>;
}

function base64Url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function accessToken(account: Account, expiresAt: number): string {
  const header = base64Url({ alg: 'HS256', typ: 'JWT' });
  const payload = base64Url({
    sub: account.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: account.email,
    exp: expiresAt,
    iat: expiresAt - 3600,
    session_id: randomUUID(),
  });
  return `${header}.${payload}.fake-signature`;
}

function userJson(account: Account) {
  const now = new Date().toISOString();
  return {
    id: account.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: account.email,
    phone: '',
    email_confirmed_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: account.fullName ? { full_name: account.fullName } : {},
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

function sessionJson(account: Account) {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  return {
    access_token: accessToken(account, expiresAt),
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: expiresAt,
    refresh_token: randomUUID(),
    user: userJson(account),
  };
}

function send(res: ServerResponse, status: number, body?: unknown) {
  res.setHeader('X-Supabase-Api-Version', '2024-01-01');
  if (body === undefined) {
    res.writeHead(status).end();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

function sendError(res: ServerResponse, { status, code, message }: FakeAuthError) {
  res.setHeader('x-sb-error-code', code);
  send(res, status, { code, error_code: code, msg: message, message });
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve(text === '' ? undefined : JSON.parse(text));
      } catch (e: unknown) {
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    });
    req.on('error', reject);
  });
}

function field(body: unknown, key: string): unknown {
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[key]
    : undefined;
}

export async function startFakeSupabaseServer(): Promise<FakeSupabaseServer> {
  const accounts = new Map<string, Account>();
  const requests: RecordedRequest[] = [];
  const failures = new Map<string, FakeAuthError>();
  let autoconfirm = true;

  const takeFailure = (route: string) => {
    const failure = failures.get(route);
    failures.delete(route);
    return failure;
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const body = await readBody(req);
    const method = req.method ?? 'GET';
    requests.push({
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
    });

    if (method === 'POST' && url.pathname === '/auth/v1/token') {
      const failure = takeFailure('token');
      if (failure) return sendError(res, failure);
      const account = accounts.get(String(field(body, 'email')).toLowerCase());
      if (!account || account.password !== field(body, 'password')) {
        return sendError(res, {
          status: 400,
          code: 'invalid_credentials',
          message: 'Invalid login credentials',
        });
      }
      return send(res, 200, sessionJson(account));
    }

    if (method === 'POST' && url.pathname === '/auth/v1/signup') {
      const failure = takeFailure('signup');
      if (failure) return sendError(res, failure);
      const email = String(field(body, 'email')).toLowerCase();
      if (accounts.has(email)) {
        return sendError(res, {
          status: 422,
          code: 'user_already_exists',
          message: 'User already registered',
        });
      }
      const fullName = field(field(body, 'data'), 'full_name');
      const account: Account = {
        id: randomUUID(),
        email,
        password: String(field(body, 'password')),
        fullName: typeof fullName === 'string' ? fullName : undefined,
      };
      accounts.set(email, account);
      return send(res, 200, autoconfirm ? sessionJson(account) : userJson(account));
    }

    if (method === 'POST' && url.pathname === '/auth/v1/logout') {
      const failure = takeFailure('logout');
      if (failure) return sendError(res, failure);
      return send(res, 204);
    }

    if (method === 'PATCH' && url.pathname === '/rest/v1/user_profiles') {
      const failure = takeFailure('user_profiles');
      if (failure) {
        return send(res, failure.status, {
          code: failure.code,
          message: failure.message,
          details: null,
          hint: null,
        });
      }
      return send(res, 204);
    }

    return sendError(res, { status: 404, code: 'not_found', message: 'Not found' });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => sendError(res, { status: 500, code: 'unexpected', message: 'x' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    addAccount: (email, password) => {
      accounts.set(email.toLowerCase(), {
        id: randomUUID(),
        email: email.toLowerCase(),
        password,
        fullName: undefined,
      });
    },
    failNext: (route, error) => failures.set(route, error),
    setAutoconfirm: (on) => {
      autoconfirm = on;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
