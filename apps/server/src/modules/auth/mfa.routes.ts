import { AuthErrorSchema, SessionResponseSchema } from '@petrosage/contracts/auth';
import {
  ChallengeFactorRequestSchema,
  ChallengeFactorResponseSchema,
  EnrollFactorRequestSchema,
  EnrollFactorResponseSchema,
  FactorIdParamsSchema,
  UnenrollFactorResponseSchema,
  VerifyFactorRequestSchema,
} from '@petrosage/contracts/mfa';
import { z } from 'zod';
import type { RouteKit } from '../../lib/route-kit';
import { clientOf } from './api-auth';
import type { AuthCaller } from './auth.routes';
import type { MfaService } from './mfa.service';

/** Supabase Auth's factor endpoints (`auth.mfa` in supabase-js), mounted at `/auth/v1`. */
export function mfaRoutes(routes: RouteKit<AuthCaller>, { mfa }: { mfa: MfaService }): void {
  const error = { description: 'Error', schema: AuthErrorSchema };

  routes.route({
    method: 'POST',
    url: '/factors',
    auth: 'user',
    tag: 'auth',
    summary: 'Enrol a TOTP second factor: its secret, otpauth URI and QR code (SVG)',
    body: EnrollFactorRequestSchema,
    responses: {
      200: { description: 'The new, unverified factor', schema: EnrollFactorResponseSchema },
      400: error,
      401: error,
      403: error,
      422: error,
    },
    handler: ({ caller, body }) => mfa.enroll(caller, body),
  });

  routes.route({
    method: 'POST',
    url: '/factors/:factorId/challenge',
    auth: 'user',
    tag: 'auth',
    summary: 'Start verifying a factor: a challenge to answer with a code',
    params: FactorIdParamsSchema,
    body: z.optional(ChallengeFactorRequestSchema),
    responses: {
      200: { description: 'Challenge', schema: ChallengeFactorResponseSchema },
      401: error,
      404: error,
      429: error,
    },
    handler: ({ caller, params, request }) =>
      mfa.challenge(caller, params.factorId, clientOf(request)),
  });

  routes.route({
    method: 'POST',
    url: '/factors/:factorId/verify',
    auth: 'user',
    tag: 'auth',
    summary: 'Answer a challenge with a TOTP code: the session, now aal2',
    params: FactorIdParamsSchema,
    body: VerifyFactorRequestSchema,
    responses: {
      200: { description: 'Session at aal2', schema: SessionResponseSchema },
      400: error,
      401: error,
      404: error,
      422: error,
      429: error,
    },
    handler: ({ caller, params, body, request }) =>
      mfa.verify(caller, params.factorId, body, clientOf(request)),
  });

  routes.route({
    method: 'DELETE',
    url: '/factors/:factorId',
    auth: 'user',
    tag: 'auth',
    summary: 'Remove a factor (a verified one needs an aal2 session)',
    params: FactorIdParamsSchema,
    responses: {
      200: { description: 'The removed factor', schema: UnenrollFactorResponseSchema },
      401: error,
      404: error,
      422: error,
    },
    handler: ({ caller, params }) => mfa.unenroll(caller, params.factorId),
  });
}
