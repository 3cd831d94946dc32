import { useEffect, useRef } from 'react';
import { notificationFileRoutes } from '../../shared/notifications.endpoints';

type Handler = (data: unknown) => void;

/**
 * One EventSource (GET /api/events) for the whole tab, opened while something listens. Features
 * subscribe by event type; the browser reconnects by itself after a dropped connection.
 */
let source: EventSource | null = null;
const handlers = new Map<string, Set<Handler>>();
const attached = new Set<string>();
const reconnectListeners = new Set<() => void>();

function ensureSource(): EventSource | null {
  if (typeof EventSource === 'undefined') return null;
  if (!source) {
    source = new EventSource(notificationFileRoutes.events.path, { withCredentials: true });
    attached.clear();
    let hasOpened = false;
    source.addEventListener('open', () => {
      // After a reconnect, events may have been missed: screens refetch what they show.
      if (hasOpened) reconnectListeners.forEach((listener) => listener());
      hasOpened = true;
    });
  }
  for (const type of handlers.keys()) {
    if (attached.has(type)) continue;
    attached.add(type);
    source.addEventListener(type, (message: MessageEvent<string>) => {
      let data: unknown = null;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      handlers.get(type)?.forEach((handler) => handler(data));
    });
  }
  return source;
}

function closeWhenUnused() {
  const isUsed = [...handlers.values()].some((set) => set.size > 0) || reconnectListeners.size > 0;
  if (!isUsed && source) {
    source.close();
    source = null;
  }
}

/** Calls `handler` for every server event of `type`, until the returned function is called. */
export function subscribeServerEvent(type: string, handler: Handler): () => void {
  const set = handlers.get(type) ?? new Set<Handler>();
  set.add(handler);
  handlers.set(type, set);
  ensureSource();
  return () => {
    set.delete(handler);
    closeWhenUnused();
  };
}

/** Calls `listener` when the stream comes back after a break (events may have been missed). */
export function subscribeReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  ensureSource();
  return () => {
    reconnectListeners.delete(listener);
    closeWhenUnused();
  };
}

/** Calls `handler` for every server event of `type` while the component is mounted. */
export function useServerEvent(type: string, handler: Handler): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribeServerEvent(type, (data) => latest.current(data)), [type]);
}
