import { Agent } from 'node:https';
import type { LookupFunction } from 'node:net';
import webpush from 'web-push';
import {
  lookupAll,
  resolvePublicPushEndpoint,
  type LookupAll,
  type ResolvedAddress,
} from '../platform/notifications/public-address';

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

/**
 * The endpoint's host is not a public push service (it resolves to a loopback or private
 * address, say): nothing was sent, and the subscription is not worth keeping. The message names
 * the host only, never the URL (its path identifies the device).
 */
export class PushEndpointRefusedError extends Error {
  constructor(readonly host: string) {
    super(`Push not sent: ${host} is not a public address`);
    this.name = 'PushEndpointRefusedError';
  }
}

/**
 * Sends one web push message or throws (a `PushRejectedError` when the service said no, a
 * `PushEndpointRefusedError` when its address is not public).
 */
export interface PushSender {
  send(message: PushMessage, vapid: VapidKeys): Promise<void>;
}

export const generateVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();

/**
 * The real sender (the `web-push` package): encrypts for the browser and signs with the VAPID
 * keys. `subject` is how a push service can reach the operator (mailto: or https:). Before each
 * send it resolves the endpoint's host and refuses unless every address is public; the
 * connection then goes to exactly those addresses, so a second lookup cannot answer differently.
 */
export function createWebPushSender(
  subject: string,
  options: {
    lookup?: LookupAll;
    /** Told the host of an endpoint refused for its address (for the operator's log). */
    onRefused?: (host: string) => void;
  } = {},
): PushSender {
  const resolve = options.lookup ?? lookupAll;
  return {
    async send(message, vapid) {
      const addresses = await resolvePublicPushEndpoint(message.endpoint, resolve);
      if (!addresses) {
        const refused = new PushEndpointRefusedError(hostOf(message.endpoint));
        options.onRefused?.(refused.host);
        throw refused;
      }
      try {
        await webpush.sendNotification(
          { endpoint: message.endpoint, keys: message.keys },
          message.payload,
          {
            TTL: message.ttlSeconds,
            urgency: message.urgency,
            vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
            timeout: 10_000,
            agent: new Agent({ lookup: pinnedLookup(addresses) }),
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

const hostOf = (endpoint: string) => {
  try {
    return new URL(endpoint).hostname;
  } catch {
    return 'an unreadable address';
  }
};

/** A DNS lookup for the connection that answers with addresses already checked. */
const pinnedLookup =
  (addresses: ResolvedAddress[]): LookupFunction =>
  (_hostname, lookupOptions, callback) => {
    const [first] = addresses;
    if (lookupOptions.all) callback(null, addresses);
    else if (first) callback(null, first.address, first.family);
    else callback(new Error('No address to connect to'), '');
  };
