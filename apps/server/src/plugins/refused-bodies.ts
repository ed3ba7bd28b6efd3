import fp from 'fastify-plugin';

/** Bytes of a refused body read and thrown away before its connection is closed. */
const DISCARDED_BODY_MAX_BYTES = 64 * 1024 * 1024;

/**
 * A body refused as too large (413) while its client is still sending it: the answer goes out at
 * once, and the connection stays open while the rest of the body is read and thrown away — up to
 * 64 MB and `timeoutMs`, past which it is closed. Closing it at once (Fastify answers a
 * body past its limit with `Connection: close`) leaves unread bytes in the socket, so the
 * connection is reset: a client that sends its whole body before it reads meets EPIPE and never
 * sees the 413. A client that asked to close is closed once its body has arrived.
 */
export const refusedBodies = fp<{ timeoutMs: number }>(
  (app, { timeoutMs }, done) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const { raw } = request;
      if (reply.statusCode !== 413 || raw.complete || raw.destroyed) return payload;
      const socket = raw.socket;
      const clientAskedToClose = /\bclose\b/i.test(request.headers.connection ?? '');
      reply.removeHeader('connection');
      reply.raw.shouldKeepAlive = true;
      let discarded = 0;
      const close = (): void => {
        clearTimeout(timer);
        socket.destroy();
      };
      const timer = setTimeout(close, timeoutMs);
      timer.unref();
      raw.on('data', (chunk: Buffer) => {
        discarded += chunk.length;
        if (discarded > DISCARDED_BODY_MAX_BYTES) close();
      });
      raw.once('end', () => {
        clearTimeout(timer);
        // Everything sent has been read: closing now resets nothing.
        if (clientAskedToClose) socket.end();
      });
      raw.once('close', () => clearTimeout(timer));
      raw.resume();
      return payload;
    });
    done();
  },
  { name: 'refused-bodies' },
);
