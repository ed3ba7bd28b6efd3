import { ApiErrorSchema } from '@petrosage/contracts/health';
import {
  CancellationRequestSchema,
  CancellationResponseSchema,
  CreateCheckoutSessionRequestSchema,
  CreateCheckoutSessionResponseSchema,
  ProvisionalAccessResponseSchema,
  SubscriptionStatusResponseSchema,
  SyncSubscriptionErrorSchema,
  SyncSubscriptionRequestSchema,
  SyncSubscriptionResponseSchema,
  WebhookResponseSchema,
} from '@petrosage/contracts/payments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requireApiUser } from '../auth/api-auth';
import type { OpenApiRegistry } from '../../lib/openapi';
import { parseBody } from '../../lib/validate';
import type { AuthService } from '../auth/auth.service';
import type { PaymentService } from './payments.service';

export interface PaymentRoutesOptions {
  auth: AuthService;
  payments: PaymentService;
  /** `PUBLIC_URL`'s origin (see `appOrigins`). */
  publicOrigin: string | undefined;
  openapi: OpenApiRegistry;
}

/** Stripe's event bodies are small; anything larger is not from Stripe. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

function parse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  return parseBody(schema, body, 'validation_failed', 422);
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The origins this app is reached at, for checkout links and return URLs: `PUBLIC_URL`'s; on a
 * local run without it, the loopback names of the port the request came in on. Never the Host
 * header, which any client writes (an attacker's Host would make this server send a paying user
 * to the attacker's page).
 */
export function appOrigins(request: FastifyRequest, publicOrigin: string | undefined): string[] {
  if (publicOrigin !== undefined) return [publicOrigin];
  const { localAddress, localPort } = request.raw.socket;
  if (localAddress === undefined || !LOOPBACK.has(localAddress)) return [];
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${localPort}`);
}

/** Subscription, checkout, cancellation, sync and the Stripe webhook, mounted at `/api`. */
export function paymentRoutes(
  app: FastifyInstance,
  { auth, payments, publicOrigin, openapi }: PaymentRoutesOptions,
): void {
  app.get('/payments/subscription-status', async (request) =>
    payments.status(await requireApiUser(auth, request)),
  );

  app.post('/payments/grant-provisional-access', async (request) =>
    payments.grantProvisional(await requireApiUser(auth, request)),
  );

  app.post('/payments/create-checkout-session', async (request) => {
    const userId = await requireApiUser(auth, request);
    const input = parse(CreateCheckoutSessionRequestSchema, request.body);
    return payments.createCheckout(userId, input, appOrigins(request, publicOrigin));
  });

  app.post('/payments/request-cancellation', async (request) => {
    const userId = await requireApiUser(auth, request);
    const input = parse(CancellationRequestSchema, request.body ?? {});
    return payments.cancel(userId, input.reason || null);
  });

  app.post('/payments/sync-subscription', async (request) => {
    const userId = await requireApiUser(auth, request);
    const input = parse(SyncSubscriptionRequestSchema, request.body);
    return payments.sync(userId, input.email);
  });

  // Stripe signs the exact bytes it sent: this route alone keeps the body raw.
  app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, next) =>
      next(null, body),
    );
    // The limit on the route, so the 413 states it (not the server-wide one).
    scope.post('/payments/webhook', { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      return payments.handleStripeWebhook(
        raw,
        typeof signature === 'string' ? signature : undefined,
      );
    });
    done();
  });

  const error = { description: 'Error', schema: ApiErrorSchema };
  const authed = { auth: true, tag: 'payments' } as const;
  openapi.add(
    {
      ...authed,
      method: 'get',
      path: '/api/payments/subscription-status',
      summary: 'My subscription, access and today’s message count',
      responses: {
        200: { description: 'Status', schema: SubscriptionStatusResponseSchema },
        401: error,
      },
    },
    {
      ...authed,
      method: 'post',
      path: '/api/payments/grant-provisional-access',
      summary: '24 hours of Standard access, once per account',
      responses: {
        200: { description: 'Granted', schema: ProvisionalAccessResponseSchema },
        409: { description: 'Already used, or already subscribed', schema: ApiErrorSchema },
      },
    },
    {
      ...authed,
      method: 'post',
      path: '/api/payments/create-checkout-session',
      summary: 'Start a checkout for the Standard Plan (return URLs on this app’s origin)',
      body: CreateCheckoutSessionRequestSchema,
      responses: {
        200: { description: 'Checkout page', schema: CreateCheckoutSessionResponseSchema },
        409: error,
        422: error,
        502: error,
        503: error,
      },
    },
    {
      ...authed,
      method: 'post',
      path: '/api/payments/request-cancellation',
      summary: 'Cancel at the end of the paid period',
      body: CancellationRequestSchema,
      responses: {
        200: { description: 'Cancelled at period end', schema: CancellationResponseSchema },
        409: { description: 'No active subscription', schema: ApiErrorSchema },
        502: error,
      },
    },
    {
      ...authed,
      method: 'post',
      path: '/api/payments/sync-subscription',
      summary: 'Read my subscription from the payment provider again',
      body: SyncSubscriptionRequestSchema,
      responses: {
        200: { description: 'Synced', schema: SyncSubscriptionResponseSchema },
        403: error,
        502: { description: 'Stripe error', schema: SyncSubscriptionErrorSchema },
        503: { description: 'Payment system unavailable', schema: SyncSubscriptionErrorSchema },
      },
    },
    {
      method: 'post',
      path: '/api/payments/webhook',
      tag: 'payments',
      summary: 'Stripe webhook (signed with the endpoint secret)',
      responses: {
        200: { description: 'Received', schema: WebhookResponseSchema },
        400: { description: 'Bad signature', schema: ApiErrorSchema },
      },
    },
  );
}
