import {
  PushEndpointRefusedError,
  PushRejectedError,
  type PushMessage,
  type PushSender,
} from '../adapters/push';

/**
 * Stands in for the push services (which live on the internet): keeps what would have been sent,
 * and answers with a status a test chooses for an endpoint (410 for a browser that unsubscribed),
 * or refuses it as the real sender does when its host resolves to a local address.
 */
export function createRecordingPushSender() {
  const sent: PushMessage[] = [];
  const answers = new Map<string, number>();
  const refused = new Set<string>();
  const sender: PushSender & {
    sent: PushMessage[];
    answerWith(endpoint: string, statusCode: number): void;
    refuseAddress(endpoint: string): void;
  } = {
    sent,
    answerWith: (endpoint, statusCode) => answers.set(endpoint, statusCode),
    refuseAddress: (endpoint) => refused.add(endpoint),
    async send(message, vapid) {
      if (!vapid.publicKey || !vapid.privateKey) throw new Error('No VAPID keys');
      if (refused.has(message.endpoint)) {
        throw new PushEndpointRefusedError(new URL(message.endpoint).hostname);
      }
      const status = answers.get(message.endpoint);
      if (status !== undefined) throw new PushRejectedError(status, `push service said ${status}`);
      sent.push(message);
    },
  };
  return sender;
}
export type RecordingPushSender = ReturnType<typeof createRecordingPushSender>;
