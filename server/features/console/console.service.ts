import { performance } from 'node:perf_hooks';
import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  ConsoleFamilies,
  ConsolePerson,
  SubscriptionFigures,
  SystemStatus,
} from '../../../shared/console';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { sessions, users } from '../../platform/auth/auth.schema';
import { publishSessionsEnded } from '../../platform/auth/sessions.service';
import { sendPasswordResetLink } from '../../platform/auth/recovery.service';
import {
  careCircles,
  circleInvitations,
  circleMembers,
} from '../../platform/circles/circles.schema';
import { resendInvitation } from '../../platform/circles/invitations.service';
import { emailOutbox } from '../../platform/email/email.schema';
import { listJobRuns } from '../../platform/jobs/job-runs';
import { pushOutbox } from '../../platform/notifications/notifications.schema';
import { reminderEngineLagSeconds } from '../medications/medications.service';
import { planStatesOf, subscriptionFigures } from '../subscription/subscription.service';
import type { BillingConfig } from '../../platform/module';
import { consoleAudit } from './console.audit';
import { presentJobRuns } from './console.presenter';

/** The staff member acting, for the audit log. */
export interface StaffActor {
  staffId: string;
  ip: string;
}

const FAMILIES_SHOWN = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

const record = (
  db: Database,
  actor: StaffActor,
  at: Date,
  action: Parameters<typeof consoleAudit.record>[1]['action'],
  detail?: string,
) =>
  consoleAudit.record(db, {
    circleId: null,
    actorUserId: null,
    action,
    subject: `staff:${actor.staffId}`,
    detail,
    ip: actor.ip,
    at,
  });

/**
 * The newest circles: when each was made, how many members it has and its first caregiver's name.
 * Nothing about the person cared for or their care.
 */
export async function listFamilies(options: {
  db: Database;
  clock: Clock;
  billing: BillingConfig | undefined;
  actor: StaffActor;
}): Promise<ConsoleFamilies> {
  const { db, clock, actor } = options;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: careCircles.id,
        createdAt: careCircles.createdAt,
        memberCount: count(circleMembers.userId),
      })
      .from(careCircles)
      .leftJoin(circleMembers, eq(circleMembers.circleId, careCircles.id))
      .groupBy(careCircles.id)
      .orderBy(desc(careCircles.createdAt), asc(careCircles.id))
      .limit(FAMILIES_SHOWN),
    db.select({ value: count() }).from(careCircles),
  ]);
  const caregivers =
    rows.length === 0
      ? []
      : await db
          .select({ circleId: circleMembers.circleId, name: users.name })
          .from(circleMembers)
          .innerJoin(users, eq(users.id, circleMembers.userId))
          .where(
            and(
              eq(circleMembers.role, 'caregiver'),
              inArray(
                circleMembers.circleId,
                rows.map((row) => row.id),
              ),
            ),
          )
          .orderBy(asc(circleMembers.joinedAt));
  const at = clock.now();
  const plans = await planStatesOf({
    db,
    billing: options.billing,
    circleIds: rows.map((row) => row.id),
    at,
  });
  await record(db, actor, at, 'console.families_viewed');
  return {
    total: total?.value ?? 0,
    families: rows.map((row) => ({
      id: row.id,
      firstCaregiver: caregivers.find((caregiver) => caregiver.circleId === row.id)?.name ?? null,
      createdAt: row.createdAt.toISOString(),
      memberCount: row.memberCount,
      planState: plans.get(row.id) ?? 'free',
    })),
  };
}

/** An account and the open invitations for an address: what support needs, no care records. */
export async function lookUpPerson(options: {
  db: Database;
  clock: Clock;
  actor: StaffActor;
  email: string;
}): Promise<ConsolePerson> {
  const { db, clock, actor, email } = options;
  const now = clock.now();
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const invitations = await db
    .select({
      id: circleInvitations.id,
      circleId: circleInvitations.circleId,
      role: circleInvitations.role,
      createdAt: circleInvitations.createdAt,
      expiresAt: circleInvitations.expiresAt,
      invitedBy: users.name,
    })
    .from(circleInvitations)
    .leftJoin(users, eq(users.id, circleInvitations.invitedByUserId))
    .where(
      and(
        eq(circleInvitations.email, email),
        isNull(circleInvitations.acceptedAt),
        isNull(circleInvitations.revokedAt),
      ),
    )
    .orderBy(desc(circleInvitations.createdAt));
  let account: ConsolePerson['account'] = null;
  if (user) {
    const [circles, [open]] = await Promise.all([
      db
        .select({ id: circleMembers.circleId, role: circleMembers.role })
        .from(circleMembers)
        .where(eq(circleMembers.userId, user.id))
        .orderBy(asc(circleMembers.joinedAt)),
      db
        .select({ value: count() })
        .from(sessions)
        .where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, now))),
    ]);
    account = {
      id: user.id,
      name: user.name,
      createdAt: user.createdAt.toISOString(),
      isEmailConfirmed: user.emailConfirmedAt !== null,
      activeSessions: open?.value ?? 0,
      circles,
    };
  }
  await record(db, actor, now, 'console.person_looked_up', user ? `user:${user.id}` : email);
  return {
    email,
    account,
    pendingInvitations: invitations.map((invitation) => ({
      id: invitation.id,
      circleId: invitation.circleId,
      invitedBy: invitation.invitedBy,
      role: invitation.role,
      sentAt: invitation.createdAt.toISOString(),
      expiresAt: invitation.expiresAt.toISOString(),
      isExpired: invitation.expiresAt.getTime() <= now.getTime(),
    })),
  };
}

/** Sends an open invitation again with a new code (the earlier email's code stops working). */
export async function resendInvitationForSupport(options: {
  db: Database;
  clock: Clock;
  actor: StaffActor;
  invitationId: string;
  publicUrl: string;
}): Promise<void> {
  const { db, clock, actor, invitationId, publicUrl } = options;
  const at = clock.now();
  await db.transaction(async (tx) => {
    const row = await resendInvitation({ db: tx, invitationId, at, publicUrl });
    if (!row) throw notFound('That invitation was already used or cancelled.');
    await record(tx, actor, at, 'console.invitation_resent', `invitation:${row.id}`);
  });
}

async function findUser(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('We could not find that account.');
  return user;
}

/** Emails the account's own address a one-hour link to choose a new password. */
export async function sendResetLinkForSupport(options: {
  db: Database;
  clock: Clock;
  actor: StaffActor;
  userId: string;
  publicUrl: string;
}): Promise<string> {
  const { db, clock, actor, userId, publicUrl } = options;
  const at = clock.now();
  const user = await findUser(db, userId);
  await db.transaction(async (tx) => {
    await sendPasswordResetLink({ db: tx, at, user, publicUrl });
    await record(tx, actor, at, 'console.password_reset_sent', `user:${user.id}`);
  });
  return user.email;
}

/** Signs the account out on every device (a lost phone, a shared computer). */
export async function endSessionsForSupport(options: {
  db: Database;
  clock: Clock;
  actor: StaffActor;
  userId: string;
}): Promise<number> {
  const { db, clock, actor, userId } = options;
  const user = await findUser(db, userId);
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, user.id))
      .returning({ id: sessions.id });
    await publishSessionsEnded(tx, { userId: user.id });
    await record(
      tx,
      actor,
      clock.now(),
      'console.sessions_ended',
      `user:${user.id}, ${ended.length} sessions`,
    );
    return ended.length;
  });
}

/** How the service is doing: what /admin-test shows. */
export async function readSystemStatus(options: {
  db: Database;
  clock: Clock;
  actor: StaffActor;
  version: string;
  startedAt: Date;
  isSmtpConfigured: boolean;
  jobNames: readonly string[];
}): Promise<SystemStatus> {
  const { db, clock, actor, version, startedAt, isSmtpConfigured, jobNames } = options;
  const now = clock.now();
  const started = performance.now();
  await db.execute(sql`select 1`);
  const databaseRoundTripMs = Math.round((performance.now() - started) * 10) / 10;
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const counts = (status: AnyPgColumn, createdAt: AnyPgColumn) => ({
    pending: sql<number>`count(*) filter (where ${status} = 'pending')`.mapWith(Number),
    failed: sql<number>`count(*) filter (where ${status} = 'failed')`.mapWith(Number),
    failedLastDay:
      sql<number>`count(*) filter (where ${status} = 'failed' and ${createdAt} > ${dayAgo})`.mapWith(
        Number,
      ),
  });
  const [[email], [push], reminderLagSeconds, runs] = await Promise.all([
    db.select(counts(emailOutbox.status, emailOutbox.createdAt)).from(emailOutbox),
    db.select(counts(pushOutbox.status, pushOutbox.createdAt)).from(pushOutbox),
    reminderEngineLagSeconds(db, now),
    listJobRuns(db),
  ]);
  await record(db, actor, now, 'console.system_viewed');
  return {
    checkedAt: now.toISOString(),
    version,
    uptimeSeconds: Math.max(0, Math.round((now.getTime() - startedAt.getTime()) / 1000)),
    databaseRoundTripMs,
    reminderLagSeconds,
    email: {
      isSmtpConfigured,
      pending: email?.pending ?? 0,
      failed: email?.failed ?? 0,
      failedLastDay: email?.failedLastDay ?? 0,
    },
    push: {
      pending: push?.pending ?? 0,
      failed: push?.failed ?? 0,
      failedLastDay: push?.failedLastDay ?? 0,
    },
    jobs: presentJobRuns(jobNames, runs),
  };
}

/** The installation's subscription figures for admins: counts only, never a family. */
export async function readSubscriptionFigures(options: {
  db: Database;
  clock: Clock;
  billing: BillingConfig | undefined;
  actor: StaffActor;
}): Promise<SubscriptionFigures> {
  const at = options.clock.now();
  const figures = await subscriptionFigures({ db: options.db, billing: options.billing, at });
  await record(options.db, options.actor, at, 'console.figures_viewed');
  return { isBillingOn: options.billing !== undefined, ...figures };
}
