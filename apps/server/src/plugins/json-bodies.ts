import fp from 'fastify-plugin';

/**
 * JSON bodies as Fastify parses them, except an empty one, which is no body: supabase-js sends
 * `Content-Type: application/json` on bodiless requests such as `/logout`.
 */
export const jsonBodies = fp(
  (app, _options, done) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      void parseJson(request, text, done);
    });
    done();
  },
  { name: 'json-bodies' },
);
