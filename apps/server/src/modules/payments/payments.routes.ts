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
import { z } from 'zod';
import type { RouteKit } from '../../lib/route-kit';
import type { PaymentService } from './payments.service';

export interface PaymentRoutesOptions {
  payments: PaymentService;
  /** `PUBLIC_URL`'s origin (see `appOrigins`). */
  publicOrigin: string | undefined;
}

/** Stripe's event bodies are small; anything larger is not from Stripe. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

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
  kitFor: (scope: FastifyInstance) => RouteKit,
  { payments, publicOrigin }: PaymentRoutesOptions,
): void {
  const routes = kitFor(app);
  const error = { description: 'Error', schema: ApiErrorSchema };
  const payment = { auth: 'user', tag: 'payments' } as const;

  routes.route({
    ...payment,
    method: 'GET',
    url: '/payments/subscription-status',
    summary: 'My subscription, access and today’s message count',
    responses: {
      200: { description: 'Status', schema: SubscriptionStatusResponseSchema },
      401: error,
    },
    handler: ({ userId }) => payments.status(userId),
  });

  routes.route({
    ...payment,
    method: 'POST',
    url: '/payments/grant-provisional-access',
    summary: '24 hours of Standard access, once per account',
    responses: {
      200: { description: 'Granted', schema: ProvisionalAccessResponseSchema },
      409: { description: 'Already used, or already subscribed', schema: ApiErrorSchema },
    },
    handler: ({ userId }) => payments.grantProvisional(userId),
  });

  routes.route({
    ...payment,
    method: 'POST',
    url: '/payments/create-checkout-session',
    summary: 'Start a checkout for the Standard Plan (return URLs on this app’s origin)',
    body: CreateCheckoutSessionRequestSchema,
    responses: {
      200: { description: 'Checkout page', schema: CreateCheckoutSessionResponseSchema },
      409: error,
      422: error,
      502: error,
      503: error,
    },
    handler: ({ userId, body, request }) =>
      payments.createCheckout(userId, body, appOrigins(request, publicOrigin)),
  });

  routes.route({
    ...payment,
    method: 'POST',
    url: '/payments/request-cancellation',
    summary: 'Cancel at the end of the paid period',
    body: z.optional(CancellationRequestSchema),
    responses: {
      200: { description: 'Cancelled at period end', schema: CancellationResponseSchema },
      409: { description: 'No active subscription', schema: ApiErrorSchema },
      502: error,
    },
    handler: ({ userId, body }) => payments.cancel(userId, body?.reason || null),
  });

  routes.route({
    ...payment,
    method: 'POST',
    url: '/payments/sync-subscription',
    summary: 'Read my subscription from the payment provider again',
    body: SyncSubscriptionRequestSchema,
    responses: {
      200: { description: 'Synced', schema: SyncSubscriptionResponseSchema },
      403: error,
      502: { description: 'Stripe error', schema: SyncSubscriptionErrorSchema },
      503: { description: 'Payment system unavailable', schema: SyncSubscriptionErrorSchema },
    },
    handler: ({ userId, body }) => payments.sync(userId, body.email),
  });

  // Stripe signs the exact bytes it sent: this route alone keeps the body raw.
  app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, next) =>
      next(null, body),
    );
    kitFor(scope).route({
      method: 'POST',
      url: '/payments/webhook',
      // Stripe proves itself with the signature over the raw body, checked by the service.
      auth: 'none',
      tag: 'payments',
      summary: 'Stripe webhook (signed with the endpoint secret)',
      // The limit on the route, so the 413 states it (not the server-wide one).
      options: { bodyLimit: WEBHOOK_BODY_LIMIT },
      responses: {
        200: { description: 'Received', schema: WebhookResponseSchema },
        400: { description: 'Bad signature', schema: ApiErrorSchema },
      },
      handler: ({ request }) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        return payments.handleStripeWebhook(
          raw,
          typeof signature === 'string' ? signature : undefined,
        );
      },
    });
    done();
  });
}
