import { AuthErrorSchema, GenerateLinkRequestSchema } from '@petrosage/contracts/auth';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { RouteKit } from '../../lib/route-kit';
import { clientOf } from './api-auth';
import * as repo from './auth.repo';
import type { AuthCaller } from './auth.routes';
import { EMAIL_PATTERN, normaliseEmail, toAuthUser, type AuthService } from './auth.service';
import type { Database } from '../../db/database';
import type { EmailLinkService } from './email-links.service';
import { setEmailChange, emailTaken } from './email-links.repo';

/** Writes a generated link to the operator audit log: whose, which type, from where. */
export type LinkAudit = (
  user: { id: string; email: string },
  type: string,
  ip: string,
) => Promise<void>;

export interface AdminLinkRoutesOptions {
  db: Database;
  auth: AuthService;
  links: EmailLinkService;
  audit: LinkAudit;
}

const LINK_TYPES = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change_current',
  'email_change_new',
] as const;
type LinkType = (typeof LINK_TYPES)[number];

/** `POST /auth/v1/admin/generate_link`: an action link and code, not mailed, for the operator. */
export function adminLinkRoutes(
  routes: RouteKit<AuthCaller>,
  { db, auth, links, audit }: AdminLinkRoutesOptions,
): void {
  const error = { description: 'Error', schema: AuthErrorSchema };
  routes.route({
    method: 'POST',
    url: '/admin/generate_link',
    auth: 'service',
    tag: 'auth',
    summary: 'Operator: make an e-mail action link and code without sending it',
    body: GenerateLinkRequestSchema,
    // supabase-js sends `options.redirectTo` here; GoTrue reads it, and the body's when allowed.
    query: z.object({ redirect_to: z.string().optional() }),
    responses: {
      200: {
        description:
          'The user with action_link, email_otp, hashed_token, verification_type, redirect_to',
        schema: z.object({}).passthrough(),
      },
      400: error,
      401: error,
      403: error,
      404: error,
      422: error,
    },
    handler: async ({ body, query, request }) => {
      const type = body.type ?? '';
      if (!(LINK_TYPES as readonly string[]).includes(type)) {
        throw new AppError(
          'validation_failed',
          `Invalid email action link type requested: ${type}`,
        );
      }
      const email = normaliseEmail(body.email ?? '');
      if (!email || !EMAIL_PATTERN.test(email)) {
        throw new AppError('validation_failed', 'Unable to validate email address: invalid format');
      }
      let user = await repo.findUserByEmail(db, email);
      switch (type as LinkType) {
        case 'signup':
          if (user) {
            throw new AppError(
              'email_exists',
              'A user with this email address has already been registered',
            );
          }
          if (!body.password) {
            throw new AppError('validation_failed', 'Password is required for signup');
          }
          user = await auth.createUnconfirmedAccount(email, body.password, body.data ?? {});
          break;
        case 'invite':
          if (user?.email_confirmed_at) {
            throw new AppError(
              'email_exists',
              'A user with this email address has already been registered',
            );
          }
          user ??= await auth.createUnconfirmedAccount(email, undefined, body.data ?? {});
          break;
        case 'magiclink':
          user ??= await auth.createUnconfirmedAccount(email, undefined, body.data ?? {});
          break;
        case 'recovery':
          if (!user) throw new AppError('user_not_found', 'User with this email not found');
          break;
        case 'email_change_current':
        case 'email_change_new': {
          if (!user) throw new AppError('user_not_found', 'User with this email not found');
          const newEmail = normaliseEmail(body.new_email ?? '');
          if (!newEmail || !EMAIL_PATTERN.test(newEmail)) {
            throw new AppError('validation_failed', 'The new email address provided is invalid');
          }
          if (await emailTaken(db, newEmail, user.id)) {
            throw new AppError(
              'email_exists',
              'A user with this email address has already been registered',
            );
          }
          user = await setEmailChange(db, user.id, newEmail);
          break;
        }
      }
      const link = await links.generateLink(
        user,
        type as LinkType,
        links.isAllowedRedirect(body.redirect_to) ? body.redirect_to : query.redirect_to,
        clientOf(request),
      );
      const fresh = (await repo.findUserById(db, user.id)) ?? user;
      // The log names the link, never its token or code.
      await audit({ id: fresh.id, email: fresh.email }, type, request.ip);
      return { ...toAuthUser(fresh), ...link };
    },
  });
}
