import { formatDateTime } from '../../../shared/relative-time';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  CONTACT_SUBJECT_LABELS,
  type ContactSubject,
  URGENCY_LABELS,
  type Urgency,
  type contactRequestSchema,
} from '../../../shared/assistant';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { contactRequestNotes, contactRequests } from './contact-requests.schema';
import { staffUsers } from '../../platform/staff/staff.schema';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import { enqueueEmail } from '../../platform/email/email-outbox';
import { listDeskRecipients } from '../../platform/staff/staff.service';
import { type DeskRow, respondBy } from './contact-requests.presenter';
import { describesEmergency } from '../../platform/safety/safety';

type ContactRequestInput = z.output<typeof contactRequestSchema>;
export type ContactRequestRow = typeof contactRequests.$inferSelect;

const PROMISE_TEXT: Record<Urgency, string> = {
  urgent: 'today',
  high: 'within 24 hours',
  normal: 'within 24 to 48 hours',
};

const subjectLabel = (subject: string) =>
  CONTACT_SUBJECT_LABELS[subject as ContactSubject] ?? 'Not chosen';

/** Stores the request and queues the requester's confirmation and the specialists' notice. */
export async function createContactRequest(options: {
  db: Database;
  clock: Clock;
  input: ContactRequestInput;
  userId: string | null;
  supportEmail: string;
  publicUrl: string;
}): Promise<ContactRequestRow> {
  const { db, clock, input, userId, supportEmail, publicUrl } = options;
  const at = clock.now();
  const recipients = await listDeskRecipients(db);
  // An emergency described in the chat reaches the desk as urgent; never lower what was chosen.
  const userWrote = input.conversationHistory
    .filter((turn) => turn.role === 'user')
    .map((turn) => turn.content);
  const urgency: Urgency = describesEmergency(userWrote) ? 'urgent' : input.urgency;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactRequests)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        subject: input.subject,
        message: input.message,
        urgency,
        conversation: input.conversationHistory.map(({ role, content }) => ({ role, content })),
        source: input.source,
        clientTimestamp: input.timestamp ?? null,
        userId,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!row) throw new Error('Storing a contact request returned no row');

    await enqueueEmail(tx, {
      dedupeKey: `contact-request:${row.id}:confirmation`,
      to: row.email,
      at,
      message: {
        subject: 'We received your request — Kinwell',
        greeting: `Hello ${row.name},`,
        paragraphs: [
          `Thank you for reaching out. A Kinwell care specialist will contact you ${PROMISE_TEXT[row.urgency]}.`,
          `Topic: ${subjectLabel(row.subject)}`,
          ...(row.message ? [`Your message: ${row.message}`] : []),
          'If someone is in danger right now, call your local emergency number first.',
          ['You can also write to us at ', { href: `mailto:${supportEmail}`, text: supportEmail }],
        ],
        signOff: ['Warmly,', 'The Kinwell team'],
      },
    });
    const deadline = respondBy(row);
    for (const to of recipients.length > 0 ? recipients : [supportEmail]) {
      await enqueueEmail(tx, {
        dedupeKey: `contact-request:${row.id}:desk:${to}`,
        to,
        at,
        message: {
          subject: `${row.urgency === 'normal' ? '' : `[${row.urgency.toUpperCase()}] `}New consultation request from ${row.name}`,
          isUrgent: row.urgency !== 'normal',
          paragraphs: [
            `${row.name} <${row.email}>${row.phone ? `, ${row.phone}` : ''} asked for a personal consultation.`,
            `Urgency: ${URGENCY_LABELS[row.urgency]}. Respond by ${formatDateTime(deadline, 'UTC')} UTC.`,
            `Topic: ${subjectLabel(row.subject)}`,
          ],
          action: { label: 'Open the staff desk', url: `${publicUrl}/staff` },
          signOff: ['Kinwell'],
        },
      });
    }
    return row;
  });
}

const URGENCY_ORDER = sql`case ${contactRequests.urgency} when 'urgent' then 0 when 'high' then 1 else 2 end`;

async function selectDeskRows(
  db: Database,
  where: SQL | undefined,
  limit: number,
): Promise<DeskRow[]> {
  const rows = await db
    .select({ request: contactRequests, staffId: staffUsers.id, staffName: staffUsers.name })
    .from(contactRequests)
    .leftJoin(staffUsers, eq(staffUsers.id, contactRequests.claimedByStaffId))
    .where(where)
    .orderBy(URGENCY_ORDER, contactRequests.createdAt)
    .limit(limit);
  return rows.map((row) => ({
    request: row.request,
    claimedBy: row.staffId && row.staffName ? { id: row.staffId, name: row.staffName } : null,
  }));
}

/** Open requests first, most urgent first, oldest first within an urgency. */
export const listDeskRequests = (db: Database, options: { includeResolved: boolean }) =>
  selectDeskRows(
    db,
    options.includeResolved
      ? undefined
      : inArray(contactRequests.status, ['new', 'claimed', 'contacted']),
    200,
  );

export async function getDeskRequest(db: Database, id: string) {
  const [row] = await selectDeskRows(db, eq(contactRequests.id, id), 1);
  if (!row) throw notFound('We could not find that request.');
  const notes = await db
    .select({ note: contactRequestNotes, author: staffUsers.name })
    .from(contactRequestNotes)
    .leftJoin(staffUsers, eq(staffUsers.id, contactRequestNotes.staffId))
    .where(eq(contactRequestNotes.requestId, id))
    .orderBy(desc(contactRequestNotes.createdAt));
  return { ...row, notes };
}

/** Claims a new request for one specialist; a request someone else holds is left alone. */
export async function claimDeskRequest(options: {
  db: Database;
  clock: Clock;
  id: string;
  staffId: string;
}) {
  const { db, clock, id, staffId } = options;
  const [updated] = await db
    .update(contactRequests)
    .set({ status: 'claimed', claimedByStaffId: staffId, updatedAt: clock.now() })
    .where(and(eq(contactRequests.id, id), eq(contactRequests.status, 'new')))
    .returning({ id: contactRequests.id });
  if (!updated) {
    await getDeskRequest(db, id);
    throw badRequest('Someone has already claimed this request.');
  }
  return getDeskRequest(db, id);
}

export async function addDeskNote(options: {
  db: Database;
  clock: Clock;
  id: string;
  staffId: string;
  body: string;
}) {
  const { db, clock, id, staffId, body } = options;
  await getDeskRequest(db, id);
  await db
    .insert(contactRequestNotes)
    .values({ requestId: id, staffId, body, createdAt: clock.now() });
  return getDeskRequest(db, id);
}

export async function setDeskStatus(options: {
  db: Database;
  clock: Clock;
  id: string;
  staffId: string;
  status: 'contacted' | 'resolved';
}) {
  const { db, clock, id, staffId, status } = options;
  const [updated] = await db
    .update(contactRequests)
    .set({
      status,
      // Whoever marks it takes it, if nobody had.
      claimedByStaffId: sql`coalesce(${contactRequests.claimedByStaffId}, ${staffId}::uuid)`,
      updatedAt: clock.now(),
    })
    .where(eq(contactRequests.id, id))
    .returning({ id: contactRequests.id });
  if (!updated) throw notFound('We could not find that request.');
  return getDeskRequest(db, id);
}
