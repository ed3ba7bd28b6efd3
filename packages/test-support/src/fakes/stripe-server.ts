import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local server speaking the slice of Stripe's HTTP API that PetroSage calls, with state, so
 * that lifecycles (checkout, renewal, cancellation, deletion) can be played: form-encoded
 * requests with bracketed keys, `Authorization: Bearer sk_…`, JSON objects with `object` and ids
 * in Stripe's formats, lists as `{object:'list', data, has_more}`, errors as
 * `{error:{type,message}}`. Subscription periods live on the items, as in API versions since
 * 2025-03-31 (basil). Customer balance transactions change the customer's `balance` (a negative
 * amount is credit). A POST with an `Idempotency-Key` already seen answers the first answer
 * again, as Stripe does. Webhook payloads are signed with the SDK's own test-header helper.
 *
 * ```ts
 * const stripe = await startStripeFake({ secretKey: 'sk_test_x', webhookSecret: 'whsec_x' });
 * // STRIPE_API_BASE = stripe.url
 * const { subscription } = stripe.completeCheckout(sessionId);
 * const { payload, signature } = stripe.event('customer.subscription.updated', subscription);
 * await stripe.close();
 * ```
 */

type Params = Record<string, unknown>;
export type StripeObject = Record<string, unknown> & { id: string };

export interface RecordedRequest {
  method: string;
  path: string;
  params: Params;
  idempotencyKey: string | undefined;
}

export interface StripeFakeOptions {
  secretKey: string;
  webhookSecret: string;
  priceId?: string;
}

export interface StripeFake {
  url: string;
  requests: RecordedRequest[];
  sessions: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  customers: Map<string, StripeObject>;
  charges: Map<string, StripeObject>;
  /** Customer balance transactions, by customer id, oldest first. */
  balanceTransactions: Map<string, StripeObject[]>;
  /** A succeeded charge of the customer's subscription (its first invoice's payment). */
  charge(customerId: string, amount?: number): StripeObject;
  /** Refunds a charge in full, as the Dashboard would; answers the charge. */
  refundCharge(chargeId: string): StripeObject;
  /** A dispute opened on a charge (it names the charge only, as Stripe's does). */
  dispute(chargeId: string): StripeObject;
  /** The next `count` API calls answer this error (with `Stripe-Should-Retry: false`). */
  failNext(status: number, message: string, count?: number): void;
  /** The customer pays the checkout: a customer and an active subscription are created. */
  completeCheckout(
    sessionId: string,
    options?: { status?: string },
  ): { session: StripeObject; subscription: StripeObject; customer: StripeObject };
  /** A customer (by e-mail) with a subscription, made outside any checkout. */
  createSubscription(
    email: string,
    options?: { status?: string; metadata?: Record<string, string> },
  ): { subscription: StripeObject; customer: StripeObject };
  /** Changes a subscription as Stripe would (period, status, cancellation). */
  updateSubscription(id: string, changes: SubscriptionChanges): StripeObject;
  /** A signed event about `object`: the body to POST and its `Stripe-Signature` header. */
  event(
    type: string,
    object: StripeObject,
    options?: { id?: string },
  ): { id: string; payload: string; signature: string };
  /** An invoice of a subscription, shaped as API versions since basil shape it. */
  invoice(subscriptionId: string, status: 'paid' | 'open'): StripeObject;
  close(): Promise<void>;
}

export interface SubscriptionChanges {
  status?: string;
  cancelAtPeriodEnd?: boolean;
  currentPeriodEnd?: number;
}

const now = () => Math.floor(Date.now() / 1000);
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const MONTH_SECONDS = 30 * 24 * 3600;

/** `a[b][0][c]=1` → `{a: {b: [{c: '1'}]}}`, the way stripe-node encodes nested parameters. */
export function parseStripeForm(text: string): Params {
  const root: Params = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const nextIsIndex = /^\d+$/.test(parts[index + 1] ?? '');
      const key: string | number = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) {
        container[key] = value;
        return;
      }
      container[key] ??= nextIsIndex ? [] : {};
      node = container[key] as Record<string, unknown> | unknown[];
    });
  }
  return root;
}

function list(data: StripeObject[], url: string) {
  return { object: 'list', data, has_more: false, url };
}

export async function startStripeFake(options: StripeFakeOptions): Promise<StripeFake> {
  const priceId = options.priceId ?? 'price_standard_monthly';
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const customers = new Map<string, StripeObject>();
  const charges = new Map<string, StripeObject>();
  const balanceTransactions = new Map<string, StripeObject[]>();
  const idempotent = new Map<string, [number, unknown]>();
  const failures: { status: number; message: string }[] = [];
  const signer = new Stripe(options.secretKey);

  const item = (subscriptionId: string, end: number) => ({
    id: id('si'),
    object: 'subscription_item',
    subscription: subscriptionId,
    current_period_start: end - MONTH_SECONDS,
    current_period_end: end,
    quantity: 1,
    price: {
      id: priceId,
      object: 'price',
      currency: 'usd',
      unit_amount: 499,
      recurring: { interval: 'month', interval_count: 1 },
    },
  });

  function newCustomer(email: string): StripeObject {
    const customer: StripeObject = {
      id: id('cus'),
      object: 'customer',
      email,
      created: now(),
      balance: 0,
      currency: 'usd',
    };
    customers.set(customer.id, customer);
    return customer;
  }

  function newSubscription(
    customerId: string,
    status: string,
    metadata: Record<string, string>,
  ): StripeObject {
    const subscriptionId = id('sub');
    const subscription: StripeObject = {
      id: subscriptionId,
      object: 'subscription',
      customer: customerId,
      status,
      livemode: false,
      created: now(),
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      metadata,
      items: list([item(subscriptionId, now() + MONTH_SECONDS)], '/v1/subscription_items'),
    };
    subscriptions.set(subscriptionId, subscription);
    return subscription;
  }

  function periodEnd(subscription: StripeObject): number {
    const items = subscription.items as { data: { current_period_end: number }[] };
    return items.data[0]?.current_period_end ?? now();
  }

  function updateSubscription(subscriptionId: string, changes: SubscriptionChanges) {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    if (changes.currentPeriodEnd !== undefined) {
      subscription.items = list(
        [item(subscriptionId, changes.currentPeriodEnd)],
        '/v1/subscription_items',
      );
    }
    if (changes.cancelAtPeriodEnd !== undefined) {
      subscription.cancel_at_period_end = changes.cancelAtPeriodEnd;
      subscription.cancel_at = changes.cancelAtPeriodEnd ? periodEnd(subscription) : null;
    }
    if (changes.status !== undefined) {
      subscription.status = changes.status;
      if (changes.status === 'canceled') {
        subscription.canceled_at = now();
        subscription.ended_at = now();
      }
    }
    return subscription;
  }

  function stripeError(res: ServerResponse, status: number, type: string, message: string) {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': id('req'),
      'stripe-should-retry': 'false',
    });
    res.end(JSON.stringify({ error: { type, message } }));
  }

  function route(method: string, path: string, params: Params): [number, unknown] {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const session: StripeObject = {
        id: id('cs_test'),
        object: 'checkout.session',
        mode: params.mode,
        status: 'open',
        payment_status: 'unpaid',
        url: '',
        client_reference_id: params.client_reference_id ?? null,
        customer: params.customer ?? null,
        customer_email: params.customer_email ?? null,
        subscription: null,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        metadata: params.metadata ?? {},
        subscription_data: params.subscription_data ?? {},
        line_items: params.line_items,
        created: now(),
      };
      session.url = `https://checkout.stripe.com/c/pay/${session.id}`;
      sessions.set(session.id, session);
      return [200, session];
    }
    let match = /^\/v1\/subscriptions\/([\w]+)$/.exec(path);
    if (match?.[1]) {
      const subscription = subscriptions.get(match[1]);
      if (!subscription) return [404, { message: `No such subscription: '${match[1]}'` }];
      // Cancels at once (`stripe.subscriptions.cancel`).
      if (method === 'DELETE') {
        updateSubscription(subscription.id, { status: 'canceled' });
        if (params.cancellation_details) {
          subscription.cancellation_details = params.cancellation_details;
        }
        return [200, subscription];
      }
      if (method === 'POST') {
        if (params.cancel_at_period_end !== undefined) {
          updateSubscription(subscription.id, {
            cancelAtPeriodEnd: params.cancel_at_period_end === 'true',
          });
        }
        if (params.cancellation_details) {
          subscription.cancellation_details = params.cancellation_details;
        }
      }
      return [200, subscription];
    }
    if (method === 'GET' && path === '/v1/subscriptions') {
      const found = [...subscriptions.values()].filter(
        (s) =>
          s.customer === params.customer &&
          (params.status === 'all' || s.status === (params.status ?? 'active')),
      );
      return [200, list(found, '/v1/subscriptions')];
    }
    if (method === 'GET' && path === '/v1/customers') {
      const found = [...customers.values()].filter(
        (c) => params.email === undefined || c.email === params.email,
      );
      return [200, list(found, '/v1/customers')];
    }
    match = /^\/v1\/customers\/([\w]+)\/balance_transactions$/.exec(path);
    if (match?.[1]) {
      const customer = customers.get(match[1]);
      if (!customer) return [404, { message: `No such customer: '${match[1]}'` }];
      const transactions = balanceTransactions.get(customer.id) ?? [];
      if (method === 'GET') return [200, list(transactions, path)];
      const amount = Number(params.amount);
      if (!Number.isInteger(amount) || amount === 0 || typeof params.currency !== 'string') {
        return [400, { message: 'amount (a non-zero integer) and currency are required' }];
      }
      const balance = Number(customer.balance) + amount;
      const transaction: StripeObject = {
        id: id('cbtxn'),
        object: 'customer_balance_transaction',
        amount,
        currency: params.currency,
        customer: customer.id,
        description: params.description ?? null,
        ending_balance: balance,
        invoice: null,
        livemode: false,
        metadata: params.metadata ?? {},
        type: 'adjustment',
        created: now(),
      };
      customer.balance = balance;
      transactions.push(transaction);
      balanceTransactions.set(customer.id, transactions);
      return [200, transaction];
    }
    match = /^\/v1\/charges\/([\w]+)$/.exec(path);
    if (match?.[1] && method === 'GET') {
      const charge = charges.get(match[1]);
      return charge ? [200, charge] : [404, { message: `No such charge: '${match[1]}'` }];
    }
    match = /^\/v1\/customers\/([\w]+)$/.exec(path);
    if (match?.[1] && method === 'GET') {
      const customer = customers.get(match[1]);
      return customer ? [200, customer] : [404, { message: `No such customer: '${match[1]}'` }];
    }
    return [404, { message: `Unrecognized request URL (${method}: ${path}).` }];
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      const body = Buffer.concat(chunks).toString('utf8');
      const inQuery = req.method === 'GET' || (req.method === 'DELETE' && body === '');
      const params = parseStripeForm(inQuery ? url.search.slice(1) : body);
      const key = req.headers['idempotency-key'];
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        params,
        idempotencyKey: typeof key === 'string' ? key : undefined,
      });
      if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
        stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided');
        return;
      }
      const failure = failures.shift();
      if (failure) {
        stripeError(res, failure.status, 'api_error', failure.message);
        return;
      }
      const replayKey =
        req.method === 'POST' && typeof key === 'string' ? `${url.pathname} ${key}` : undefined;
      const replayed = replayKey === undefined ? undefined : idempotent.get(replayKey);
      const [status, result]: [number, unknown] =
        replayed ?? route(req.method ?? 'GET', url.pathname, params);
      if (replayKey && status === 200) idempotent.set(replayKey, [status, result]);
      if (status !== 200) {
        stripeError(res, status, 'invalid_request_error', (result as { message: string }).message);
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(result));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    subscriptions,
    customers,
    charges,
    balanceTransactions,
    charge(customerId, amount = 499) {
      const charge: StripeObject = {
        id: id('ch'),
        object: 'charge',
        amount,
        amount_refunded: 0,
        currency: 'usd',
        customer: customerId,
        paid: true,
        refunded: false,
        disputed: false,
        status: 'succeeded',
        livemode: false,
        created: now(),
        metadata: {},
      };
      charges.set(charge.id, charge);
      return charge;
    },
    refundCharge(chargeId) {
      const charge = charges.get(chargeId);
      if (!charge) throw new Error(`no charge ${chargeId}`);
      Object.assign(charge, { amount_refunded: charge.amount, refunded: true });
      return charge;
    },
    dispute(chargeId) {
      const charge = charges.get(chargeId);
      if (!charge) throw new Error(`no charge ${chargeId}`);
      charge.disputed = true;
      return {
        id: id('dp'),
        object: 'dispute',
        amount: charge.amount,
        charge: chargeId,
        currency: 'usd',
        reason: 'fraudulent',
        status: 'needs_response',
        livemode: false,
        created: now(),
        metadata: {},
      };
    },
    failNext(status, message, count = 1) {
      for (let index = 0; index < count; index += 1) failures.push({ status, message });
    },
    completeCheckout(sessionId, { status = 'active' } = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      const customer =
        typeof session.customer === 'string'
          ? (customers.get(session.customer) ?? newCustomer(String(session.customer_email)))
          : newCustomer(String(session.customer_email));
      const metadata =
        ((session.subscription_data as Params | undefined)?.metadata as
          Record<string, string> | undefined) ?? {};
      const subscription = newSubscription(customer.id, status, metadata);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        customer: customer.id,
        subscription: subscription.id,
      });
      return { session, subscription, customer };
    },
    createSubscription(email, { status = 'active', metadata = {} } = {}) {
      const customer = newCustomer(email);
      return { customer, subscription: newSubscription(customer.id, status, metadata) };
    },
    updateSubscription,
    event(type, object, { id: eventId = id('evt') } = {}) {
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: now(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        // A snapshot, as Stripe sends it: later changes to the object do not show.
        data: { object: structuredClone(object) },
      });
      const signature = signer.webhooks.generateTestHeaderString({
        payload,
        secret: options.webhookSecret,
      });
      return { id: eventId, payload, signature };
    },
    invoice(subscriptionId, status) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      return {
        id: id('in'),
        object: 'invoice',
        customer: subscription.customer,
        status,
        amount_due: 499,
        amount_paid: status === 'paid' ? 499 : 0,
        currency: 'usd',
        parent: {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: { subscription: subscriptionId, metadata: subscription.metadata },
        },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
