import type { Metrics } from '../../lib/metrics';
import type { RouteKit } from '../../lib/route-kit';

/**
 * `GET /metrics` in Prometheus' text format, for `Authorization: Bearer <METRICS_TOKEN>` (the
 * kit's service check is the metrics token's). Only registered when `METRICS_TOKEN` is set.
 */
export function metricsRoutes(routes: RouteKit, { metrics }: { metrics: Metrics }): void {
  routes.route({
    method: 'GET',
    url: '/metrics',
    auth: 'service',
    tag: 'operations',
    summary: 'Prometheus metrics (Bearer METRICS_TOKEN)',
    responses: {
      200: { description: 'Prometheus text exposition format' },
      401: { description: 'No bearer token' },
      403: { description: 'Not the metrics token' },
    },
    handler: async ({ reply }) => {
      const { contentType, body } = await metrics.scrape();
      return reply.type(contentType).header('cache-control', 'no-store').send(body);
    },
  });
}
