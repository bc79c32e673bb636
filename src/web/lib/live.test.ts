import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent, LiveServerMessage } from '@/shared/contracts/live';
import { createLiveClient, reconnectDelay, silenceLimitMs } from './live';

class FakeSocket {
  readyState: 0 | 1 | 2 | 3 = 0;
  sent: unknown[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  /** The socket opens; the server has not said 'ready' yet. */
  open() {
    this.readyState = 1;
    this.onopen?.({} as Event);
  }
  /** The server accepts: open, then its 'ready'. */
  accept() {
    this.open();
    this.receive({ type: 'ready' });
  }
  receive(message: LiveServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({} as CloseEvent);
  }
}

function setup() {
  vi.useFakeTimers();
  const sockets: FakeSocket[] = [];
  const client = createLiveClient({
    url: () => 'ws://test/api/v1/live',
    connect: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
  });
  const listener = () => ({ onEvent: vi.fn<(event: LiveEvent) => void>(), onReconnect: vi.fn() });
  return { client, sockets, listener, last: () => sockets.at(-1)! };
}

/** Advances to just before `wait` and then to it: one more socket opens exactly at the end. */
function expectReconnectAfter(sockets: FakeSocket[], wait: number) {
  const count = sockets.length;
  vi.advanceTimersByTime(wait - 1);
  expect(sockets).toHaveLength(count);
  vi.advanceTimersByTime(1);
  expect(sockets).toHaveLength(count + 1);
}

const event: LiveEvent = { topic: 'requests', kind: 'vote', id: 'a', data: { voteCount: 2 } };

afterEach(() => {
  vi.useRealTimers();
});

describe('live client', () => {
  it('waits 1 s, 2 s, 5 s, then every 10 s between reconnects', () => {
    expect([0, 1, 2, 3, 4, 20].map(reconnectDelay)).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000]);
  });

  it('opens one connection for all topics, counts references and unsubscribes with the last', () => {
    const { client, sockets, listener, last } = setup();
    const first = listener();
    const second = listener();
    const stopFirst = client.subscribe('requests', first);
    const stopSecond = client.subscribe('requests', second);
    client.subscribe('vents', listener());
    expect(sockets).toHaveLength(1);
    last().accept();
    expect(last().sent).toEqual([{ type: 'subscribe', topics: ['requests', 'vents'] }]);

    last().receive({ type: 'event', event });
    expect(first.onEvent).toHaveBeenCalledWith(event);
    expect(second.onEvent).toHaveBeenCalledWith(event);

    stopFirst();
    expect(last().sent).toHaveLength(1);
    stopSecond();
    expect(last().sent.at(-1)).toEqual({ type: 'unsubscribe', topics: ['requests'] });
    last().receive({ type: 'event', event });
    expect(second.onEvent).toHaveBeenCalledTimes(1);
  });

  it('reconnects on the schedule, subscribes again and asks the pages to catch up', () => {
    const { client, sockets, listener, last } = setup();
    const page = listener();
    client.subscribe('request:00000000-0000-0000-0000-000000000001', page);
    last().accept();
    expect(page.onReconnect).not.toHaveBeenCalled();

    last().drop();
    for (const wait of [1000, 2000, 5000, 10_000, 10_000]) {
      expectReconnectAfter(sockets, wait);
      last().drop();
    }
    vi.advanceTimersByTime(10_000);
    last().accept();
    expect(last().sent).toEqual([
      { type: 'subscribe', topics: ['request:00000000-0000-0000-0000-000000000001'] },
    ]);
    expect(page.onReconnect).toHaveBeenCalledTimes(1);

    // Connected again, the schedule starts over at 1 s.
    last().drop();
    expectReconnectAfter(sockets, 1000);
  });

  it('takes a connection silent past two heartbeats for dead and opens another', () => {
    const { client, sockets, listener, last } = setup();
    client.subscribe('requests', listener());
    last().accept();
    vi.advanceTimersByTime(silenceLimitMs - 1000);
    last().receive({ type: 'heartbeat' });
    vi.advanceTimersByTime(silenceLimitMs - 1000);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1000 + reconnectDelay(0));
    expect(sockets).toHaveLength(2);
  });

  it("starts the schedule over only once the server says 'ready', not when a socket merely opens", () => {
    const { client, sockets, listener, last } = setup();
    client.subscribe('requests', listener());
    last().accept();
    last().drop();
    expectReconnectAfter(sockets, 1000);
    last().open();
    last().drop();
    expectReconnectAfter(sockets, 2000);
    last().accept();
    last().drop();
    expectReconnectAfter(sockets, 1000);
  });

  it('refetches after a reconnect, but not after the first connection even when it took several tries', () => {
    const { client, sockets, listener, last } = setup();
    const board = listener();
    const detail = listener();
    const gone = listener();
    client.subscribe('requests', board);
    client.subscribe('request:00000000-0000-0000-0000-000000000001', detail);
    const stopGone = client.subscribe('vents', gone);

    last().drop();
    expectReconnectAfter(sockets, 1000);
    last().drop();
    expectReconnectAfter(sockets, 2000);
    last().accept();
    for (const page of [board, detail, gone]) expect(page.onReconnect).not.toHaveBeenCalled();

    stopGone();
    last().drop();
    expectReconnectAfter(sockets, 1000);
    last().accept();
    expect(board.onReconnect).toHaveBeenCalledOnce();
    expect(detail.onReconnect).toHaveBeenCalledOnce();
    expect(gone.onReconnect).not.toHaveBeenCalled();
    expect(last().sent).toEqual([
      { type: 'subscribe', topics: ['requests', 'request:00000000-0000-0000-0000-000000000001'] },
    ]);
  });

  it('tries again at once when the browser is back online, and starts the schedule over', () => {
    const { client, sockets, listener, last } = setup();
    client.subscribe('requests', listener());
    last().accept();
    for (const wait of [1000, 2000, 5000]) {
      last().drop();
      expectReconnectAfter(sockets, wait);
    }
    last().drop();
    const count = sockets.length;
    vi.advanceTimersByTime(3000);
    client.retryNow();
    expect(sockets).toHaveLength(count + 1);
    // The 10 s wait it cut short does not open another.
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(count + 1);
    last().drop();
    expectReconnectAfter(sockets, 1000);

    // Connected, there is nothing to retry.
    last().accept();
    client.retryNow();
    expect(sockets).toHaveLength(count + 2);
  });

  it('subscribes again in messages of at most 100 topics', () => {
    const { client, listener, last } = setup();
    const topics = Array.from({ length: 150 }, (_, index) => `request:${index}`);
    for (const topic of topics) client.subscribe(topic, listener());
    last().accept();
    expect(last().sent).toEqual([
      { type: 'subscribe', topics: topics.slice(0, 100) },
      { type: 'subscribe', topics: topics.slice(100) },
    ]);
  });
});
