import fp from 'fastify-plugin';

/**
 * Every response carries its request's id (`X-Request-Id`), as its log lines and error bodies
 * do. The id itself is Fastify's `genReqId`: `lib/request-id.ts`.
 */
export const requestIds = fp(
  (app, _options, done) => {
    app.addHook('onRequest', async (request, reply) => {
      void reply.header('x-request-id', request.id);
    });
    done();
  },
  { name: 'request-ids' },
);
