import { eq, inArray } from 'drizzle-orm';
import { normalizeEmail } from '../../../shared/auth';
import type { StaffRole } from '../../../shared/staff';
import type { Database } from '../../db/client';
import { staffUsers } from './staff.schema';
import type { Clock } from '../../lib/clock';
import { conflict, unauthorized } from '../../lib/errors';
import { assertUnderLimit, recordEvent } from '../../lib/rate-limit';
import { LOGIN_FAILURES } from '../auth/login-throttle';
import { getDummyHash, hashPassword, verifyPassword } from '../auth/password';

export type StaffRow = typeof staffUsers.$inferSelect;

/** Staff accounts are made by an operator command, never through the web. */
export async function createStaffAccount(options: {
  db: Database;
  input: { name: string; email: string; password: string; role: StaffRole };
}): Promise<StaffRow> {
  const { db, input } = options;
  const [staff] = await db
    .insert(staffUsers)
    .values({
      name: input.name,
      email: normalizeEmail(input.email),
      role: input.role,
      passwordHash: await hashPassword(input.password),
    })
    .onConflictDoNothing({ target: staffUsers.email })
    .returning();
  if (!staff) throw conflict('A staff account with this email already exists');
  return staff;
}

/** The same per-address sign-in limit as family accounts. */
export async function authenticateStaff(options: {
  db: Database;
  clock: Clock;
  input: { email: string; password: string };
  ip: string;
}): Promise<StaffRow> {
  const { db, clock, input, ip } = options;
  await assertUnderLimit(db, clock, LOGIN_FAILURES, ip);
  const [staff] = await db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.email, normalizeEmail(input.email)))
    .limit(1);
  const isValid = await verifyPassword(
    staff?.passwordHash ?? (await getDummyHash()),
    input.password,
  );
  if (!staff || !isValid) {
    await recordEvent(db, clock, LOGIN_FAILURES, ip);
    throw unauthorized('The email or password is not right. Please try again.');
  }
  return staff;
}

/** Where new consultation requests are announced: specialists and admins. */
export async function listDeskRecipients(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(inArray(staffUsers.role, ['specialist', 'admin']));
  return rows.map((row) => row.email);
}
