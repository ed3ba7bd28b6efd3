import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** `PUBLIC_API_URL` and `PUBLIC_AUTH_URL`: the page may call their origins. */
  publicApiUrl: string;
  publicAuthUrl: string;
}

function originOf(url: string): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Helmet's headers on every response, with a Content Security Policy the web app passes: its own
 * scripts only, inline styles, images and fonts from itself or data/blob URLs, calls to itself and
 * to the public API and auth origins, and never in a frame.
 */
export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app, { publicApiUrl, publicAuthUrl }) => {
    const connectSources = ["'self'", originOf(publicApiUrl), originOf(publicAuthUrl)].filter(
      (source): source is string => source !== undefined,
    );
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: [...new Set(connectSources)],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
    });
  },
  { name: 'security-headers' },
);
