import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../test/test-app';
import { composeMail } from './compose';
import { createMailer } from './mailer';

describe('dev mailbox', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ config: testConfig({ NODE_ENV: 'development' }) });
  });
  afterAll(async () => ctx.close());

  it('keeps a sent mail and shows it newest first as JSON and as a page', async () => {
    await ctx.app.mailer.send({ to: 'maya@example.com', subject: 'First', text: 'one', html: '<p>one</p>' });
    await ctx.app.mailer.send({
      to: 'maya@example.com',
      subject: 'Your ilii code',
      text: 'Your code is 123456',
      html: '<p>Your code is 123456</p>',
      headers: { 'List-Unsubscribe': '<http://localhost:3000/api/v1/unsubscribe?token=t>' },
    });
    const json = await ctx.app.inject('/dev/mailbox.json');
    expect(json.statusCode).toBe(200);
    const mails = json.json();
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({
      to: 'maya@example.com',
      subject: 'Your ilii code',
      text: 'Your code is 123456',
      html: '<p>Your code is 123456</p>',
      headers: { 'List-Unsubscribe': '<http://localhost:3000/api/v1/unsubscribe?token=t>' },
    });
    expect(new Date(mails[0].sentAt).getTime()).not.toBeNaN();
    const page = await ctx.app.inject('/dev/mailbox');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body.indexOf('Your ilii code')).toBeLessThan(page.body.indexOf('First'));
  });

  it('answers only this machine: another address, or a request a proxy forwarded, is refused', async () => {
    await ctx.app.mailer.send({
      to: 'admin@example.com',
      subject: 'Your ilii code',
      text: 'code 654321',
      html: '<p>code 654321</p>',
    });
    for (const path of ['/dev/mailbox.json', '/dev/mailbox']) {
      const remote = await ctx.app.inject({ url: path, remoteAddress: '203.0.113.9' });
      expect(remote.statusCode).toBe(403);
      expect(remote.json().error.code).toBe('FORBIDDEN');
      expect(remote.body).not.toContain('654321');
      const forwarded = await ctx.app.inject({
        url: path,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(forwarded.statusCode).toBe(403);
      const local = await ctx.app.inject({ url: path, remoteAddress: '::1' });
      expect(local.statusCode).toBe(200);
      expect(local.body).toContain('654321');
    }
  });

  it('escapes mail text on the page', async () => {
    await ctx.app.mailer.send({
      to: 'x@example.com',
      subject: '<b>hi</b>',
      text: '<script>x</script>',
      html: '<script>x</script>',
    });
    const page = await ctx.app.inject('/dev/mailbox');
    expect(page.body).not.toContain('<script>x</script>');
  });
});

describe('dev mailbox opened with DEV_MAILBOX=public', () => {
  it('answers any address', async () => {
    const ctx = await createTestApp({
      config: testConfig({ NODE_ENV: 'development', DEV_MAILBOX: 'public', TRUST_PROXY: 'true' }),
    });
    try {
      const response = await ctx.app.inject({
        url: '/dev/mailbox.json',
        remoteAddress: '198.51.100.4',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});

describe('dev mailbox when SMTP is configured', () => {
  it('does not exist', async () => {
    const ctx = await createTestApp({ config: testConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }) });
    try {
      expect((await ctx.app.inject('/dev/mailbox.json')).statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});

describe('SMTP', () => {
  const received: { to: string; body: string }[] = [];
  let server: SMTPServer;
  let port: number;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let body = '';
        stream.on('data', (chunk) => {
          body += chunk;
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers through a real SMTP listener', async () => {
    const mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'ilii <no-reply@example.com>', useDevMailbox: false },
      pino({ level: 'silent' }),
    );
    await mailer.send(
      composeMail(
        {
          to: 'maya@example.com',
          subject: 'Your ilii code',
          paragraphs: ['Your code is 654321'],
          why: 'Someone asked to sign in to ilii with this address.',
          unsubscribe: {
            pageUrl: 'http://localhost:3000/unsubscribe?token=t',
            oneClickUrl: 'http://localhost:3000/api/v1/unsubscribe?token=t',
            label: 'Unsubscribe',
          },
        },
        'http://localhost:3000',
      ),
    );
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toBe('maya@example.com');
    const { body } = received[0]!;
    expect(body).toContain('Subject: Your ilii code');
    expect(body).toContain('Your code is 654321');
    // Text and HTML, and the one-click unsubscribe headers, all reach the SMTP server.
    expect(body).toMatch(/Content-Type: multipart\/alternative/i);
    expect(body).toMatch(/Content-Type: text\/plain/i);
    expect(body).toMatch(/Content-Type: text\/html/i);
    expect(body).toContain('List-Unsubscribe: <http://localhost:3000/api/v1/unsubscribe?token=t>');
    expect(body).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});
