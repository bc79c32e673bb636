import { useEffect, useRef } from 'react';
import type { LiveEvent } from '@/shared/contracts/live';
import { createLiveClient, type LiveClient } from './live';

let client: LiveClient | undefined;

/** The tab's one connection, made on first use (ws: or wss: like the page, same host). */
function liveClient(): LiveClient {
  if (!client) {
    const live = createLiveClient({
      url: () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/v1/live`,
    });
    window.addEventListener('online', () => live.retryNow());
    client = live;
  }
  return client;
}

/**
 * Follows a live topic while the component is mounted (`null`: nothing yet, e.g. before the id is
 * known). `onEvent` gets each event; `onReconnect` runs after a dropped connection came back, to
 * refetch what was missed. The latest callbacks are used without subscribing again.
 */
export function useLiveTopic(
  topic: string | null,
  onEvent: (event: LiveEvent) => void,
  onReconnect: () => void,
): void {
  const handlers = useRef({ onEvent, onReconnect });
  handlers.current = { onEvent, onReconnect };
  useEffect(() => {
    if (!topic) return;
    return liveClient().subscribe(topic, {
      onEvent: (event) => handlers.current.onEvent(event),
      onReconnect: () => handlers.current.onReconnect(),
    });
  }, [topic]);
}
