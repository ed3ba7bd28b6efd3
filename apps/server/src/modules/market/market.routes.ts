import { WtiPriceResponseSchema } from '@petrosage/contracts/market';
import type { RouteKit } from '../../lib/route-kit';
import type { WtiPriceService } from './market.service';

/**
 * Market data, mounted at `/api`. The product's client calls `{host}/api/wti-price` with `{host}` =
 * `/api`, hence `/api/api/wti-price`. No authentication (docs/product.md §6).
 */
export function marketRoutes(routes: RouteKit, { market }: { market: WtiPriceService }): void {
  routes.route({
    method: 'GET',
    url: '/api/wti-price',
    auth: 'none',
    tag: 'market',
    summary:
      'WTI Cushing spot price (EIA or FRED, cached 10 minutes) with the change against the previous close',
    responses: {
      200: {
        description:
          'The latest close (live, or the last stored one when the source fails), or unavailable',
        schema: WtiPriceResponseSchema,
      },
    },
    handler: async ({ reply }) => {
      const body = await market.current();
      // The server caches; a browser or proxy keeping its own copy would hide a change of state.
      return reply.header('cache-control', 'no-cache').send(body);
    },
  });
}
