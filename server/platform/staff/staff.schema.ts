import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '../../../shared/staff';
import { at, createdAt } from '../../db/columns';

/** Kinwell's own people (care specialists, moderators, experts, admins): a separate kind of account. */
export const staffUsers = pgTable('staff_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  role: text('role', { enum: STAFF_ROLES }).notNull(),
  /** What members read beside an expert's answers ("Geriatric psychiatrist"); null for others. */
  credentials: text('credentials'),
  passwordHash: text('password_hash').notNull(),
  /**
   * The authenticator app's secret (base32), set once a code from it was confirmed; null until
   * then, and after an operator's reset. Stored as is (decision 022); never logged or sent again.
   */
  totpSecret: text('totp_secret'),
  totpEnrolledAt: at('totp_enrolled_at'),
  /** The 30-second step of the last code that signed in: that code, and older ones, are spent. */
  totpLastUsedStep: integer('totp_last_used_step'),
  createdAt: createdAt(),
  /** Switched off by an admin: cannot sign in, and its sessions ended then. Kept for the audit log. */
  disabledAt: at('disabled_at'),
});

/**
 * A right password, waiting for the second factor: the SHA-256 of a random token, for one staff
 * account, 5 minutes, one use, at most 5 wrong codes. It is never a session.
 */
export const staffSignInChallenges = pgTable(
  'staff_sign_in_challenges',
  {
    id: text('id').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** A new secret offered for enrolment; null when the account already has one. */
    pendingSecret: text('pending_secret'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('staff_sign_in_challenges_staff_id_idx').on(t.staffId)],
);
