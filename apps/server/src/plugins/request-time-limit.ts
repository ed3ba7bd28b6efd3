import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A request must arrive whole within `timeoutMs`: headers (Node's `headersTimeout`) and body (a
 * timer from the first byte until the body is read). A client that trickles a body — a few
 * hundred of them hold sockets and memory — gets 408 and the connection is closed. Streaming
 * answers are not bounded: the timer stops once the request has arrived.
 */
export const requestTimeLimit = fp<{ timeoutMs: number }>(
  (app, { timeoutMs }, done) => {
    app.server.headersTimeout = timeoutMs;
    const timers = new WeakMap<object, NodeJS.Timeout>();
    app.addHook('onRequest', async (request, reply) => {
      const timer = setTimeout(() => {
        if (reply.sent) return;
        request.log.warn({ timeoutMs }, 'the request did not arrive in time');
        void reply
          .code(408)
          .header('connection', 'close')
          .send({
            detail: `The request did not arrive within ${timeoutMs / 1000} s`,
            request_id: request.id,
          });
        reply.raw.once('finish', () => request.raw.destroy());
      }, timeoutMs);
      timer.unref();
      timers.set(request, timer);
    });
    const arrived = (request: FastifyRequest): void => clearTimeout(timers.get(request));
    app.addHook('preValidation', (request, _reply, done) => {
      arrived(request);
      done();
    });
    app.addHook('onResponse', (request, _reply, done) => {
      arrived(request);
      done();
    });
    app.addHook('onRequestAbort', (request, done) => {
      arrived(request);
      done();
    });
    done();
  },
  { name: 'request-time-limit' },
);
