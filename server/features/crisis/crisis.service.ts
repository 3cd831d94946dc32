import { and, asc, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import {
  CRISIS_ANSWER_LABELS,
  CRISIS_EVENT,
  CRISIS_TYPE_LABELS,
  type CrisisAlert,
  type CrisisAnswer,
  crisisTitle,
  type sendCrisisAlertSchema,
} from '../../../shared/crisis';
import { mapLink } from '../../../shared/emergency';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { crisisAlertRecipients, crisisAlerts } from './crisis.schema';
import { listContacts } from '../emergency/emergency-contacts.service';
import { users } from '../../platform/auth/auth.schema';
import { careRecipients, circleMembers } from '../../platform/circles/circles.schema';
import { emailOutbox } from '../../platform/email/email.schema';
import { conflict, notFound } from '../../lib/errors';
import { publishEvent } from '../../platform/notifications/event-bus';
import { crisisAudit } from './crisis.audit';
import type { CircleActor } from '../../platform/circles/circles.policy';
import { enqueueEmail } from '../../platform/email/email-outbox';
import { paragraphsOf } from '../../platform/email/message';
import type { Notifier } from '../../platform/notifications/notifications.service';
import { makeToken, matchesToken } from '../../platform/tokens/tokens.service';

type SendInput = z.output<typeof sendCrisisAlertSchema>;
type AlertRow = typeof crisisAlerts.$inferSelect;
type RecipientRow = typeof crisisAlertRecipients.$inferSelect;

/** A contact's answer link works while the alert is open, and a day after it was sent. */
const ANSWER_LINK_MS = 24 * 60 * 60 * 1000;
const NOT_FOUND = 'We could not find that crisis alert.';

export const crisisAnswerUrl = (publicUrl: string, token: string) => `${publicUrl}/answer/${token}`;

function describeAlert(alert: AlertRow, senderName: string, recipientName: string): string {
  const what = alert.type ? CRISIS_TYPE_LABELS[alert.type] : 'Something is wrong';
  const lines = [`${senderName} sent a crisis alert about ${recipientName}. ${what}.`];
  if (alert.note) lines.push(`“${alert.note}”`);
  if (alert.latitude !== null && alert.longitude !== null) {
    lines.push(`Where: ${mapLink(alert.latitude, alert.longitude)}`);
  }
  return lines.join('\n');
}

/**
 * Sends an alert to every member (all channels, through quiet hours) and to every emergency
 * contact with an email who is not a member. Repeating the same `clientRequestId` returns the
 * alert already sent and sends nothing again.
 */
export async function sendCrisisAlert(options: {
  db: Database;
  notifier: Notifier;
  actor: CircleActor;
  input: SendInput;
  at: Date;
  publicUrl: string;
}): Promise<{ alertId: string; isNew: boolean }> {
  const { db, notifier, actor, input, at, publicUrl } = options;
  return db.transaction(async (tx) => {
    const [alert] = await tx
      .insert(crisisAlerts)
      .values({
        circleId: actor.circleId,
        senderUserId: actor.user.id,
        clientRequestId: input.clientRequestId,
        type: input.type ?? null,
        note: input.note ?? null,
        latitude: input.position?.latitude ?? null,
        longitude: input.position?.longitude ?? null,
        accuracyMeters: input.position?.accuracyMeters ?? null,
        createdAt: at,
      })
      .onConflictDoNothing({ target: [crisisAlerts.circleId, crisisAlerts.clientRequestId] })
      .returning();
    if (!alert) {
      const [existing] = await tx
        .select({ id: crisisAlerts.id })
        .from(crisisAlerts)
        .where(
          and(
            eq(crisisAlerts.circleId, actor.circleId),
            eq(crisisAlerts.clientRequestId, input.clientRequestId),
          ),
        );
      if (!existing) throw new Error('A crisis alert vanished while it was being sent');
      return { alertId: existing.id, isNew: false };
    }

    const [recipient] = await tx
      .select({ name: careRecipients.preferredName })
      .from(careRecipients)
      .where(eq(careRecipients.circleId, actor.circleId));
    const recipientName = recipient?.name ?? 'your loved one';
    const body = describeAlert(alert, actor.user.name, recipientName);
    const link = `/alerts/${alert.id}`;

    // Everyone but the sender, who is there already.
    const members = (
      await tx
        .select({ userId: users.id, name: users.name, email: users.email })
        .from(circleMembers)
        .innerJoin(users, eq(users.id, circleMembers.userId))
        .where(eq(circleMembers.circleId, actor.circleId))
    ).filter((member) => member.userId !== actor.user.id);
    const dedupeKey = `crisis:${alert.id}`;
    await notifier.notify(tx, {
      circleId: actor.circleId,
      recipients: members.map((m) => m.userId),
      kind: 'crisis.alert',
      title: crisisTitle(alert.type),
      body,
      link,
      dedupeKey,
      urgent: true,
      pushTtlSeconds: 60 * 60,
      at,
    });
    const rows: (typeof crisisAlertRecipients.$inferInsert)[] = members.map((member) => ({
      alertId: alert.id,
      circleId: actor.circleId,
      userId: member.userId,
      name: member.name,
      email: member.email,
      emailDedupeKey: `notification:${dedupeKey}:${member.userId}`,
    }));

    const memberIds = new Set([...members.map((m) => m.userId), actor.user.id]);
    const contacts = await listContacts(tx, actor.circleId);
    for (const contact of contacts) {
      if (!contact.email || (contact.memberUserId && memberIds.has(contact.memberUserId))) continue;
      const { secret: token, tokenHash } = makeToken();
      const emailKey = `crisis:${alert.id}:contact:${contact.id}`;
      rows.push({
        alertId: alert.id,
        circleId: actor.circleId,
        contactId: contact.id,
        name: contact.name,
        email: contact.email,
        emailDedupeKey: emailKey,
        answerTokenHash: tokenHash,
      });
      await enqueueEmail(tx, {
        dedupeKey: emailKey,
        to: contact.email,
        at,
        message: {
          subject: `URGENT: ${crisisTitle(alert.type)} for ${recipientName}`,
          isUrgent: true,
          greeting: `Hello ${contact.name},`,
          paragraphs: [
            ...paragraphsOf(body),
            `You are one of ${recipientName}’s emergency contacts. Please let the family know you saw this.`,
          ],
          action: { label: 'Answer the family', url: crisisAnswerUrl(publicUrl, token) },
          after: ['If someone is in danger, call your local emergency number now.'],
          signOff: ['Sent by Kinwell for the family.'],
        },
      });
    }
    if (rows.length > 0) await tx.insert(crisisAlertRecipients).values(rows);
    await crisisAudit.record(tx, {
      actor,
      action: 'crisis.sent',
      subject: `crisis_alert:${alert.id}`,
      detail: alert.type ? CRISIS_TYPE_LABELS[alert.type] : null,
      at,
    });
    await publishEvent(tx, {
      type: CRISIS_EVENT,
      circleId: actor.circleId,
      data: { id: alert.id },
    });
    return { alertId: alert.id, isNew: true };
  });
}

/** The alerts of a circle, open ones first, then the most recent. */
export async function listCrisisAlerts(db: Database, actor: CircleActor): Promise<CrisisAlert[]> {
  const rows = await db
    .select({ id: crisisAlerts.id })
    .from(crisisAlerts)
    .where(eq(crisisAlerts.circleId, actor.circleId))
    .orderBy(desc(crisisAlerts.createdAt))
    .limit(20);
  const alerts = await loadAlerts(
    db,
    actor,
    rows.map((row) => row.id),
  );
  return alerts.sort((a, b) => Number(a.resolvedAt !== null) - Number(b.resolvedAt !== null));
}

export async function getCrisisAlert(db: Database, actor: CircleActor, id: string) {
  const [alert] = await loadAlerts(db, actor, [id]);
  if (!alert) throw notFound(NOT_FOUND);
  return alert;
}

const EMAIL_STATES = { sent: 'sent', pending: 'waiting', failed: 'failed' } as const;

async function loadAlerts(db: Database, actor: CircleActor, ids: string[]): Promise<CrisisAlert[]> {
  if (ids.length === 0) return [];
  const alerts = await db
    .select()
    .from(crisisAlerts)
    .where(and(inArray(crisisAlerts.id, ids), eq(crisisAlerts.circleId, actor.circleId)))
    .orderBy(desc(crisisAlerts.createdAt));
  if (alerts.length === 0) return [];
  const recipients = await db
    .select({ recipient: crisisAlertRecipients, emailStatus: emailOutbox.status })
    .from(crisisAlertRecipients)
    .leftJoin(emailOutbox, eq(emailOutbox.dedupeKey, crisisAlertRecipients.emailDedupeKey))
    .where(
      inArray(
        crisisAlertRecipients.alertId,
        alerts.map((a) => a.id),
      ),
    )
    .orderBy(asc(crisisAlertRecipients.name));
  const people = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      inArray(
        users.id,
        alerts
          .flatMap((a) => [a.senderUserId, a.resolvedByUserId])
          .filter((id): id is string => id !== null),
      ),
    );
  const nameOf = (id: string | null) => people.find((p) => p.id === id)?.name ?? null;
  return alerts.map((alert) => ({
    id: alert.id,
    senderName: nameOf(alert.senderUserId),
    isMine: alert.senderUserId === actor.user.id,
    type: alert.type,
    note: alert.note,
    position:
      alert.latitude !== null && alert.longitude !== null
        ? {
            latitude: alert.latitude,
            longitude: alert.longitude,
            accuracyMeters: alert.accuracyMeters ?? 0,
          }
        : null,
    createdAt: alert.createdAt.toISOString(),
    resolvedAt: alert.resolvedAt?.toISOString() ?? null,
    resolvedBy: nameOf(alert.resolvedByUserId),
    resolutionNote: alert.resolutionNote,
    recipients: recipients
      .filter(({ recipient }) => recipient.alertId === alert.id)
      .map(({ recipient, emailStatus }) => ({
        name: recipient.name,
        kind: recipient.userId || !recipient.contactId ? ('member' as const) : ('contact' as const),
        isYou: recipient.userId === actor.user.id,
        email: emailStatus ? EMAIL_STATES[emailStatus] : ('none' as const),
        answer: recipient.answer,
        answeredAt: recipient.answeredAt?.toISOString() ?? null,
      })),
  }));
}

/** Tells the sender (and the others) who answered; once per person and answer. */
async function recordAnswer(options: {
  tx: Database;
  notifier: Notifier;
  row: RecipientRow;
  alert: AlertRow;
  answer: CrisisAnswer;
  at: Date;
  ip: string | null;
}) {
  const { tx, notifier, row, alert, answer, at, ip } = options;
  await tx
    .update(crisisAlertRecipients)
    .set({ answer, answeredAt: at })
    .where(eq(crisisAlertRecipients.id, row.id));
  const members = await tx
    .select({ userId: circleMembers.userId })
    .from(circleMembers)
    .where(eq(circleMembers.circleId, alert.circleId));
  await notifier.notify(tx, {
    circleId: alert.circleId,
    recipients: members.map((m) => m.userId).filter((id) => id !== row.userId),
    kind: 'crisis.update',
    title: `${row.name}: ${CRISIS_ANSWER_LABELS[answer]}`,
    body: `${row.name} answered the crisis alert: ${CRISIS_ANSWER_LABELS[answer]}.`,
    link: `/alerts/${alert.id}`,
    dedupeKey: `crisis:${alert.id}:answer:${row.id}:${answer}`,
    at,
  });
  await crisisAudit.record(tx, {
    circleId: alert.circleId,
    actorUserId: row.userId,
    action: 'crisis.answered',
    subject: `crisis_alert:${alert.id}`,
    detail: `${row.name}: ${CRISIS_ANSWER_LABELS[answer]}`,
    ip,
    at,
  });
  await publishEvent(tx, { type: CRISIS_EVENT, circleId: alert.circleId, data: { id: alert.id } });
}

async function findAlert(tx: Database, circleId: string, id: string) {
  const [alert] = await tx
    .select()
    .from(crisisAlerts)
    .where(and(eq(crisisAlerts.id, id), eq(crisisAlerts.circleId, circleId)))
    .for('update');
  if (!alert) throw notFound(NOT_FOUND);
  return alert;
}

export async function answerAsMember(options: {
  db: Database;
  notifier: Notifier;
  actor: CircleActor;
  id: string;
  answer: CrisisAnswer;
  at: Date;
}) {
  const { db, notifier, actor, id, answer, at } = options;
  await db.transaction(async (tx) => {
    const alert = await findAlert(tx, actor.circleId, id);
    const [row] = await tx
      .select()
      .from(crisisAlertRecipients)
      .where(
        and(eq(crisisAlertRecipients.alertId, id), eq(crisisAlertRecipients.userId, actor.user.id)),
      );
    // Someone who joined after the alert was sent can still answer it.
    const recipient =
      row ??
      (
        await tx
          .insert(crisisAlertRecipients)
          .values({
            alertId: id,
            circleId: actor.circleId,
            userId: actor.user.id,
            name: actor.user.name,
          })
          .returning()
      )[0];
    if (!recipient) throw new Error('Recording an answer returned no row');
    if (recipient.answer === answer) return;
    await recordAnswer({ tx, notifier, row: recipient, alert, answer, at, ip: actor.ip });
  });
}

/** An emergency contact answering from the link in their email (no account). */
export async function findAnswerLink(db: Database, token: string, at: Date) {
  const [row] = await db
    .select({ recipient: crisisAlertRecipients, alert: crisisAlerts })
    .from(crisisAlertRecipients)
    .innerJoin(crisisAlerts, eq(crisisAlerts.id, crisisAlertRecipients.alertId))
    .where(
      and(
        matchesToken(crisisAlertRecipients.answerTokenHash, token),
        or(
          isNull(crisisAlerts.resolvedAt),
          gt(crisisAlerts.resolvedAt, new Date(at.getTime() - ANSWER_LINK_MS)),
        ),
        gt(crisisAlerts.createdAt, new Date(at.getTime() - ANSWER_LINK_MS)),
      ),
    );
  return row ?? null;
}

export async function answerAsContact(options: {
  db: Database;
  notifier: Notifier;
  token: string;
  answer: CrisisAnswer;
  at: Date;
  ip: string;
}): Promise<boolean> {
  const { db, notifier, token, answer, at, ip } = options;
  const found = await findAnswerLink(db, token, at);
  if (!found) return false;
  await db.transaction(async (tx) => {
    const alert = await findAlert(tx, found.alert.circleId, found.alert.id);
    if (found.recipient.answer === answer) return;
    await recordAnswer({ tx, notifier, row: found.recipient, alert, answer, at, ip });
  });
  return true;
}

export async function resolveCrisisAlert(options: {
  db: Database;
  notifier: Notifier;
  actor: CircleActor;
  id: string;
  note: string | null;
  at: Date;
}) {
  const { db, notifier, actor, id, note, at } = options;
  await db.transaction(async (tx) => {
    const alert = await findAlert(tx, actor.circleId, id);
    if (alert.resolvedAt) throw conflict('This crisis alert was already closed.');
    await tx
      .update(crisisAlerts)
      .set({ resolvedAt: at, resolvedByUserId: actor.user.id, resolutionNote: note })
      .where(eq(crisisAlerts.id, id));
    const members = await tx
      .select({ userId: circleMembers.userId })
      .from(circleMembers)
      .where(eq(circleMembers.circleId, actor.circleId));
    await notifier.notify(tx, {
      circleId: actor.circleId,
      recipients: members.map((m) => m.userId).filter((userId) => userId !== actor.user.id),
      kind: 'crisis.update',
      title: 'Crisis alert closed',
      body: `${actor.user.name} closed the crisis alert.${note ? ` “${note}”` : ''}`,
      link: `/alerts/${id}`,
      dedupeKey: `crisis:${id}:resolved`,
      at,
    });
    await crisisAudit.record(tx, {
      actor,
      action: 'crisis.resolved',
      subject: `crisis_alert:${id}`,
      at,
    });
    await publishEvent(tx, { type: CRISIS_EVENT, circleId: actor.circleId, data: { id } });
  });
}
