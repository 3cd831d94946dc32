import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { hashToken, makeToken } from '../tokens/tokens.service';
import { trustedDevices } from './auth.schema';

/** How long a browser stays trusted for an account after a sign-in there (decision 021). */
export const DEVICE_TRUST_SECONDS = 180 * 24 * 60 * 60;

/** The account a browser is trusted for: a family account or a staff account. */
export type DeviceOwner = { userId: string } | { staffId: string };

const ownedBy = (owner: DeviceOwner) =>
  'userId' in owner
    ? eq(trustedDevices.userId, owner.userId)
    : eq(trustedDevices.staffId, owner.staffId);

/** The trusted browser this device cookie names for this account, if it is still valid. */
export async function findTrustedDevice(
  db: Database,
  clock: Clock,
  token: string,
  owner: DeviceOwner,
): Promise<string | null> {
  const id = hashToken(token);
  const [row] = await db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(
      and(eq(trustedDevices.id, id), ownedBy(owner), gt(trustedDevices.expiresAt, clock.now())),
    )
    .limit(1);
  return row?.id ?? null;
}

/** Trusts this browser for the account: a new random token, stored as its SHA-256 only. */
export async function trustDevice(db: Database, clock: Clock, owner: DeviceOwner): Promise<string> {
  const { secret: token, tokenHash } = makeToken();
  const now = clock.now();
  await db.delete(trustedDevices).where(and(ownedBy(owner), lte(trustedDevices.expiresAt, now)));
  await db.insert(trustedDevices).values({
    id: tokenHash,
    ...owner,
    createdAt: now,
    expiresAt: new Date(now.getTime() + DEVICE_TRUST_SECONDS * 1000),
  });
  return token;
}
