import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Mailer, OutgoingEmail } from '../../adapters/mailer';
import type { Database } from '../../db/client';
import type { PlatformMetrics } from '../metrics/metrics';
import { createPeriodicJob } from '../jobs/periodic-job';
import { emailOutbox } from './email.schema';
import type { Clock } from '../../lib/clock';
import type { EmailMessage } from './message';
import { renderEmail } from './render-email';

/** A claimed row is someone else's for this long; if its sender dies, another picks it up. */
const LEASE_MS = 2 * 60 * 1000;
const MAX_ATTEMPTS = 8;
const backoffMs = (attempt: number) => Math.min(60 * 60 * 1000, 30_000 * 2 ** (attempt - 1));

export type QueuedEmail = OutgoingEmail & { dedupeKey: string; at: Date };

/**
 * Queues an email, rendered to HTML and plain text from its message. Call it with the
 * transaction of the change that causes it; the key makes a repeated change queue it once.
 */
export async function enqueueEmail(
  tx: Database,
  email: { dedupeKey: string; to: string; at: Date; message: EmailMessage },
): Promise<void> {
  const { message, ...rest } = email;
  await enqueueEmails(tx, [{ ...rest, ...(await renderEmail(message)) }]);
}

/** Queues many rendered emails at once (a burst of alerts); each key is still queued once. */
export async function enqueueEmails(tx: Database, emails: readonly QueuedEmail[]): Promise<void> {
  for (let start = 0; start < emails.length; start += 1000) {
    const chunk = emails.slice(start, start + 1000);
    await tx
      .insert(emailOutbox)
      .values(
        chunk.map((email) => ({
          dedupeKey: email.dedupeKey,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html ?? null,
          unsubscribeUrl: email.unsubscribeUrl ?? null,
          nextAttemptAt: email.at,
          createdAt: email.at,
        })),
      )
      .onConflictDoNothing({ target: emailOutbox.dedupeKey });
  }
}

/**
 * Claims due emails (SKIP LOCKED, so several instances share the work) and sends them outside
 * any transaction. Returns how many were sent.
 */
export async function deliverPendingEmails(options: DeliveryOptions): Promise<number> {
  return (await deliverBatch(options)).sent;
}

interface DeliveryOptions {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  batchSize?: number;
  /** One attempt to send failed (it is retried until the last attempt). */
  onFailure?: () => void;
}

const BATCH_SIZE = 20;
const SENDING_LANES = 4;

/** One batch: how many rows it claimed and sent, and whether more may be waiting. */
async function deliverBatch(
  options: DeliveryOptions,
): Promise<{ claimed: number; sent: number; isFull: boolean }> {
  const { db, clock, mailer, batchSize = BATCH_SIZE } = options;
  const now = clock.now();
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(emailOutbox)
      .set({
        attempts: sql`${emailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + LEASE_MS),
      })
      .where(
        inArray(
          emailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });

  let sent = 0;
  const sendOne = async (row: (typeof claimed)[number]) => {
    try {
      await mailer.send({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        unsubscribeUrl: row.unsubscribeUrl,
      });
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: clock.now(), lastError: null })
        .where(eq(emailOutbox.id, row.id));
      sent += 1;
    } catch (error) {
      options.onFailure?.();
      const isFinal = row.attempts >= MAX_ATTEMPTS;
      await db
        .update(emailOutbox)
        .set({
          status: isFinal ? 'failed' : 'pending',
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
          nextAttemptAt: new Date(clock.now().getTime() + backoffMs(row.attempts)),
        })
        .where(eq(emailOutbox.id, row.id));
    }
  };
  // A few at once (a pooled SMTP_URL keeps that many connections open): one at a time, a burst
  // waits on a round trip to the mail server and one to the database per email.
  const queue = [...claimed];
  const lane = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) await sendOne(row);
  };
  await Promise.all(Array.from({ length: SENDING_LANES }, lane));
  // Full and not failing: more may be waiting. When the mail server is away, wait for the next tick.
  return { claimed: claimed.length, sent, isFull: claimed.length === batchSize && sent > 0 };
}

/** Attempts to send an email that failed on this instance (the mail server refused or was away). */
export const emailDeliveryFailures = (metrics: PlatformMetrics) =>
  metrics.counter({
    name: 'kinwell_email_delivery_failures_total',
    help: 'Attempts to send an email that failed on this instance.',
  });

export interface EmailWorker {
  /** Sends what is due now; resolves when done. Safe to call while a run is going on. */
  runOnce(): Promise<number>;
  /** Starts a run soon without waiting for it (after a change queued email). */
  kick(): void;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

/** Without a mailer, emails stay in the outbox (staff can read them) and nothing runs. */
export function createEmailWorker(options: {
  db: Database;
  clock: Clock;
  mailer: Mailer | undefined;
  onError: (error: unknown) => void;
  onFailure?: () => void;
  /** Wraps each delivery run (the job runner records it for the system page). */
  wrapRun?: (run: () => Promise<number>) => () => Promise<number>;
}): EmailWorker {
  const { mailer, onError } = options;
  const wrapRun = options.wrapRun ?? ((run) => run);
  let isStopped = false;
  // A full batch means more may be waiting (a burst of 10,000 reminders): carry on until the
  // outbox runs dry rather than a batch per tick. Other instances claim their own batches.
  const job = createPeriodicJob(
    wrapRun(async () => {
      if (!mailer) return 0;
      let sent = 0;
      let isFull: boolean;
      do {
        const batch = await deliverBatch({ ...options, mailer });
        sent += batch.sent;
        isFull = batch.isFull;
      } while (isFull && !isStopped);
      return sent;
    }),
    onError,
  );
  const isIdle = () => !mailer || isStopped;

  return {
    runOnce: () => (isIdle() ? Promise.resolve(0) : job.runOnce()),
    kick: () => {
      if (!isIdle()) job.kick();
    },
    start(intervalMs) {
      if (mailer) job.start(intervalMs);
    },
    async stop() {
      isStopped = true;
      await job.stop();
      mailer?.close();
    },
  };
}
