import type { FastifyInstance, FastifyReply } from 'fastify';
import { checkoutClosedPage, checkoutFormPage } from './checkout-page';
import type { PaymentService } from './payments.service';
import type { CheckoutSessionRow } from './payments.repo';

export interface CheckoutRoutesOptions {
  payments: PaymentService;
  appName: string;
}

const FORM_BODY_LIMIT = 8 * 1024;

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The page has no script; its form may post here and be redirected back to the app's return
 * URLs (browsers apply `form-action` to that redirect too).
 */
function sendHtml(
  reply: FastifyReply,
  status: number,
  html: string,
  session?: CheckoutSessionRow,
): FastifyReply {
  const returnOrigins = session
    ? [originOf(session.success_url), originOf(session.cancel_url)].filter(
        (origin): origin is string => origin !== undefined,
      )
    : [];
  const formAction = ["'self'", ...new Set(returnOrigins)].join(' ');
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'self'; script-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; ` +
        `form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'; object-src 'none'`,
    )
    .send(html);
}

function field(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/** The local provider's test-mode checkout page, `/checkout/<id>` (docs/product.md §13). */
export function checkoutRoutes(
  app: FastifyInstance,
  { payments, appName }: CheckoutRoutesOptions,
): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );

  const closed = (reply: FastifyReply, session: CheckoutSessionRow | undefined): FastifyReply => {
    if (!session) {
      return sendHtml(
        reply,
        404,
        checkoutClosedPage(appName, 'Checkout not found', 'This checkout link is not valid.', {
          href: '/',
          label: `Go to ${appName}`,
        }),
      );
    }
    if (session.status === 'complete') {
      return sendHtml(
        reply,
        410,
        checkoutClosedPage(
          appName,
          'Checkout already completed',
          'This checkout has been paid; your Standard Plan is active.',
          { href: session.success_url, label: `Continue to ${appName}` },
        ),
        session,
      );
    }
    return sendHtml(
      reply,
      410,
      checkoutClosedPage(
        appName,
        'Checkout expired',
        'This checkout link has expired. Start the upgrade again from the app.',
        { href: session.cancel_url, label: `Return to ${appName}` },
      ),
      session,
    );
  };

  app.get('/checkout/:sessionId', async (request, reply) => {
    const { sessionId } = request.params as { sessionId: string };
    const session = await payments.checkoutSession(sessionId);
    if (!session || session.status !== 'open' || session.expired) return closed(reply, session);
    return sendHtml(
      reply,
      200,
      checkoutFormPage({ appName, sessionId, cancelUrl: session.cancel_url }),
      session,
    );
  });

  app.post('/checkout/:sessionId', async (request, reply) => {
    const { sessionId } = request.params as { sessionId: string };
    const card = {
      number: field(request.body, 'number'),
      expiry: field(request.body, 'expiry'),
      cvc: field(request.body, 'cvc'),
      name: field(request.body, 'name'),
    };
    const result = await payments.payLocalCheckout(sessionId, card);
    if (result.kind === 'paid') return reply.redirect(result.successUrl, 303);
    const session = await payments.checkoutSession(sessionId);
    if (result.kind === 'gone' || !session) return closed(reply, session);
    return sendHtml(
      reply,
      result.status,
      checkoutFormPage({
        appName,
        sessionId,
        cancelUrl: session.cancel_url,
        error: result.message,
        // The refused attempt's other fields stay filled in; the number is typed again.
        typed: { name: card.name, expiry: card.expiry, cvc: card.cvc },
      }),
      session,
    );
  });
}
