import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { normalizeEmail } from '../../../shared/auth';
import type { StaffRole } from '../../../shared/staff';
import type { Database } from '../../db/client';
import { staffSignInChallenges, staffUsers } from './staff.schema';
import type { Clock } from '../../lib/clock';
import { conflict, notFound, unauthorized } from '../../lib/errors';
import { sessions } from '../auth/auth.schema';
import { staffAudit } from './staff.audit';
import { accountThrottleKey, checkPasswordAttempt } from '../auth/login-throttle';
import { hashPassword } from '../auth/password';

export type StaffRow = typeof staffUsers.$inferSelect;

/** Who made a staff account: an admin in the console (recorded), or the operator command. */
export type StaffCreator = { staffId: string; ip: string; at: Date } | 'operator';

/**
 * Makes a staff account: by the operator command (`npm run staff:create`) or by an admin in the
 * console. Either way the person sets up their authenticator app at their first sign-in.
 */
export async function createStaffAccount(options: {
  db: Database;
  input: {
    name: string;
    email: string;
    password: string;
    role: StaffRole;
    /** An expert's credentials, shown with their answers. */
    credentials?: string | undefined;
  };
  by?: StaffCreator;
}): Promise<StaffRow> {
  const { db, input, by = 'operator' } = options;
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [staff] = await tx
      .insert(staffUsers)
      .values({
        name: input.name,
        email: normalizeEmail(input.email),
        role: input.role,
        credentials: input.credentials?.trim() || null,
        passwordHash,
      })
      .onConflictDoNothing({ target: staffUsers.email })
      .returning();
    if (!staff) throw conflict('A staff account with this email already exists');
    if (by !== 'operator') {
      await staffAudit.record(tx, {
        circleId: null,
        actorUserId: null,
        action: 'staff.account_created',
        subject: `staff:${by.staffId}`,
        detail: `staff:${staff.id} as ${staff.role}`,
        ip: by.ip,
        at: by.at,
      });
    }
    return staff;
  });
}

export const listStaffAccounts = (db: Database): Promise<StaffRow[]> =>
  db.select().from(staffUsers).orderBy(asc(staffUsers.name), asc(staffUsers.email));

/**
 * An admin switches a staff account off: it cannot sign in any more, its sessions and open
 * sign-ins end now, and the account stays for the audit log. Nobody switches themselves off, so
 * the last admin cannot lock everyone out.
 */
export async function disableStaffAccount(options: {
  db: Database;
  clock: Clock;
  staffId: string;
  by: { staffId: string; ip: string };
}): Promise<StaffRow> {
  const { db, clock, staffId, by } = options;
  if (staffId === by.staffId) throw conflict('You cannot switch off your own staff account.');
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(staffUsers).where(eq(staffUsers.id, staffId)).limit(1);
    if (!found) throw notFound('We could not find that staff account.');
    if (found.disabledAt) return found;
    const [disabled] = await tx
      .update(staffUsers)
      .set({ disabledAt: now })
      .where(and(eq(staffUsers.id, staffId), isNull(staffUsers.disabledAt)))
      .returning();
    await tx.delete(sessions).where(eq(sessions.staffId, staffId));
    await tx.delete(staffSignInChallenges).where(eq(staffSignInChallenges.staffId, staffId));
    await staffAudit.record(tx, {
      circleId: null,
      actorUserId: null,
      action: 'staff.account_disabled',
      subject: `staff:${by.staffId}`,
      detail: `staff:${staffId}`,
      ip: by.ip,
      at: now,
    });
    return disabled ?? found;
  });
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
  if (account.disabledAt) {
    throw unauthorized(
      'This staff account has been switched off. Please ask a Kinwell administrator if you need it again.',
    );
  }
  return account;
}

/** Where new consultation requests are announced: specialists and admins. */
export async function listDeskRecipients(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(and(inArray(staffUsers.role, ['specialist', 'admin']), isNull(staffUsers.disabledAt)));
  return rows.map((row) => row.email);
}
