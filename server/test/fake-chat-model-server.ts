import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking the OpenAI chat completions API (`POST /v1/chat/completions`), so the
 * assistant's language model is tested without the internet. Every request is recorded.
 *
 * - `canned`: answers 200 with `completion` as the first choice's text.
 * - `slow`: answers the same, but only after `delayMs`.
 * - `failing`: answers 500 with an API error.
 * - `garbage`: answers 200 with a body that is not JSON.
 */
export type FakeModelMode = 'canned' | 'slow' | 'failing' | 'garbage';

export interface RecordedModelRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    [key: string]: unknown;
  };
}

export interface FakeChatModelServer {
  /** The base URL a client is configured with, such as http://127.0.0.1:PORT/v1. */
  url: string;
  requests: RecordedModelRequest[];
  mode: FakeModelMode;
  completion: string;
  delayMs: number;
  close(): Promise<void>;
}

export async function startFakeChatModelServer(
  initial: Partial<Pick<FakeChatModelServer, 'mode' | 'completion' | 'delayMs'>> = {},
): Promise<FakeChatModelServer> {
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: RecordedModelRequest['body'] = {};
      try {
        body = JSON.parse(raw) as RecordedModelRequest['body'];
      } catch {
        // Recorded as empty: the test sees the client sent no JSON.
      }
      fake.requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body,
      });
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request' } }));
        return;
      }
      const answer = () => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id: 'chatcmpl-test',
            object: 'chat.completion',
            created: 1_780_000_000,
            model: body.model ?? 'unknown',
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: fake.completion },
                finish_reason: 'stop',
              },
            ],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
      };
      switch (fake.mode) {
        case 'canned':
          answer();
          return;
        case 'slow': {
          const timer = setTimeout(() => {
            timers.delete(timer);
            if (!response.destroyed) answer();
          }, fake.delayMs);
          timers.add(timer);
          return;
        }
        case 'failing':
          response.writeHead(500, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({ error: { message: 'model crashed', type: 'server_error' } }),
          );
          return;
        case 'garbage':
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end('{"choices": [{"message": {"content": "half an ans');
          return;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeChatModelServer = {
    url: `http://127.0.0.1:${port}/v1`,
    requests: [],
    mode: initial.mode ?? 'canned',
    completion: initial.completion ?? 'Kinwell costs 14.95 a month. You can read more at /pricing.',
    delayMs: initial.delayMs ?? 2000,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
  return fake;
}
