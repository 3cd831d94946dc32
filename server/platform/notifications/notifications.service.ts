import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  isChannelEnabled,
  NOTIFICATION_KINDS,
  NOTIFICATION_PAGE_SIZE,
  type NotificationKind,
  type NotificationKindInfo,
  type NotificationPreferences,
  SERVER_EVENT_TYPES,
} from '../../../shared/notifications';
import type { Database } from '../../db/client';
import { insertJsonRows } from '../../db/json-insert';
import { users } from '../auth/auth.schema';
import { circleMembers } from '../circles/circles.schema';
import {
  notifications,
  notificationSettings,
  pushOutbox,
  pushSubscriptions,
} from './notifications.schema';
import { notFound } from '../../lib/errors';
import { publishEvent, publishEvents, type ServerEvent } from './event-bus';
import { escapeHtml } from '../../lib/html';
import { localTimeOf } from '../../lib/local-time';
import { enqueueEmails, type QueuedEmail } from '../email/email-outbox';
import { type EmailMessage, paragraphsOf, toPlainText } from '../email/message';
import { renderEmail } from '../email/render-email';
import { canTurnOffByEmail, issueUnsubscribeLinks, unsubscribeUrl } from './unsubscribe.service';

export type NotificationRow = typeof notifications.$inferSelect;
type SettingsRow = typeof notificationSettings.$inferSelect;

/** An internal event: something waits in an outbox, so every instance's workers look now. */
export const OUTBOX_QUEUED_EVENT = 'outbox.queued';

/** Push messages keep for a day unless the kind says otherwise. */
const DEFAULT_PUSH_TTL_SECONDS = 24 * 60 * 60;

export interface NotifyInput {
  circleId: string;
  /** User ids; anyone no longer in the circle is left out. */
  recipients: readonly string[];
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path inside Kinwell. */
  link?: string | null;
  /** The cause: the same key (per person) is delivered once on each channel. */
  dedupeKey: string;
  /** Passes quiet hours; the kind's own setting when not given. */
  urgent?: boolean;
  at: Date;
  /** How long a push may wait on the push service (dose reminders: minutes). */
  pushTtlSeconds?: number;
}

export interface Notifier {
  /**
   * Tells people something, inside the transaction of the change that causes it: one row per
   * person in the in-app centre and one outbox row per enabled channel, following each person's
   * choices and quiet hours (urgent notifications pass them). Returns how many people it reached.
   */
  notify(tx: Database, input: NotifyInput): Promise<number>;
  /** The same for many causes at once (a burst of reminders), in a few bulk statements. */
  notifyMany(tx: Database, inputs: readonly NotifyInput[]): Promise<number>;
}

/** Are these local quiet hours (start inclusive, end exclusive, may wrap past midnight)? */
export function isInQuietHours(
  settings: Pick<SettingsRow, 'quietHoursStart' | 'quietHoursEnd' | 'timeZone'> | undefined,
  at: Date,
): boolean {
  const start = settings?.quietHoursStart;
  const end = settings?.quietHoursEnd;
  if (!settings || !start || !end) return false;
  const now = localTimeOf(at, settings.timeZone);
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/**
 * A notification as an email. A kind the person can turn off carries its one-click unsubscribe
 * link (`unsubscribe` undefined for crisis alerts, which reach everyone).
 */
export function notificationEmail(options: {
  input: Pick<NotifyInput, 'kind' | 'title' | 'body' | 'link'>;
  name: string;
  publicUrl: string;
  unsubscribeSecret?: string;
}): EmailMessage {
  const { input, name, publicUrl, unsubscribeSecret } = options;
  const info: NotificationKindInfo = NOTIFICATION_KINDS[input.kind];
  return {
    subject: input.title,
    preview: input.body.split('\n')[0],
    isUrgent: info.isAlwaysOn === true,
    greeting: `Hello ${name},`,
    paragraphs: paragraphsOf(input.body),
    action: { label: 'Open Kinwell', url: `${publicUrl}${input.link ?? ''}` },
    after: info.isAlwaysOn
      ? [
          `${info.label} reach everyone in the care circle on every channel, so they cannot be turned off.`,
        ]
      : [],
    signOff: ['The Kinwell team'],
    unsubscribe: unsubscribeSecret
      ? {
          url: unsubscribeUrl(publicUrl, unsubscribeSecret),
          kindLabel: info.label,
          settingsUrl: `${publicUrl}/notifications`,
        }
      : undefined,
  };
}

/** Bulk inserts stay well under PostgreSQL's limit of 65,535 parameters per statement. */
const CHUNK = 500;
const chunks = <T>(rows: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
};

type Person = {
  userId: string;
  name: string;
  email: string;
  emailConfirmedAt: Date | null;
  settings: SettingsRow | null;
};

/** Stand-ins for what differs between the recipients of one cause, swapped in after rendering. */
const NAME_SLOT = `kinwellname${randomBytes(8).toString('hex')}`;
const SECRET_SLOT = `kinwellsecret${randomBytes(8).toString('hex')}`;

/**
 * Each email with its own unsubscribe link (kinds a person can turn off). The HTML is rendered
 * once per cause and link-or-not, then each person's name (escaped) and secret (base64url) are
 * put in, so a burst of alerts to many people renders a few templates, not one per email.
 */
async function renderNotificationEmails(
  tx: Database,
  wanted: readonly { input: NotifyInput; person: Person }[],
  publicUrl: string,
): Promise<QueuedEmail[]> {
  const canStop = wanted.filter(({ input }) => canTurnOffByEmail(input.kind));
  const secrets = await issueUnsubscribeLinks(
    tx,
    canStop.map(({ input, person }) => ({ userId: person.userId, kind: input.kind, at: input.at })),
  );
  const secretOf = new Map(canStop.map((item, index) => [item, secrets[index]]));
  const templates = new Map<string, string>();
  const emails: QueuedEmail[] = [];
  for (const item of wanted) {
    const { input, person } = item;
    const secret = secretOf.get(item);
    const messageFor = (name: string, unsubscribeSecret: string | undefined) =>
      notificationEmail({ input, name, publicUrl, unsubscribeSecret });
    const templateKey = [input.circleId, input.kind, input.dedupeKey, secret ? 'stop' : ''].join(
      '\u0000',
    );
    let template = templates.get(templateKey);
    if (template === undefined) {
      template =
        (await renderEmail(messageFor(NAME_SLOT, secret ? SECRET_SLOT : undefined))).html ?? '';
      templates.set(templateKey, template);
    }
    const message = messageFor(person.name, secret);
    emails.push({
      dedupeKey: `notification:${input.dedupeKey}:${person.userId}`,
      to: person.email,
      at: input.at,
      subject: message.subject,
      text: toPlainText(message),
      html: template
        .replaceAll(NAME_SLOT, escapeHtml(person.name))
        .replaceAll(SECRET_SLOT, secret ?? ''),
      unsubscribeUrl: message.unsubscribe?.url ?? null,
    });
  }
  return emails;
}

export function createNotifier(options: { publicUrl: string }): Notifier {
  const { publicUrl } = options;

  const notifyMany: Notifier['notifyMany'] = async (tx, inputs) => {
    const wanted = inputs.filter((input) => input.recipients.length > 0);
    if (wanted.length === 0) return 0;
    const circleIds = [...new Set(wanted.map((input) => input.circleId))];
    const userIds = [...new Set(wanted.flatMap((input) => input.recipients))];
    // Only current members of each circle are told anything.
    const rows = await tx
      .select({
        circleId: circleMembers.circleId,
        userId: users.id,
        name: users.name,
        email: users.email,
        emailConfirmedAt: users.emailConfirmedAt,
        settings: notificationSettings,
      })
      .from(circleMembers)
      .innerJoin(users, eq(users.id, circleMembers.userId))
      .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
      .where(
        and(inArray(circleMembers.circleId, circleIds), inArray(circleMembers.userId, userIds)),
      );
    const members = new Map<string, Person>();
    for (const row of rows) members.set(`${row.circleId}:${row.userId}`, row);

    const wantsPush = new Set<string>();
    const plans = wanted.map((input) => {
      const isUrgent = input.urgent ?? NOTIFICATION_KINDS[input.kind].isUrgent;
      const people = [...new Set(input.recipients)]
        .map((userId) => members.get(`${input.circleId}:${userId}`))
        .filter((person): person is Person => person !== undefined)
        .map((person) => {
          const choices = person.settings?.channels ?? {};
          const isQuiet = !isUrgent && isInQuietHours(person.settings ?? undefined, input.at);
          const channels = {
            inApp: isChannelEnabled(choices, input.kind, 'inApp'),
            // Quiet hours hold back what would buzz or land in an inbox; the centre keeps it.
            // Nothing goes to an address its owner has not confirmed (decision 026).
            email:
              !isQuiet &&
              person.emailConfirmedAt !== null &&
              isChannelEnabled(choices, input.kind, 'email'),
            push: !isQuiet && isChannelEnabled(choices, input.kind, 'push'),
          };
          if (channels.push) wantsPush.add(person.userId);
          return { person, channels };
        });
      return { input, isUrgent, people };
    });

    const devices = wantsPush.size
      ? await tx
          .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
          .from(pushSubscriptions)
          .where(inArray(pushSubscriptions.userId, [...wantsPush]))
      : [];
    const devicesOf = new Map<string, string[]>();
    for (const device of devices) {
      devicesOf.set(device.userId, [...(devicesOf.get(device.userId) ?? []), device.id]);
    }

    const inAppRows: (typeof notifications.$inferInsert)[] = [];
    const emailsWanted: { input: NotifyInput; person: Person }[] = [];
    const pushes: (typeof pushOutbox.$inferInsert)[] = [];
    let reached = 0;
    for (const { input, isUrgent, people } of plans) {
      const ttlSeconds = input.pushTtlSeconds ?? DEFAULT_PUSH_TTL_SECONDS;
      for (const { person, channels } of people) {
        const personDevices = channels.push ? (devicesOf.get(person.userId) ?? []) : [];
        if (channels.inApp || channels.email || personDevices.length > 0) reached += 1;
        if (channels.inApp) {
          inAppRows.push({
            circleId: input.circleId,
            recipientUserId: person.userId,
            kind: input.kind,
            title: input.title,
            body: input.body,
            link: input.link ?? null,
            dedupeKey: input.dedupeKey,
            isUrgent,
            createdAt: input.at,
          });
        }
        if (channels.email) emailsWanted.push({ input, person });
        for (const subscriptionId of personDevices) {
          pushes.push({
            subscriptionId,
            dedupeKey: input.dedupeKey,
            payload: {
              title: input.title,
              body: input.body,
              link: input.link ?? '/notifications',
              tag: input.dedupeKey,
              isUrgent,
            },
            ttlSeconds,
            isUrgent,
            nextAttemptAt: input.at,
            expiresAt: new Date(input.at.getTime() + ttlSeconds * 1000),
            createdAt: input.at,
          });
        }
      }
    }

    const created = await insertJsonRows(tx, notifications, inAppRows, {
      onConflict: sql`on conflict (${sql.identifier(notifications.dedupeKey.name)}, ${sql.identifier(notifications.recipientUserId.name)}) do nothing`,
      returning: ['recipientUserId', 'dedupeKey'],
    });
    const emails = await renderNotificationEmails(tx, emailsWanted, publicUrl);
    await enqueueEmails(tx, emails);
    for (const chunk of chunks(pushes)) {
      await tx
        .insert(pushOutbox)
        .values(chunk)
        .onConflictDoNothing({ target: [pushOutbox.dedupeKey, pushOutbox.subscriptionId] });
    }

    // One live event per cause, to the people who see it for the first time.
    const newFor = new Map<string, string[]>();
    for (const row of created) {
      newFor.set(row.dedupeKey, [...(newFor.get(row.dedupeKey) ?? []), row.recipientUserId]);
    }
    const events: ServerEvent[] = [];
    for (const { input, isUrgent } of plans) {
      const userIdsSeeing = newFor.get(input.dedupeKey);
      if (!userIdsSeeing) continue;
      newFor.delete(input.dedupeKey);
      events.push({
        type: SERVER_EVENT_TYPES.notificationCreated,
        userIds: userIdsSeeing,
        data: { kind: input.kind, title: input.title, isUrgent },
      });
    }
    if (emails.length > 0 || pushes.length > 0) events.push({ type: OUTBOX_QUEUED_EVENT });
    await publishEvents(tx, events);
    return reached;
  };

  return { notify: (tx, input) => notifyMany(tx, [input]), notifyMany };
}

/** A person sees notifications only from circles they still belong to. */
const visibleTo = (userId: string) =>
  and(
    eq(notifications.recipientUserId, userId),
    sql`exists (select 1 from ${circleMembers} where ${circleMembers.circleId} = ${notifications.circleId} and ${circleMembers.userId} = ${userId})`,
  );

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(visibleTo(userId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

/** A person's newest notifications from one circle (the dashboard's recent alerts). */
export async function listRecentInCircle(options: {
  db: Database;
  userId: string;
  circleId: string;
  limit: number;
}): Promise<{ rows: NotificationRow[]; unreadCount: number }> {
  const { db, userId, circleId, limit } = options;
  const mine = and(eq(notifications.recipientUserId, userId), eq(notifications.circleId, circleId));
  const unread = db
    .select({ value: count() })
    .from(notifications)
    .where(and(mine, isNull(notifications.readAt)));
  // One round trip: the newest few, each carrying the unread count.
  const found = await db
    .select({ row: notifications, unread: sql<number>`(${unread})`.mapWith(Number) })
    .from(notifications)
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  const rows = found.map((item) => item.row);
  return { rows, unreadCount: found[0]?.unread ?? 0 };
}

/** Newest first, a page at a time (`before` is the oldest `createdAt` of the previous page). */
export async function listNotifications(options: {
  db: Database;
  userId: string;
  before?: Date | undefined;
}): Promise<NotificationRow[]> {
  const { db, userId, before } = options;
  return db
    .select()
    .from(notifications)
    .where(and(visibleTo(userId), before ? lt(notifications.createdAt, before) : undefined))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_PAGE_SIZE);
}

/** Marks one (by id) or all of a person's notifications read; another person's id answers 404. */
export async function markRead(options: {
  db: Database;
  userId: string;
  id?: string;
  at: Date;
}): Promise<void> {
  const { db, userId, id, at } = options;
  await db.transaction(async (tx) => {
    if (id) {
      const [row] = await tx
        .select({ readAt: notifications.readAt })
        .from(notifications)
        .where(and(eq(notifications.id, id), visibleTo(userId)));
      if (!row) throw notFound('We could not find that notification.');
      if (row.readAt) return;
    }
    await tx
      .update(notifications)
      .set({ readAt: at })
      .where(
        and(
          eq(notifications.recipientUserId, userId),
          isNull(notifications.readAt),
          id ? eq(notifications.id, id) : undefined,
        ),
      );
    await publishEvent(tx, { type: SERVER_EVENT_TYPES.notificationsRead, userIds: [userId] });
  });
}

export async function getPreferences(
  db: Database,
  userId: string,
  fallbackTimeZone: string,
): Promise<NotificationPreferences> {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  const choices = row?.channels ?? {};
  const kinds = Object.fromEntries(
    (Object.keys(NOTIFICATION_KINDS) as NotificationKind[]).map((kind) => [
      kind,
      {
        inApp: isChannelEnabled(choices, kind, 'inApp'),
        email: isChannelEnabled(choices, kind, 'email'),
        push: isChannelEnabled(choices, kind, 'push'),
      },
    ]),
  ) as NotificationPreferences['kinds'];
  return {
    kinds,
    quietHoursStart: row?.quietHoursStart ?? null,
    quietHoursEnd: row?.quietHoursEnd ?? null,
    timeZone: row?.timeZone ?? fallbackTimeZone,
  };
}

export async function savePreferences(options: {
  db: Database;
  userId: string;
  input: NotificationPreferences;
  at: Date;
}): Promise<NotificationPreferences> {
  const { db, userId, input, at } = options;
  const values = {
    channels: input.kinds,
    quietHoursStart: input.quietHoursStart,
    quietHoursEnd: input.quietHoursEnd,
    timeZone: input.timeZone,
    updatedAt: at,
  };
  await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
  return getPreferences(db, userId, input.timeZone);
}
