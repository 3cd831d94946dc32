/**
 * The family `npm run bench:web` signs in as to measure the signed-in screens (decision 017): a
 * care circle with a caregiver and a family member, both with a confirmed address and the
 * onboarding tour behind them, and a care recipient whose setup is done. Written straight into the
 * fresh database before the server opens it (PGlite: one process at a time), like
 * scripts/bench-seed.ts; the medicines are added afterwards through the API, so the server plans
 * their doses itself.
 */
import { randomUUID } from 'node:crypto';
import { openDatabase } from '../server/db/client';
import { users } from '../server/platform/auth/auth.schema';
import { hashPassword } from '../server/platform/auth/password';
import {
  careCircles,
  careRecipients,
  circleMembers,
} from '../server/platform/circles/circles.schema';

export const BENCH_WEB_PASSWORD = 'correct horse battery';
export const BENCH_WEB_TIME_ZONE = 'America/Chicago';

export interface BenchWebFamily {
  caregiver: { email: string; password: string };
  family: { email: string; password: string };
}

/** Migrates the database in `dataDir` and adds the circle; returns the two sign-ins. */
export async function seedSignedInFamily(
  dataDir: string,
  now = new Date(),
): Promise<BenchWebFamily> {
  const handle = await openDatabase({ dataDir });
  try {
    await handle.migrate();
    const db = handle.db;
    const passwordHash = await hashPassword(BENCH_WEB_PASSWORD);
    const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
    const circleId = randomUUID();
    const people = [
      { name: 'Maria Lopez', email: 'maria.bench@example.com', role: 'caregiver' as const },
      { name: 'Ben Lopez', email: 'ben.bench@example.com', role: 'family' as const },
    ].map((person) => ({
      ...person,
      id: randomUUID(),
      passwordHash,
      emailConfirmedAt: weekAgo,
      onboardingSkipped: true,
      createdAt: weekAgo,
    }));
    await db.insert(users).values(people);
    await db.insert(careCircles).values({ id: circleId, createdAt: weekAgo });
    await db.insert(careRecipients).values({
      circleId,
      preferredName: 'Rosa',
      timeZone: BENCH_WEB_TIME_ZONE,
      setupStep: 5,
      setupCompletedAt: weekAgo,
    });
    await db
      .insert(circleMembers)
      .values(people.map((person) => ({ circleId, userId: person.id, role: person.role })));
    const [caregiver, family] = people as [(typeof people)[0], (typeof people)[0]];
    return {
      caregiver: { email: caregiver.email, password: BENCH_WEB_PASSWORD },
      family: { email: family.email, password: BENCH_WEB_PASSWORD },
    };
  } finally {
    await handle.close();
  }
}
