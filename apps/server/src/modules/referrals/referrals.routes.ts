import { ApiErrorSchema } from '@petrosage/contracts/health';
import {
  GenerateReferralCodeResponseSchema,
  ProfileSchema,
  ReferralInfoSchema,
  ReferralSignupRequestSchema,
  ReferralSignupResponseSchema,
  UpdateProfileRequestSchema,
  ValidateReferralCodeRequestSchema,
  ValidateReferralCodeResponseSchema,
} from '@petrosage/contracts/referrals';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requireApiUser } from '../auth/api-auth';
import type { OpenApiRegistry } from '../../lib/openapi';
import { parseBody } from '../../lib/validate';
import type { AuthService, ClientContext } from '../auth/auth.service';
import type { ReferralService } from './referrals.service';

export interface ReferralRoutesOptions {
  auth: AuthService;
  referrals: ReferralService;
  openapi: OpenApiRegistry;
}

/** Product-API validation: 422 with a readable `detail`. */
function parse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  return parseBody(schema, body, 'validation_failed', 422);
}

function clientOf(request: FastifyRequest): ClientContext {
  return { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 512) ?? null };
}

/** The referral program and the profile, mounted at `/api` (paths `/referrals/*`). */
export function referralRoutes(
  app: FastifyInstance,
  { auth, referrals, openapi }: ReferralRoutesOptions,
): void {
  app.post('/referrals/validate-code', async (request) => {
    const { referral_code } = parse(ValidateReferralCodeRequestSchema, request.body);
    return referrals.validateCode(referral_code, clientOf(request));
  });

  app.post('/referrals/signup', async (request) =>
    referrals.signUp(parse(ReferralSignupRequestSchema, request.body), clientOf(request)),
  );

  app.post('/referrals/generate-code', async (request) => ({
    referral_code: await referrals.generateCode(await requireApiUser(auth, request)),
  }));

  app.get('/referrals/info', async (request) =>
    referrals.info(await requireApiUser(auth, request)),
  );

  app.get('/referrals/profile', async (request) =>
    referrals.profile(await requireApiUser(auth, request)),
  );

  app.put('/referrals/profile', async (request) => {
    const userId = await requireApiUser(auth, request);
    return referrals.updateProfile(userId, parse(UpdateProfileRequestSchema, request.body));
  });

  const error = { description: 'Error', schema: ApiErrorSchema };
  openapi.add(
    {
      method: 'post',
      path: '/api/referrals/validate-code',
      tag: 'referrals',
      summary: "Check a referral code (no sign-in); the referrer's e-mail comes masked",
      body: ValidateReferralCodeRequestSchema,
      responses: {
        200: { description: 'Known or unknown', schema: ValidateReferralCodeResponseSchema },
        422: { description: 'Not a referral code (format)', schema: ApiErrorSchema },
        429: error,
      },
    },
    {
      method: 'post',
      path: '/api/referrals/signup',
      tag: 'referrals',
      summary: 'Create an account referred by a code (rules and errors of /auth/v1/signup)',
      body: ReferralSignupRequestSchema,
      responses: {
        200: { description: 'Account created', schema: ReferralSignupResponseSchema },
        400: error,
        422: error,
        429: error,
      },
    },
    {
      method: 'post',
      path: '/api/referrals/generate-code',
      tag: 'referrals',
      summary: 'My referral code, created on the first call',
      auth: true,
      responses: {
        200: { description: 'Code', schema: GenerateReferralCodeResponseSchema },
        401: error,
      },
    },
    {
      method: 'get',
      path: '/api/referrals/info',
      tag: 'referrals',
      summary: 'My code, referrals, rewards (dollars) and who referred me',
      auth: true,
      responses: { 200: { description: 'Referral info', schema: ReferralInfoSchema }, 401: error },
    },
    {
      method: 'get',
      path: '/api/referrals/profile',
      tag: 'referrals',
      summary: 'My e-mail, display name and company',
      auth: true,
      responses: { 200: { description: 'Profile', schema: ProfileSchema }, 401: error },
    },
    {
      method: 'put',
      path: '/api/referrals/profile',
      tag: 'referrals',
      summary: 'Change my display name and company (trimmed; empty = none)',
      auth: true,
      body: UpdateProfileRequestSchema,
      responses: {
        200: { description: 'Profile', schema: ProfileSchema },
        401: error,
        422: error,
      },
    },
  );
}
