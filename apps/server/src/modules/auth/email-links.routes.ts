import {
  AuthErrorSchema,
  EmptyResponseSchema,
  OtpRequestSchema,
  RecoverRequestSchema,
  ResendRequestSchema,
  SessionResponseSchema,
  VerifyRequestSchema,
} from '@petrosage/contracts/auth';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { RouteKit } from '../../lib/route-kit';
import { clientOf } from './api-auth';
import type { AuthCaller } from './auth.routes';
import type { AuthService } from './auth.service';
import { SINGLE_CONFIRMATION_ACCEPTED, type EmailLinkService } from './email-links.service';

export interface EmailLinkRoutesOptions {
  links: EmailLinkService;
  auth: AuthService;
}

const RedirectQuery = z.object({ redirect_to: z.string().optional() });
const redirectDocs = {
  redirect_to: { description: 'Where the e-mailed link leads (the site URL unless allowed)' },
};

/** Supabase Auth's e-mailed flows, mounted at `/auth/v1` (docs/decisions/033-mail-and-email-links.md). */
export function emailLinkRoutes(
  routes: RouteKit<AuthCaller>,
  { links, auth }: EmailLinkRoutesOptions,
): void {
  const error = { description: 'Error', schema: AuthErrorSchema };
  const sent = {
    description: 'Answered alike for every address; mailed when the address is registered',
    schema: EmptyResponseSchema,
  };

  routes.route({
    method: 'POST',
    url: '/recover',
    auth: 'none',
    tag: 'auth',
    summary: 'Mail a password-recovery link and code',
    query: RedirectQuery,
    queryDocs: redirectDocs,
    body: RecoverRequestSchema,
    responses: { 200: sent, 400: error, 429: error },
    handler: ({ body, query, request }) =>
      links.recover(body, query.redirect_to, clientOf(request)),
  });

  routes.route({
    method: 'POST',
    url: '/otp',
    auth: 'none',
    tag: 'auth',
    summary:
      'Mail a sign-in link and 6-digit code (an account is made unless create_user is false)',
    query: RedirectQuery,
    queryDocs: redirectDocs,
    body: OtpRequestSchema,
    responses: { 200: sent, 400: error, 429: error },
    handler: ({ body, query, request }) =>
      links.otp(
        { ...body, data: body.data ?? undefined },
        query.redirect_to,
        clientOf(request),
        (email, data) => auth.createUnconfirmedAccount(email, undefined, data),
      ),
  });

  routes.route({
    method: 'POST',
    url: '/resend',
    auth: 'none',
    tag: 'auth',
    summary: 'Mail the sign-up confirmation or the address-change confirmation again',
    query: RedirectQuery,
    queryDocs: redirectDocs,
    body: ResendRequestSchema,
    responses: { 200: sent, 400: error, 429: error },
    handler: ({ body, query, request }) => links.resend(body, query.redirect_to, clientOf(request)),
  });

  routes.route({
    method: 'POST',
    url: '/verify',
    auth: 'none',
    tag: 'auth',
    summary: 'Verify an e-mailed code (with the address) or link hash; a session',
    query: RedirectQuery,
    body: VerifyRequestSchema,
    responses: {
      200: {
        description: 'Session (or the first of two address-change confirmations)',
        schema: SessionResponseSchema,
      },
      400: error,
      403: error,
      422: error,
      429: error,
    },
    handler: async ({ body, request }) => {
      const outcome = await links.verify(body, 'POST', clientOf(request));
      switch (outcome.kind) {
        case 'session':
          return outcome.session;
        case 'partial':
          return { msg: SINGLE_CONFIRMATION_ACCEPTED, code: '200' };
        case 'code':
          throw new AppError('validation_failed', 'Unsupported verification flow');
      }
    },
  });

  routes.route({
    method: 'GET',
    url: '/verify',
    auth: 'none',
    tag: 'auth',
    summary:
      'Follow an e-mailed link: redirects to redirect_to with the session, a PKCE code or the error',
    query: z.object({
      token: z.string().optional(),
      type: z.string().optional(),
      redirect_to: z.string().optional(),
    }),
    queryDocs: {
      token: { description: 'The link hash', required: true },
      type: {
        description: 'signup | recovery | magiclink | email_change | invite',
        required: true,
      },
      ...redirectDocs,
    },
    responses: { 303: { description: 'Redirect' }, 400: error, 429: error },
    handler: async ({ query, request, reply }) => {
      const target = links.redirectTarget(query.redirect_to);
      let location: string;
      try {
        const outcome = await links.verify(query, 'GET', clientOf(request));
        location = links.redirectUrl(target, outcome);
      } catch (failure) {
        // A link that cannot be verified still lands on the site, which shows the error.
        if (!(failure instanceof AppError) || failure.code === 'validation_failed') throw failure;
        if (failure.code === 'over_request_rate_limit') throw failure;
        location = links.redirectUrl(target, failure);
      }
      return reply
        .code(303)
        .header('location', location)
        .header('cache-control', 'no-store')
        .send();
    },
  });

  routes.route({
    method: 'GET',
    url: '/reauthenticate',
    auth: 'user',
    tag: 'auth',
    summary: 'Mail a nonce that a password change then presents',
    responses: { 200: sent, 401: error, 403: error, 422: error, 429: error },
    handler: ({ userId, request }) => links.reauthenticate(userId, clientOf(request)),
  });
}
