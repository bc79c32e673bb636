import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import { isLoopbackHost } from '../config';
import { AppError } from '../errors';
import type { DevMailbox } from './mailer';

const sentMail = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
  sentAt: z.string(),
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function renderMailbox(mails: z.infer<typeof sentMail>[]): string {
  const items = mails
    .map(
      (mail) => `<article><header><strong>${escapeHtml(mail.subject)}</strong>
<span>to ${escapeHtml(mail.to)} · <time>${escapeHtml(mail.sentAt)}</time></span></header>
<pre>${escapeHtml(mail.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · ilii</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:14px/1.5 system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#18181b}
article{border:1px solid #e4e4e7;border-radius:12px;padding:12px 16px;margin:12px 0}
header{display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap}span{color:#52525b}
pre{white-space:pre-wrap;font:inherit;margin:8px 0 0}</style></head><body>
<h1>Dev mailbox</h1><p>Mail this server would have sent, newest first. It is kept in memory only.</p>
${items || '<p>No mail yet.</p>'}</body></html>`;
}

const proxyHeaders = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

/**
 * Whether the request comes from this machine itself: the socket's own address (never a header a
 * client writes, even with TRUST_PROXY) is a loopback address, and no proxy says it forwarded it
 * (a reverse proxy on the same machine connects from loopback on behalf of anyone).
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  return isLoopbackHost(address) && !proxyHeaders.some((name) => request.headers[name] !== undefined);
}

/**
 * GET /dev/mailbox (page) and /dev/mailbox.json, only when mail goes to the dev mailbox. They hold
 * everyone's sign-in codes, so they answer only this machine unless `DEV_MAILBOX=public`.
 */
export function devMailboxRoutes(mailbox: DevMailbox, options: { isPublic: boolean }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!options.isPublic && !isFromThisMachine(request)) {
        throw new AppError('FORBIDDEN', {
          userMessage: messages.devMailboxThisMachineOnly,
        });
      }
    });
    app.get('/dev/mailbox.json', { schema: { hide: true, response: { 200: z.array(sentMail) } } }, async () =>
      mailbox.list(),
    );
    app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(renderMailbox(mailbox.list())),
    );
  };
}
