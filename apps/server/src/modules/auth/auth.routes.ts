import {
  AuthErrorSchema,
  AuthHealthSchema,
  AuthSettingsSchema,
  AuthUserSchema,
  LogoutScopeSchema,
  PasswordGrantRequestSchema,
  RefreshGrantRequestSchema,
  SessionResponseSchema,
  SignUpRequestSchema,
  UpdateUserRequestSchema,
} from '@petrosage/contracts/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SUPABASE_API_VERSION } from '../../lib/error-handler';
import { AppError } from '../../lib/errors';
import type { OpenApiRegistry } from '../../lib/openapi';
import { parseBody } from '../../lib/validate';
import type { AuthService, ClientContext } from './auth.service';

export interface AuthRoutesOptions {
  auth: AuthService;
  openapi: OpenApiRegistry;
  version: string;
}

function clientOf(request: FastifyRequest): ClientContext {
  return { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 512) ?? null };
}

function queryParam(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** Supabase Auth (GoTrue) compatible endpoints, mounted at `/auth/v1`. */
export function authRoutes(
  app: FastifyInstance,
  { auth, openapi, version }: AuthRoutesOptions,
): void {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('x-supabase-api-version', SUPABASE_API_VERSION);
  });

  app.post('/signup', async (request) => {
    const input = parseBody(SignUpRequestSchema, request.body, 'bad_json');
    const result = await auth.signUp(input, clientOf(request));
    return result.kind === 'session' ? result.session : result.user;
  });

  app.post('/token', async (request) => {
    const grantType = queryParam(request, 'grant_type');
    switch (grantType) {
      case 'password':
        return auth.signInWithPassword(
          parseBody(PasswordGrantRequestSchema, request.body, 'bad_json'),
          clientOf(request),
        );
      case 'refresh_token':
        return auth.refresh(
          parseBody(RefreshGrantRequestSchema, request.body, 'bad_json'),
          clientOf(request),
        );
      default:
        throw new AppError('invalid_credentials', 'unsupported_grant_type');
    }
  });

  app.post('/logout', async (request, reply) => {
    const scope = LogoutScopeSchema.safeParse(queryParam(request, 'scope') ?? 'global');
    if (!scope.success) {
      throw new AppError(
        'validation_failed',
        'Unsupported logout scope; use global, local or others',
      );
    }
    const caller = await auth.requireUser(request.headers.authorization);
    await auth.logout(caller, scope.data);
    return reply.code(204).send();
  });

  app.get('/user', async (request) => {
    const caller = await auth.requireUser(request.headers.authorization);
    return auth.getUser(caller.userId);
  });

  app.put('/user', async (request) => {
    const caller = await auth.requireUser(request.headers.authorization);
    const input = parseBody(UpdateUserRequestSchema, request.body, 'bad_json');
    return auth.updateUser(caller, input, clientOf(request));
  });

  app.get('/settings', () => auth.settings());

  app.get('/health', () => ({
    version,
    name: 'PetroSage Auth',
    description: 'Supabase Auth compatible account and session service',
  }));

  const error = { description: 'Error', schema: AuthErrorSchema };
  openapi.add(
    {
      method: 'post',
      path: '/auth/v1/signup',
      tag: 'auth',
      summary: 'Create an account (a session when e-mail confirmation is off, else the user)',
      body: SignUpRequestSchema,
      responses: {
        200: { description: 'Session or user', schema: SessionResponseSchema },
        400: error,
        422: error,
        429: error,
      },
    },
    {
      method: 'post',
      path: '/auth/v1/token',
      tag: 'auth',
      summary: 'Sign in with a password, or rotate a refresh token',
      query: { grant_type: { description: 'password | refresh_token', required: true } },
      body: PasswordGrantRequestSchema.extend(RefreshGrantRequestSchema.shape),
      responses: {
        200: { description: 'Session', schema: SessionResponseSchema },
        400: error,
        429: error,
      },
    },
    {
      method: 'post',
      path: '/auth/v1/logout',
      tag: 'auth',
      summary: 'End sessions',
      query: { scope: { description: 'global (default) | local | others' } },
      auth: true,
      responses: { 204: { description: 'Signed out' }, 401: error, 403: error },
    },
    {
      method: 'get',
      path: '/auth/v1/user',
      tag: 'auth',
      summary: 'The signed-in user',
      auth: true,
      responses: { 200: { description: 'User', schema: AuthUserSchema }, 401: error, 403: error },
    },
    {
      method: 'put',
      path: '/auth/v1/user',
      tag: 'auth',
      summary: 'Change the password or user metadata',
      auth: true,
      body: UpdateUserRequestSchema,
      responses: { 200: { description: 'User', schema: AuthUserSchema }, 400: error, 422: error },
    },
    {
      method: 'get',
      path: '/auth/v1/settings',
      tag: 'auth',
      summary: 'Public auth settings',
      responses: { 200: { description: 'Settings', schema: AuthSettingsSchema } },
    },
    {
      method: 'get',
      path: '/auth/v1/health',
      tag: 'auth',
      summary: 'Auth service health',
      responses: { 200: { description: 'Health', schema: AuthHealthSchema } },
    },
  );
}
