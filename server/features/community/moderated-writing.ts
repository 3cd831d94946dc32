import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { COMMUNITY_CRISIS_KIND_LABELS, type CommunityCrisisKind } from '../../../shared/community';
import { STAFF_RIGHTS } from '../../../shared/staff';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { assertUnderLimit, recordEvent, type RateLimit } from '../../lib/rate-limit';
import type { AuditActions } from '../../platform/audit/audit-actions';
import type { Caller } from '../../platform/auth/callers';
import { circleMembers } from '../../platform/circles/circles.schema';
import { enqueueEmail, type EmailWorker } from '../../platform/email/email-outbox';
import type { Notifier, NotifyInput } from '../../platform/notifications/notifications.service';
import { staffUsers } from '../../platform/staff/staff.schema';

/**
 * What posts, replies, questions and answers share as moderated writing (decisions 045, 050, 058,
 * 069): who writes and who moderates, the allowance a member's writing is counted against, the
 * audit records of both, the crisis alert to every moderator, and the notices that reach a writer
 * through their circle, and how a route hands a member's or a moderator's action its caller,
 * writing and time. Posts and replies keep their holds and edits (`community.writing-checks.ts`),
 * questions and answers their experts (`questions.staff.ts`); both go through this file for what
 * is the same (decision 083).
 */

/** The signed-in family account reading or writing. */
export interface Viewer {
  userId: string;
  name: string;
  ip: string;
}

/** A staff member with a right over the community: a moderator, an expert or an admin. */
export interface Moderator {
  staffId: string;
  ip: string;
}

/** Where crisis alerts go when no moderator can be found, and the address their links open. */
export interface Alerting {
  supportEmail: string;
  publicUrl: string;
}

/**
 * The audit records of one part of the community. Members' actions have no circle (the community
 * is the account's, decision 045) and name what they wrote as the subject; staff actions name the
 * staff member as the subject and what they acted on in the detail.
 */
export function communityRecorder<Action extends string>(audit: AuditActions<Action>) {
  return {
    member: (
      db: Database,
      viewer: Pick<Viewer, 'userId' | 'ip'>,
      at: Date,
      action: Action,
      subject: string,
    ) =>
      audit.record(db, {
        circleId: null,
        actorUserId: viewer.userId,
        action,
        subject,
        ip: viewer.ip,
        at,
      }),
    staff: (db: Database, staff: Moderator, at: Date, action: Action, detail?: string) =>
      audit.record(db, {
        circleId: null,
        actorUserId: null,
        action,
        subject: `staff:${staff.staffId}`,
        detail,
        ip: staff.ip,
        at,
      }),
  };
}

/**
 * A member's writing within its allowance (`COMMUNITY_LIMITS`): refused once the allowance is
 * used up, counted once it is stored, and the email worker woken when it raised a crisis alert.
 */
export async function withinAllowance<T>(
  deps: { db: Database; clock: Clock; emailWorker: EmailWorker },
  limit: RateLimit,
  viewer: Viewer,
  write: () => Promise<T>,
): Promise<T> {
  const { db, clock, emailWorker } = deps;
  await assertUnderLimit(db, clock, limit, viewer.userId);
  const written = await write();
  await recordEvent(db, clock, limit, viewer.userId);
  if ((written as { showCrisisResources?: boolean } | undefined)?.showCrisisResources)
    emailWorker.kick();
  return written;
}

/** What a member's new or edited writing is given. */
export interface MemberWrite<Input> {
  db: Database;
  viewer: Viewer;
  input: Input;
  at: Date;
  alerting: Alerting;
}

/**
 * A member's writing from a route, within its allowance: the writer from the route's caller, the
 * writing from its body; the action adds what the route's path names (the group, the post).
 */
export function memberWriting(
  deps: { db: Database; clock: Clock; emailWorker: EmailWorker; alerting: Alerting },
  caller: Caller<Viewer>,
) {
  return <Input, Done>(
    request: FastifyRequest & { body: Input },
    limit: RateLimit,
    write: (options: MemberWrite<Input>) => Promise<Done>,
  ): Promise<Done> => {
    const viewer = caller(request);
    return withinAllowance(deps, limit, viewer, () =>
      write({
        db: deps.db,
        viewer,
        input: request.body,
        at: deps.clock.now(),
        alerting: deps.alerting,
      }),
    );
  };
}

/**
 * What a member's action on a piece of writing the route names is given: who, which, and when
 * (deleting their own post, reply or question).
 */
export const ownWriting =
  (deps: { db: Database; clock: Clock }, caller: Caller<Viewer>) =>
  (request: FastifyRequest & { params: { id: string } }) => ({
    db: deps.db,
    viewer: caller(request),
    id: request.params.id,
    at: deps.clock.now(),
  });

/** What a moderator's action on one piece of writing is given. */
export interface ModeratorAction<Kind extends string, Input> {
  db: Database;
  moderator: Moderator;
  notifier: Notifier;
  target: { kind: Kind; id: string };
  input: Input;
  at: Date;
}

/**
 * A moderator's action on the writing a route names: the moderator from the route's caller, the
 * writing from its path, the decision from its body; the email worker is woken for the writer's
 * notice.
 */
export function moderating(
  deps: { db: Database; clock: Clock; notifier: Notifier; emailWorker: EmailWorker },
  caller: Caller<Moderator>,
) {
  return async <Kind extends string, Input, Done>(
    request: FastifyRequest & { params: { id: string }; body: Input },
    kind: Kind,
    action: (options: ModeratorAction<Kind, Input>) => Promise<Done>,
  ): Promise<Done> => {
    const done = await action({
      db: deps.db,
      moderator: caller(request),
      notifier: deps.notifier,
      target: { kind, id: request.params.id },
      input: request.body,
      at: deps.clock.now(),
    });
    deps.emailWorker.kick();
    return done;
  };
}

/** Who is told at once of crisis language: moderators (and admins), or the support address. */
async function moderatorAddresses(db: Database, supportEmail: string): Promise<string[]> {
  const rows = await db
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(
      and(
        inArray(staffUsers.role, [...STAFF_RIGHTS['community.moderate']]),
        isNull(staffUsers.disabledAt),
      ),
    );
  return rows.length > 0 ? rows.map((row) => row.email) : [supportEmail];
}

/**
 * Crisis language reaches every moderator at once by email, naming the kind of crisis and where
 * it was written, never the words (decision 069). The writer has been shown the crisis lines.
 */
export async function alertModerators(options: {
  tx: Database;
  alerting: Alerting;
  kind: CommunityCrisisKind;
  /** One alert per address for this: a flag's or a question's id. */
  dedupeKey: string;
  /** "a community post", "a question to the experts". */
  what: string;
  /** "in the group “Evenings”", "in a question to Kinwell’s experts". */
  where: string;
  /** Who can read it until a moderator has looked. */
  whoReads: string;
  /** Where the moderator looks at it. */
  open: { place: string; label: string; path: string };
  at: Date;
}) {
  const { tx, alerting, kind, dedupeKey, what, where, whoReads, open, at } = options;
  for (const to of await moderatorAddresses(tx, alerting.supportEmail)) {
    await enqueueEmail(tx, {
      dedupeKey: `${dedupeKey}:${to}`,
      to,
      at,
      message: {
        subject: `[URGENT] Crisis language in ${what}`,
        isUrgent: true,
        paragraphs: [
          `Someone wrote words of crisis (${COMMUNITY_CRISIS_KIND_LABELS[kind]}) ${where}.`,
          `They were shown the crisis lines at once. ${whoReads} Please look at it now, in ${open.place}.`,
        ],
        action: { label: open.label, url: `${alerting.publicUrl}${open.path}` },
        signOff: ['Kinwell'],
      },
    });
  }
}

/**
 * The platform delivers notifications per circle: a community notice goes through the first
 * circle the person belongs to. Someone in no circle reads it where they wrote instead.
 */
async function deliveryCircleOf(tx: Database, userId: string): Promise<string | null> {
  const [membership] = await tx
    .select({ circleId: circleMembers.circleId })
    .from(circleMembers)
    .where(eq(circleMembers.userId, userId))
    .orderBy(asc(circleMembers.joinedAt))
    .limit(1);
  return membership?.circleId ?? null;
}

/** A writer hears of what was done to their writing through their notifications. */
export async function tellWriter(options: {
  tx: Database;
  notifier: Notifier;
  writerId: string | null;
  kind: NotifyInput['kind'];
  title: string;
  body: string;
  link: string;
  dedupeKey: string;
  at: Date;
}) {
  const { tx, notifier, writerId, ...notice } = options;
  if (!writerId) return;
  const circleId = await deliveryCircleOf(tx, writerId);
  if (!circleId) return;
  await notifier.notify(tx, { circleId, recipients: [writerId], ...notice });
}
