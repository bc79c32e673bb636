import { timings } from '@/shared/constants';
import type { LiveClientMessage, LiveEvent, LiveServerMessage } from '@/shared/contracts/live';

/** What a page does with one topic: apply its events, and catch up on what a dropped connection missed. */
export interface LiveListener {
  onEvent(event: LiveEvent): void;
  onReconnect(): void;
}

/** The wait before reconnect attempt `attempt` (0-based): 1 s, 2 s, 5 s, then every 10 s. */
export function reconnectDelay(attempt: number): number {
  const delays = timings.realtimeReconnectDelaysMs;
  return delays[Math.min(attempt, delays.length - 1)]!;
}

/**
 * The server sends a heartbeat every 25 s; with nothing for two of them and a margin the connection
 * is taken for dead (a sleeping laptop, a dropped Wi-Fi) and opened again.
 */
export const silenceLimitMs = timings.realtimeHeartbeatMs * 2 + 10_000;

type Socket = Pick<WebSocket, 'readyState' | 'send' | 'close'> & {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
};

export interface LiveClientOptions {
  url: () => string;
  connect?: (url: string) => Socket;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

const open = 1;

/**
 * One WebSocket to /api/v1/live shared by every subscriber in the tab. Topics are reference
 * counted: the first listener subscribes on the server, the last one to leave unsubscribes. The
 * connection opens with the first subscription, reconnects on the schedule above, subscribes again
 * to every topic held, and then tells each listener to refetch what it may have missed.
 */
export function createLiveClient(options: LiveClientOptions) {
  const connect = options.connect ?? ((url: string) => new WebSocket(url));
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as number));
  const listeners = new Map<string, Set<LiveListener>>();
  let socket: Socket | null = null;
  let attempt = 0;
  let hasConnected = false;
  let retryTimer: unknown;
  let silenceTimer: unknown;

  const send = (message: LiveClientMessage) => {
    if (socket?.readyState === open) socket.send(JSON.stringify(message));
  };

  function watchSilence() {
    clearTimer(silenceTimer);
    const current = socket;
    silenceTimer = setTimer(() => {
      // A dead connection may take minutes to report its close: leave it and start again now.
      current?.close();
      if (current) drop(current);
    }, silenceLimitMs);
  }

  function drop(current: Socket) {
    if (socket !== current) return;
    socket = null;
    clearTimer(silenceTimer);
    retryTimer = setTimer(start, reconnectDelay(attempt++));
  }

  function onReady() {
    attempt = 0;
    const topics = [...listeners.keys()];
    // The server takes up to 100 topics a message.
    for (let from = 0; from < topics.length; from += 100) {
      send({ type: 'subscribe', topics: topics.slice(from, from + 100) });
    }
    // The first connection has missed nothing: the pages just fetched what they show.
    if (hasConnected) {
      for (const listener of [...listeners.values()].flatMap((set) => [...set])) listener.onReconnect();
    }
    hasConnected = true;
  }

  function onMessage(raw: unknown) {
    watchSilence();
    let message: LiveServerMessage;
    try {
      message = JSON.parse(String(raw)) as LiveServerMessage;
    } catch {
      return;
    }
    if (message.type === 'ready') onReady();
    else if (message.type === 'event') {
      for (const listener of listeners.get(message.event.topic) ?? []) listener.onEvent(message.event);
    }
  }

  function start() {
    retryTimer = undefined;
    const current = connect(options.url());
    socket = current;
    current.onopen = watchSilence;
    current.onmessage = (event) => {
      if (socket === current) onMessage(event.data);
    };
    current.onclose = () => drop(current);
  }

  return {
    /** Listens to `topic` until the returned function is called. */
    subscribe(topic: string, listener: LiveListener): () => void {
      let set = listeners.get(topic);
      if (!set) {
        set = new Set();
        listeners.set(topic, set);
        send({ type: 'subscribe', topics: [topic] });
      }
      set.add(listener);
      if (!socket && retryTimer === undefined) start();
      return () => {
        set.delete(listener);
        if (set.size > 0 || listeners.get(topic) !== set) return;
        listeners.delete(topic);
        send({ type: 'unsubscribe', topics: [topic] });
      };
    },
    /** Back online (the browser says so): try again now rather than at the end of a 10 s wait. */
    retryNow() {
      if (socket || retryTimer === undefined) return;
      clearTimer(retryTimer);
      attempt = 0;
      start();
    },
  };
}

export type LiveClient = ReturnType<typeof createLiveClient>;
