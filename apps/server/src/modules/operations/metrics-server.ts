import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Metrics } from '../../lib/metrics';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * `METRICS_PORT`: `/metrics` on a port of its own, bound to 127.0.0.1 (only what runs on the host
 * — a Prometheus agent, a sidecar — reaches it), without a token. Port 0 takes any free port.
 */
export async function startMetricsServer(metrics: Metrics, port: number): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    metrics.scrape().then(
      ({ contentType, body }) => {
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      () => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Failed');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: '127.0.0.1', port }, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
