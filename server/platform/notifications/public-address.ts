import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/**
 * A push subscription's endpoint is an address a browser hands us, and the server posts to it.
 * So it must be a push service on the internet, never something inside our own network (a
 * database, a cloud's metadata service, the app itself). Used when a subscription is saved and
 * again, with the host resolved, right before each push is sent.
 */

/** Names that never mean a public host: this machine, the local network, a cloud's inside. */
const LOCAL_NAMES = ['localhost', 'local', 'internal', 'home.arpa', 'localdomain'];

/** Whether an IP address (IPv4 or IPv6, an IPv4-mapped IPv6 counting as its IPv4) is public. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (range === 'unicast') return true;
  // NAT64 (64:ff9b::/96) carries an IPv4 address in its last 32 bits, as on IPv6-only hosts.
  if (parsed.kind() === 'ipv6' && range === 'rfc6052') {
    const bytes = parsed.toByteArray().slice(12);
    return isPublicAddress(bytes.join('.'));
  }
  // Loopback, private, link-local, unique-local, CGNAT, multicast, unspecified, reserved, …
  return false;
}

/**
 * Whether an endpoint may be saved: https on the usual port, no user name or password, and a host
 * that is either a public IP address or a name with a dot outside the local-only names. Push
 * services (Google, Mozilla, Apple, Microsoft) all listen on 443, so another port is refused.
 */
export function isPublicPushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  if (url.port !== '' && url.port !== '443') return false;
  const host = pushHost(url);
  if (ipaddr.isValid(host)) return isPublicAddress(host);
  if (!host.includes('.')) return false;
  return !LOCAL_NAMES.some((name) => host === name || host.endsWith(`.${name}`));
}

/** The URL's host as a resolver wants it: no IPv6 brackets, no trailing dot, lower case. */
export function pushHost(url: URL): string {
  return url.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
}

export interface ResolvedAddress {
  address: string;
  family: number;
}
/** Every address a host name resolves to (node:dns `lookup` with `all: true`), injectable in tests. */
export type LookupAll = (hostname: string) => Promise<ResolvedAddress[]>;

export const lookupAll: LookupAll = (hostname) => lookup(hostname, { all: true });

/**
 * The endpoint's addresses, if it may be sent to right now: the saved-time rules still hold and
 * every address its host resolves to is public (one private answer is enough to refuse, since
 * the connection could pick it). `undefined` means do not send.
 */
export async function resolvePublicPushEndpoint(
  endpoint: string,
  resolve: LookupAll = lookupAll,
): Promise<ResolvedAddress[] | undefined> {
  if (!isPublicPushEndpoint(endpoint)) return undefined;
  const host = pushHost(new URL(endpoint));
  const addresses = ipaddr.isValid(host)
    ? [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }]
    : await resolve(host);
  if (addresses.length === 0) return undefined;
  return addresses.every((entry) => isPublicAddress(entry.address)) ? addresses : undefined;
}
