import type { PushStatus, PushSubscriptionInput } from '../../../shared/notifications';
import { notifications } from './notifications.queries';

export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

const isSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

const keyBytes = (base64url: string): Uint8Array<ArrayBuffer> => {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
};

/** Whether this browser can show alerts, and whether it already does for this person. */
export async function readPushState(): Promise<PushState> {
  if (!isSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/**
 * Asks the browser for permission (only ever after the person pressed a button), subscribes
 * with Kinwell's key and saves the subscription.
 */
export async function turnOnPush(status: PushStatus): Promise<PushState> {
  if (!isSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const registration = await navigator.serviceWorker.register('/sw.js');
  await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(status.publicKey),
    }));
  // The browser's own JSON; the server checks it against the subscription's schema.
  await notifications.subscribePush({ body: subscription.toJSON() as PushSubscriptionInput });
  return 'on';
}

export async function turnOffPush(): Promise<PushState> {
  if (!isSupported()) return 'unsupported';
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await notifications.unsubscribePush({ body: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return 'off';
}
