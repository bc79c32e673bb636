import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveServerMessage } from '../../../shared/contracts/live';
import { origin, signInAs, signUpBody } from '../../test/auth-helpers';
import { createCompany, createItem } from '../../test/factories';
import { signInRoles } from '../../test/roles';
import { createTestApp, type TestApp } from '../../test/test-app';

let ctx: TestApp;
let roles: Awaited<ReturnType<typeof signInRoles>>;
let companyId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  companyId = (await createCompany(ctx.database.db, 'Notewren')).id;
  const other = await createCompany(ctx.database.db, 'Ripplebeat');
  roles = await signInRoles(ctx.app, ctx.database.db, companyId, other.id, 'inbox');
});
afterAll(async () => ctx.close());

type Socket = Awaited<ReturnType<TestApp['app']['injectWS']>>;

/** A socket that keeps every message it receives, in order. */
async function openSocket(cookie?: string) {
  const socket = await ctx.app.injectWS('/api/v1/live', {
    headers: { host: 'localhost:3000', ...(cookie ? { cookie } : {}) },
  });
  const received: LiveServerMessage[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    received.push(JSON.parse(String(data)) as LiveServerMessage);
    for (const wake of waiters.splice(0)) wake();
  });
  /** Waits until a message matching `test` has come, and answers it. */
  const next = async (test: (message: LiveServerMessage) => boolean) => {
    for (;;) {
      const found = received.find(test);
      if (found) return found;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  return { socket, received, next };
}

/** The inbox events a socket received. */
const events = (messages: LiveServerMessage[]) =>
  messages.flatMap((message) =>
    message.type === 'event' && message.event.topic === 'inbox' ? [message.event] : [],
  );

/**
 * Publishes a marker on the public 'requests' topic and waits for each socket to receive it: a
 * socket's messages arrive in order, so whatever was published before has arrived by then.
 */
async function settle(...sockets: Awaited<ReturnType<typeof openSocket>>[]) {
  const id = `marker-${Math.random()}`;
  await ctx.app.live.publish({ topic: 'requests', kind: 'updated', id, data: {} });
  for (const { next } of sockets) await next((m) => m.type === 'event' && m.event.id === id);
}

async function person(name: string) {
  const { cookie, response } = await signInAs(ctx.app, `${name}@example.com`, {
    signUp: signUpBody({ username: name }),
  });
  return { cookie, id: response.json().user.id as string };
}

const follow = (cookie: string, id: string) =>
  ctx.app.inject({ method: 'PUT', url: `/api/v1/requests/${id}/follow`, headers: { cookie, origin } });
const setStatus = (id: string, status: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/v1/requests/${id}/status`,
    payload: { status },
    headers: { cookie: roles.member.cookie, origin },
  });

describe("the live 'inbox' topic", () => {
  it("delivers a person's own notifications to their sockets only, with their unread count", async () => {
    const [maya, theo] = [await person('inbox.maya'), await person('inbox.theo')];
    const mayas = await openSocket(maya.cookie);
    const theos = await openSocket(theo.cookie);
    const anonymous = await openSocket();
    const sockets: Socket[] = [mayas.socket, theos.socket, anonymous.socket];
    try {
      for (const { socket } of [mayas, theos, anonymous])
        socket.send(JSON.stringify({ type: 'subscribe', topics: ['inbox', 'requests'] }));
      await mayas.next((m) => m.type === 'subscribed');
      await theos.next((m) => m.type === 'subscribed');
      await anonymous.next((m) => m.type === 'subscribed');
      expect(await anonymous.next((m) => m.type === 'error')).toEqual({
        type: 'error',
        message: 'Sign in to receive your notifications.',
      });
      // Another person's inbox cannot even be named.
      mayas.socket.send(JSON.stringify({ type: 'subscribe', topics: [`inbox:${theo.id}`] }));
      expect(await mayas.next((m) => m.type === 'error')).toEqual({
        type: 'error',
        message: 'Unknown message',
      });

      const mayasItem = await createItem(ctx.database.db, { companyId });
      const theosItem = await createItem(ctx.database.db, { companyId });
      await follow(maya.cookie, mayasItem.id);
      await follow(theo.cookie, theosItem.id);
      await setStatus(mayasItem.id, 'seen');
      await setStatus(theosItem.id, 'seen');
      await setStatus(theosItem.id, 'planned');

      await settle(mayas, theos, anonymous);
      const mayaIds = (
        await ctx.app.inject({ url: '/api/v1/notifications', headers: { cookie: maya.cookie } })
      )
        .json()
        .items.map((n: { id: string }) => n.id);
      expect(events(mayas.received)).toEqual([
        { topic: 'inbox', kind: 'notification', id: mayaIds[0], data: { unread: 1 } },
      ]);
      expect(events(theos.received).map((event) => event.data)).toEqual([{ unread: 1 }, { unread: 2 }]);
      expect(events(anonymous.received)).toEqual([]);

      // Marking read is heard in the person's other tabs.
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/notifications/read',
        payload: {},
        headers: { cookie: theo.cookie, origin },
      });
      await settle(theos);
      expect(events(theos.received).at(-1)).toEqual({
        topic: 'inbox',
        kind: 'read',
        id: '',
        data: { unread: 0 },
      });
    } finally {
      for (const socket of sockets) socket.terminate();
    }
  });

  it('stops following the inbox of a session that signs out', async () => {
    const ada = await person('inbox.ada');
    const { socket, next, received } = await openSocket(ada.cookie);
    try {
      socket.send(JSON.stringify({ type: 'subscribe', topics: ['inbox', 'requests'] }));
      await next((m) => m.type === 'subscribed');
      const signedOut = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-out',
        headers: { cookie: ada.cookie, origin },
      });
      expect(signedOut.statusCode).toBe(200);
      const item = await createItem(ctx.database.db, { companyId });
      await ctx.database.db.execute(
        // A follow written by hand: the session that could click Follow is gone.
        (await import('drizzle-orm'))
          .sql`insert into follows (user_id, feature_request_id) values (${ada.id}, ${item.id})`,
      );
      await setStatus(item.id, 'seen');
      await settle({ socket, next, received });
      expect(events(received)).toEqual([]);
    } finally {
      socket.terminate();
    }
  });
});
