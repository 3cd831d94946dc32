import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/client';

/**
 * Something that happened, for the screens that show it (over Server-Sent Events) and for
 * workers on every instance. Who receives it: the people in `userIds`, and everyone whose session
 * works in `circleId`. An event with neither is internal (workers only).
 */
export interface ServerEvent {
  type: string;
  circleId?: string;
  userIds?: string[];
  /** Small: what to refetch, not the data itself (PostgreSQL caps a payload at 8000 bytes). */
  data?: Record<string, unknown>;
}

const CHANNEL = 'kinwell_events';
const MAX_PAYLOAD_BYTES = 7900;

/**
 * Publishes an event when `tx` commits, to every app instance on this database (PostgreSQL
 * NOTIFY, which PGlite runs too). A rolled-back change publishes nothing.
 */
export async function publishEvent(tx: Database, event: ServerEvent): Promise<void> {
  await publishEvents(tx, [event]);
}

const payloadOf = (event: ServerEvent): string => {
  const payload = JSON.stringify(event);
  if (Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES) return payload;
  // Too many recipients or too much data: the type alone, to the circle, still says "refetch".
  return JSON.stringify({ type: event.type, circleId: event.circleId });
};

/** Many events in one statement (a burst of reminders). */
export async function publishEvents(tx: Database, events: readonly ServerEvent[]): Promise<void> {
  for (let start = 0; start < events.length; start += 500) {
    const payloads = events.slice(start, start + 500).map((event) => sql`${payloadOf(event)}`);
    await tx.execute(
      sql`select pg_notify(${CHANNEL}, payload) from unnest(array[${sql.join(payloads, sql`, `)}]::text[]) as payload`,
    );
  }
}

export type EventListener = (event: ServerEvent) => void;

export interface EventBus {
  subscribe(listener: EventListener): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createEventBus(
  database: Pick<DatabaseHandle, 'listen'>,
  onError: (error: unknown) => void,
): EventBus {
  const listeners = new Set<EventListener>();
  let unlisten: (() => Promise<void>) | null = null;
  const dispatch = (payload: string) => {
    let event: ServerEvent;
    try {
      event = JSON.parse(payload) as ServerEvent;
    } catch (error) {
      onError(error);
      return;
    }
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        onError(error);
      }
    }
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start() {
      unlisten ??= await database.listen(CHANNEL, dispatch);
    },
    async stop() {
      const stop = unlisten;
      unlisten = null;
      await stop?.();
    },
  };
}
