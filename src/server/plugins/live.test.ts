import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent, LiveServerMessage } from '../../shared/contracts/live';
import { buildApp } from '../app';
import { openDatabase } from '../db/connect';
import { createMailer } from '../mail/mailer';
import { signInAs, signUpBody } from '../test/auth-helpers';
import { createCompany, createItem } from '../test/factories';
import { createTestApp, type TestApp, testConfig } from '../test/test-app';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Socket = Awaited<ReturnType<TestApp['app']['injectWS']>>;

function nextMessage(socket: Socket): Promise<LiveServerMessage> {
  return new Promise((resolve) => socket.once('message', (data) => resolve(JSON.parse(String(data)))));
}

/** Subscribes and waits for the server's acknowledgement, after which every event is delivered. */
function subscribe(socket: Socket, topics: string[]): Promise<LiveServerMessage> {
  return new Promise((resolve) => {
    const onMessage = (data: unknown) => {
      const message = JSON.parse(String(data)) as LiveServerMessage;
      if (message.type !== 'subscribed') return;
      socket.off('message', onMessage);
      resolve(message);
    };
    socket.on('message', onMessage);
    socket.send(JSON.stringify({ type: 'subscribe', topics }));
  });
}

const requestId = '2b1e4c8a-1111-4c3b-9d2e-0a0b0c0d0e0f';

describe('live updates', () => {
  it('sends the events of subscribed topics only', async () => {
    const socket = await ctx.app.injectWS('/api/v1/live', { headers: { host: 'localhost:3000' } });
    try {
      expect(await subscribe(socket, [`request:${requestId}`])).toEqual({
        type: 'subscribed',
        topics: [`request:${requestId}`],
      });
      const received = nextMessage(socket);
      await ctx.app.live.publish({ topic: 'requests', kind: 'created', id: 'other', data: {} });
      await ctx.app.live.publish({
        topic: `request:${requestId}`,
        kind: 'vote',
        id: requestId,
        data: { voteCount: 3 },
      });
      expect(await received).toEqual({
        type: 'event',
        event: { topic: `request:${requestId}`, kind: 'vote', id: requestId, data: { voteCount: 3 } },
      });
    } finally {
      socket.terminate();
    }
  });

  it('answers a malformed message with an error and stays open', async () => {
    const socket = await ctx.app.injectWS('/api/v1/live', { headers: { host: 'localhost:3000' } });
    try {
      const reply = nextMessage(socket);
      socket.send('not json');
      expect(await reply).toEqual({ type: 'error', message: 'Messages must be JSON' });
      const second = nextMessage(socket);
      socket.send(JSON.stringify({ type: 'subscribe', topics: ['../etc'] }));
      expect(await second).toEqual({ type: 'error', message: 'Unknown message' });
    } finally {
      socket.terminate();
    }
  });
});

/** Collects the events of `topics` until `count` have come. */
async function collect(socket: Socket, topics: string[], count: number) {
  await subscribe(socket, topics);
  const events: LiveEvent[] = [];
  const done = new Promise<LiveEvent[]>((resolve) =>
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as LiveServerMessage;
      if (message.type === 'event') events.push(message.event);
      if (events.length === count) resolve(events);
    }),
  );
  return () => done;
}

describe('what the writes publish', () => {
  it('sends a vote and a build to the item, its board and its company', async () => {
    const company = await createCompany(ctx.database.db);
    const item = await createItem(ctx.database.db, { companyId: company.id });
    const { cookie } = await signInAs(ctx.app, 'live.voter@example.com', {
      signUp: signUpBody({ username: 'live.voter' }),
    });
    const socket = await ctx.app.injectWS('/api/v1/live', { headers: { host: 'localhost:3000' } });
    try {
      const topics = [`request:${item.id}`, 'requests', `company:${company.id}`];
      const events = await collect(socket, topics, 6);
      const vote = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/requests/${item.id}/vote`,
        payload: { voted: true },
        headers: { cookie, origin: 'http://localhost:3000' },
      });
      expect(vote.statusCode).toBe(200);
      const build = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/requests/${item.id}/builds`,
        payload: { content: 'I built a small script that does this.' },
        headers: { cookie, origin: 'http://localhost:3000' },
      });
      expect(build.statusCode, build.body).toBe(200);
      const received = await events();
      for (const topic of topics) {
        expect(received).toContainEqual({ topic, kind: 'vote', id: item.id, data: { voteCount: 1 } });
        expect(received).toContainEqual({
          topic,
          kind: 'build',
          id: item.id,
          data: { buildId: build.json().build.id, buildCount: 1 },
        });
      }
    } finally {
      socket.terminate();
    }
  });

  it('sends the lower build count when a build is deleted', async () => {
    const company = await createCompany(ctx.database.db);
    const item = await createItem(ctx.database.db, { companyId: company.id });
    const { cookie } = await signInAs(ctx.app, 'live.builder@example.com', {
      signUp: signUpBody({ username: 'live.builder' }),
    });
    const headers = { cookie, origin: 'http://localhost:3000' };
    const build = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/requests/${item.id}/builds`,
      payload: { content: 'A build that will go away.' },
      headers,
    });
    const buildId = build.json().build.id as string;
    const socket = await ctx.app.injectWS('/api/v1/live', { headers: { host: 'localhost:3000' } });
    try {
      const topics = [`request:${item.id}`, 'requests', `company:${company.id}`];
      const events = await collect(socket, topics, 3);
      const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/builds/${buildId}`, headers });
      expect(deleted.statusCode, deleted.body).toBeLessThan(300);
      const received = await events();
      for (const topic of topics) {
        expect(received).toContainEqual({
          topic,
          kind: 'build',
          id: item.id,
          data: { buildId, buildCount: 0 },
        });
      }
    } finally {
      socket.terminate();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('live updates across processes (PostgreSQL)', () => {
  it('delivers an event published by one server to a page open on another', async () => {
    const config = testConfig();
    const otherDatabase = await openDatabase({ url: ctx.database.url });
    const other = await buildApp({
      config,
      database: otherDatabase,
      mailer: createMailer({ from: config.MAIL_FROM, useDevMailbox: true }, ctx.app.log),
      webRoot: '/nonexistent',
    });
    await other.ready();
    const socket = await other.injectWS('/api/v1/live', { headers: { host: 'localhost:3000' } });
    try {
      await subscribe(socket, ['requests']);
      const received = nextMessage(socket);
      await ctx.app.live.publish({ topic: 'requests', kind: 'created', id: requestId, data: {} });
      expect(await received).toMatchObject({ type: 'event', event: { topic: 'requests', id: requestId } });
    } finally {
      socket.terminate();
      await other.close();
      await otherDatabase.close();
    }
  });
});
