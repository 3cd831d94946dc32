import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushMessage {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  payload: string;
  /** Seconds the push service may keep it while the device is offline. */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
}

/** A push service's refusal; 404 and 410 mean the subscription is gone for good. */
export class PushRejectedError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'PushRejectedError';
  }
}

/** Sends one web push message or throws (a `PushRejectedError` when the service said no). */
export interface PushSender {
  send(message: PushMessage, vapid: VapidKeys): Promise<void>;
}

export const generateVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();

/**
 * The real sender (the `web-push` package): encrypts for the browser and signs with the VAPID
 * keys. `subject` is how a push service can reach the operator (mailto: or https:).
 */
export function createWebPushSender(subject: string): PushSender {
  return {
    async send(message, vapid) {
      try {
        await webpush.sendNotification(
          { endpoint: message.endpoint, keys: message.keys },
          message.payload,
          {
            TTL: message.ttlSeconds,
            urgency: message.urgency,
            vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
            timeout: 10_000,
          },
        );
      } catch (error) {
        if (error instanceof webpush.WebPushError) {
          throw new PushRejectedError(error.statusCode, error.body || error.message);
        }
        throw error;
      }
    },
  };
}
