import fp from 'fastify-plugin';
import type { Metrics } from '../lib/metrics';

/**
 * Every request's duration into the metrics, labelled by its route template (never its URL, which
 * may carry ids): `unmatched` for a URL no route knows.
 */
export const requestMetrics = fp<{ metrics: Metrics }>(
  (app, { metrics }, done) => {
    app.addHook('onResponse', (request, reply, done) => {
      metrics.httpRequests.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
    done();
  },
  { name: 'request-metrics' },
);
