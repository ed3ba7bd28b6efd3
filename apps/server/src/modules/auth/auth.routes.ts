import {
  AuthErrorSchema,
  AuthHealthSchema,
  AuthSettingsSchema,
  AuthUserSchema,
  LogoutScopeSchema,
  PasswordGrantRequestSchema,
  PkceGrantRequestSchema,
  RefreshGrantRequestSchema,
  SessionResponseSchema,
  SignUpRequestSchema,
  UpdateUserRequestSchema,
} from '@petrosage/contracts/auth';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SUPABASE_API_VERSION } from '../../lib/error-handler';
import { AppError } from '../../lib/errors';
import type { RouteKit } from '../../lib/route-kit';
import { clientOf } from './api-auth';
import { parseBody } from '../../lib/validate';
import type { AuthService } from './auth.service';
import type { EmailLinkService } from './email-links.service';

export interface AuthRoutesOptions {
  auth: AuthService;
  version: string;
  /** E-mailed links: the PKCE code exchange of `/token`. */
  links?: EmailLinkService;
  /** Told of every password and e-mailed-link sign-in (the metrics). */
  onSignIn?: SignInListener;
}

/** A signed-in caller of the auth API: the user and their session. */
export type AuthCaller = Awaited<ReturnType<AuthService['requireUser']>>;

/** Supabase Auth (GoTrue) compatible endpoints, mounted at `/auth/v1`. */
/** A sign-in's outcome for the metrics: `success`, or the error code it was refused with. */
export type SignInListener = (method: 'password' | 'link', outcome: string) => void;

async function counted<T>(
  onSignIn: SignInListener | undefined,
  method: 'password' | 'link',
  signIn: () => Promise<T>,
): Promise<T> {
  try {
    const session = await signIn();
    onSignIn?.(method, 'success');
    return session;
  } catch (error) {
    onSignIn?.(method, error instanceof AppError ? error.code : 'unexpected_failure');
    throw error;
  }
}

export function authRoutes(
  app: FastifyInstance,
  routes: RouteKit<AuthCaller>,
  { auth, version, links, onSignIn }: AuthRoutesOptions,
): void {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('x-supabase-api-version', SUPABASE_API_VERSION);
  });
  const error = { description: 'Error', schema: AuthErrorSchema };

  routes.route({
    method: 'POST',
    url: '/signup',
    auth: 'none',
    tag: 'auth',
    summary: 'Create an account (a session when e-mail confirmation is off, else the user)',
    query: z.object({ redirect_to: z.string().optional() }),
    queryDocs: { redirect_to: { description: 'Where the confirmation link leads' } },
    body: SignUpRequestSchema,
    responses: {
      200: { description: 'Session or user', schema: SessionResponseSchema },
      400: error,
      422: error,
      429: error,
    },
    handler: async ({ body, query, request }) => {
      const result = await auth.signUp(body, clientOf(request), {
        redirectTo: query.redirect_to,
      });
      return result.kind === 'session' ? result.session : result.user;
    },
  });

  routes.route({
    method: 'POST',
    url: '/token',
    auth: 'none',
    tag: 'auth',
    summary: 'Sign in with a password, or rotate a refresh token',
    query: z.object({ grant_type: z.string().optional() }),
    queryDocs: {
      grant_type: { description: 'password | refresh_token | pkce', required: true },
    },
    // The grant type chooses the body's schema: validated below.
    bodyDocs: z.object({
      ...PasswordGrantRequestSchema.shape,
      ...RefreshGrantRequestSchema.shape,
    }),
    responses: {
      200: { description: 'Session', schema: SessionResponseSchema },
      400: error,
      429: error,
    },
    handler: ({ query, request }) => {
      switch (query.grant_type) {
        case 'password':
          return counted(onSignIn, 'password', () =>
            auth.signInWithPassword(
              parseBody(PasswordGrantRequestSchema, request.body, 'bad_json'),
              clientOf(request),
            ),
          );
        case 'refresh_token':
          return auth.refresh(
            parseBody(RefreshGrantRequestSchema, request.body, 'bad_json'),
            clientOf(request),
          );
        case 'pkce':
          if (!links) throw new AppError('invalid_credentials', 'unsupported_grant_type');
          return counted(onSignIn, 'link', () =>
            links.exchangeCode(
              parseBody(PkceGrantRequestSchema, request.body, 'bad_json'),
              clientOf(request),
            ),
          );
        default:
          throw new AppError('invalid_credentials', 'unsupported_grant_type');
      }
    },
  });

  routes.route({
    method: 'POST',
    url: '/logout',
    auth: 'user',
    tag: 'auth',
    summary: 'End sessions',
    query: z.object({ scope: z.string().optional() }),
    queryDocs: { scope: { description: 'global (default) | local | others' } },
    responses: {
      204: { description: 'Signed out' },
      401: { description: 'No token, or other sessions need aal2', schema: AuthErrorSchema },
      403: error,
    },
    handler: async ({ caller, query, reply }) => {
      const scope = LogoutScopeSchema.safeParse(query.scope ?? 'global');
      if (!scope.success) {
        throw new AppError(
          'validation_failed',
          'Unsupported logout scope; use global, local or others',
        );
      }
      await auth.logout(caller, scope.data);
      return reply.code(204).send();
    },
  });

  routes.route({
    method: 'GET',
    url: '/user',
    auth: 'user',
    tag: 'auth',
    summary: 'The signed-in user',
    responses: { 200: { description: 'User', schema: AuthUserSchema }, 401: error, 403: error },
    handler: ({ userId }) => auth.getUser(userId),
  });

  routes.route({
    method: 'PUT',
    url: '/user',
    auth: 'user',
    tag: 'auth',
    summary: 'Change the password, the e-mail address (confirmed by mail) or user metadata',
    query: z.object({ redirect_to: z.string().optional() }),
    queryDocs: { redirect_to: { description: 'Where the address-change link leads' } },
    body: UpdateUserRequestSchema,
    responses: {
      200: { description: 'User', schema: AuthUserSchema },
      400: error,
      401: { description: 'A verified second factor is required (aal2)', schema: AuthErrorSchema },
      422: error,
      429: error,
    },
    handler: ({ caller, body, query, request }) =>
      auth.updateUser(caller, body, clientOf(request), query.redirect_to),
  });

  routes.route({
    method: 'GET',
    url: '/settings',
    auth: 'none',
    tag: 'auth',
    summary: 'Public auth settings',
    responses: { 200: { description: 'Settings', schema: AuthSettingsSchema } },
    handler: () => auth.settings(),
  });

  routes.route({
    method: 'GET',
    url: '/health',
    auth: 'none',
    tag: 'auth',
    summary: 'Auth service health',
    responses: { 200: { description: 'Health', schema: AuthHealthSchema } },
    handler: () => ({
      version,
      name: 'PetroSage Auth',
      description: 'Supabase Auth compatible account and session service',
    }),
  });
}
