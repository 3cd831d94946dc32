import { describe, expect, it, vi } from 'vitest';
import { createWebPushSender, PushEndpointRefusedError } from '../../adapters/push';
import { isPublicAddress, isPublicPushEndpoint, type LookupAll } from './public-address';

describe('public addresses for web push', () => {
  it('tells public addresses from local ones, IPv4 and IPv6', () => {
    for (const address of ['142.250.74.106', '2a00:1450:4001:82b::200a', '64:ff9b::8efa:4a6a']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:5',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('accepts the push services browsers use', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/abc',
      'https://fcm.googleapis.com:443/fcm/send/abc',
    ]) {
      expect(isPublicPushEndpoint(endpoint), endpoint).toBe(true);
    }
  });
});

describe('sending web push', () => {
  const message = {
    endpoint: 'https://push.example.com/device',
    keys: { p256dh: 'BPublicKey', auth: 'secret' },
    payload: '{}',
    ttlSeconds: 60,
    urgency: 'normal' as const,
  };
  const vapid = { publicKey: 'public', privateKey: 'private' };

  it.each([[['10.0.0.5']], [['142.250.74.106', '10.0.0.5']], [['::ffff:127.0.0.1']], [[]]])(
    'refuses a host that resolves to %j, before anything is sent',
    async (addresses) => {
      const lookup = vi.fn<LookupAll>(async () =>
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      );
      const onRefused = vi.fn();
      const sender = createWebPushSender('mailto:support@example.com', { lookup, onRefused });
      await expect(sender.send(message, vapid)).rejects.toBeInstanceOf(PushEndpointRefusedError);
      expect(lookup).toHaveBeenCalledWith('push.example.com');
      expect(onRefused).toHaveBeenCalledWith('push.example.com');
    },
  );

  it('refuses a local address saved before addresses were checked, without a lookup', async () => {
    const lookup = vi.fn<LookupAll>();
    const sender = createWebPushSender('mailto:support@example.com', { lookup });
    await expect(
      sender.send({ ...message, endpoint: 'https://127.0.0.1:8080/x' }, vapid),
    ).rejects.toThrow('Push not sent: 127.0.0.1 is not a public address');
    expect(lookup).not.toHaveBeenCalled();
  });
});
