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
  /** The server accepts: open, then its 'ready'. */
  accept() {
    this.readyState = 1;
    this.onopen?.({} as Event);
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
      const count = sockets.length;
      vi.advanceTimersByTime(wait - 1);
      expect(sockets).toHaveLength(count);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(count + 1);
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
    const count = sockets.length;
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(count + 1);
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
});
