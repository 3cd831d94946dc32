import { eq, inArray } from 'drizzle-orm';
import { normalizeEmail } from '../../../shared/auth';
import type { StaffRole } from '../../../shared/staff';
import type { Database } from '../../db/client';
import { staffUsers } from './staff.schema';
import type { Clock } from '../../lib/clock';
import { conflict } from '../../lib/errors';
import { accountThrottleKey, checkPasswordAttempt } from '../auth/login-throttle';
import { hashPassword } from '../auth/password';

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

/**
 * The password step, under the same limits as family sign-in (decision 021): per address, and per
 * account from a browser the staff member has not signed in on (decision 029).
 */
export async function authenticateStaff(options: {
  db: Database;
  clock: Clock;
  input: { email: string; password: string };
  ip: string;
  /** The browser's device cookie, if it sent one. */
  deviceToken: string | undefined;
}): Promise<StaffRow> {
  const { db, clock, input, ip, deviceToken } = options;
  const email = normalizeEmail(input.email);
  const { account } = await checkPasswordAttempt({
    db,
    clock,
    ip,
    accountKey: accountThrottleKey(email, 'staff'),
    findAccount: async () => {
      const [staff] = await db
        .select()
        .from(staffUsers)
        .where(eq(staffUsers.email, email))
        .limit(1);
      return staff;
    },
    ownerOf: (staff) => ({ staffId: staff.id }),
    password: input.password,
    deviceToken,
    failureMessage: 'The email or password is not right. Please try again.',
  });
  return account;
}

/** Where new consultation requests are announced: specialists and admins. */
export async function listDeskRecipients(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(inArray(staffUsers.role, ['specialist', 'admin']));
  return rows.map((row) => row.email);
}
