import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Responses of the routes registered after it, 1 KB or more, in brotli (a fast level) or gzip as
 * the client accepts; never server-sent events (they stream through the raw socket) nor what is
 * already compressed (the web app's files, compressed at build time). Request bodies are read as
 * sent.
 */
export const compression = fp(
  async (app) => {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
