import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../app';

export interface StreamedEvent {
  type: string;
  data: unknown;
}

/**
 * Opens `/api/events` (or another stream) over a real socket, as a browser's EventSource would,
 * with a person's cookie. `next(type)` waits for the next event of that type; `ended()` for the
 * server to end the stream.
 */
export async function openEventStream(app: App, cookie: string | undefined, path = '/api/events') {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const events: StreamedEvent[] = [];
  const waiters: { type: string; resolve: (event: StreamedEvent) => void }[] = [];
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
      },
      resolve,
    );
    request.on('error', reject);
  });
  let buffer = '';
  let hasEnded = false;
  const endWaiters: (() => void)[] = [];
  response.on('close', () => {
    hasEnded = true;
    endWaiters.splice(0).forEach((resolve) => resolve());
  });
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      const type = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (!type || data === undefined) continue;
      const event = { type, data: JSON.parse(data) as unknown };
      events.push(event);
      const index = waiters.findIndex((waiter) => waiter.type === type);
      if (index >= 0) waiters.splice(index, 1)[0]?.resolve(event);
    }
  });
  return {
    status: response.statusCode ?? 0,
    contentType: response.headers['content-type'],
    events,
    next(type: string, timeoutMs = 5000): Promise<StreamedEvent> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no "${type}" event within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          type,
          resolve: (event) => {
            clearTimeout(timer);
            resolve(event);
          },
        });
      });
    },
    /** Waits for the server to end the stream. */
    ended(timeoutMs = 5000): Promise<void> {
      if (hasEnded) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`the stream was still open after ${timeoutMs} ms`)),
          timeoutMs,
        );
        endWaiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    close: () => response.destroy(),
  };
}
