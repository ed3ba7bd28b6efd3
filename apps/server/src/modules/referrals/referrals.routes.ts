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
import type { RouteKit } from '../../lib/route-kit';
import { clientOf } from '../auth/api-auth';
import type { ProfileService } from '../profiles/profiles.service';
import type { ReferralService } from './referrals.service';

export interface ReferralRoutesOptions {
  referrals: ReferralService;
  profiles: ProfileService;
}

/** The referral program and the profile, mounted at `/api` (paths `/referrals/*`). */
export function referralRoutes(
  routes: RouteKit,
  { referrals, profiles }: ReferralRoutesOptions,
): void {
  const error = { description: 'Error', schema: ApiErrorSchema };
  const referral = { tag: 'referrals' } as const;

  routes.route({
    ...referral,
    method: 'POST',
    url: '/referrals/validate-code',
    auth: 'none',
    summary: "Check a referral code (no sign-in); the referrer's e-mail comes masked",
    body: ValidateReferralCodeRequestSchema,
    responses: {
      200: { description: 'Known or unknown', schema: ValidateReferralCodeResponseSchema },
      422: { description: 'Not a referral code (format)', schema: ApiErrorSchema },
      429: error,
    },
    handler: ({ body, request }) => referrals.validateCode(body.referral_code, clientOf(request)),
  });

  routes.route({
    ...referral,
    method: 'POST',
    url: '/referrals/signup',
    auth: 'none',
    summary: 'Create an account referred by a code (rules and errors of /auth/v1/signup)',
    body: ReferralSignupRequestSchema,
    responses: {
      200: { description: 'Account created', schema: ReferralSignupResponseSchema },
      400: error,
      422: error,
      429: error,
    },
    handler: ({ body, request }) => referrals.signUp(body, clientOf(request)),
  });

  routes.route({
    ...referral,
    method: 'POST',
    url: '/referrals/generate-code',
    auth: 'user',
    summary: 'My referral code, created on the first call',
    responses: {
      200: { description: 'Code', schema: GenerateReferralCodeResponseSchema },
      401: error,
    },
    handler: async ({ userId }) => ({ referral_code: await referrals.generateCode(userId) }),
  });

  routes.route({
    ...referral,
    method: 'GET',
    url: '/referrals/info',
    auth: 'user',
    summary: 'My code, referrals, rewards (dollars) and who referred me',
    responses: { 200: { description: 'Referral info', schema: ReferralInfoSchema }, 401: error },
    handler: ({ userId }) => referrals.info(userId),
  });

  routes.route({
    ...referral,
    method: 'GET',
    url: '/referrals/profile',
    auth: 'user',
    summary: 'My e-mail, display name and company',
    responses: { 200: { description: 'Profile', schema: ProfileSchema }, 401: error },
    handler: ({ userId }) => profiles.get(userId),
  });

  routes.route({
    ...referral,
    method: 'PUT',
    url: '/referrals/profile',
    auth: 'user',
    summary: 'Change my display name and company (trimmed; empty = none)',
    body: UpdateProfileRequestSchema,
    responses: {
      200: { description: 'Profile', schema: ProfileSchema },
      401: error,
      422: error,
    },
    handler: ({ userId, body }) => profiles.update(userId, body),
  });
}
