import type { FastifyInstance } from 'fastify';
import type { MailCapture } from './capture-server';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Development pages of the capture server (`SMTP_URL=capture`, refused in production): the
 * captured mails as a page, and as JSON for scripts (`?to=` filters by recipient).
 */
export function mailCaptureRoutes(
  app: FastifyInstance,
  { capture, appName }: { capture: MailCapture; appName: string },
): void {
  app.get('/dev/mail/messages', async (request, reply) => {
    const { to } = request.query as { to?: unknown };
    return reply
      .header('cache-control', 'no-store')
      .send({ messages: capture.list(typeof to === 'string' ? to : undefined) });
  });

  app.get('/dev/mail', async (_request, reply) => {
    const items = capture
      .list()
      .map(
        (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p><small>${escapeHtml(mail.receivedAt)} · to ${escapeHtml(mail.to.join(', '))} · from ${escapeHtml(mail.from)}</small></p>
<pre>${escapeHtml(mail.text)}</pre>
</article>`,
      )
      .join('\n');
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(appName)} — captured mail</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap}</style></head>
<body><h1>Captured mail</h1>
<p>Development only: mails the server sent, newest first (at most 500, until it restarts).</p>
${items || '<p>No mail yet.</p>'}
</body></html>
`);
  });
}
