import { and, eq, gt, lte } from 'drizzle-orm';
import { PRICE_MONTH_TEXT, TRIAL_DAYS } from '../../../shared/product';
import { DAY_MS, isPayingStatus, TRIAL_REMINDER_DAYS } from '../../../shared/subscription';
import type { Database } from '../../db/client';
import { careCircles, careRecipients, circleMembers } from '../../platform/circles/circles.schema';
import type { Notifier } from '../../platform/notifications/notifications.service';
import { circleSubscriptions, trialReminders } from './subscription.schema';

const [EARLY, LAST] = TRIAL_REMINDER_DAYS;

/**
 * Tells a circle's caregivers that the free trial ends soon: 7 days before and 1 day before the
 * end, each once (a row per reminder, claimed in the transaction that notifies). A reminder whose
 * moment passed while nobody ran this (the 7-day one, found on the last day) is not sent late.
 * Returns how many circles it told.
 */
export async function sendTrialReminders(options: {
  db: Database;
  notifier: Notifier;
  isBillingOn: boolean;
  at: Date;
}): Promise<number> {
  const { db, notifier, isBillingOn, at } = options;
  if (!isBillingOn) return 0;
  const trialStartAfter = new Date(at.getTime() - TRIAL_DAYS * DAY_MS);
  const createdByLatest = new Date(at.getTime() - (TRIAL_DAYS - EARLY) * DAY_MS);
  const ending = await db
    .select({
      circleId: careCircles.id,
      createdAt: careCircles.createdAt,
      status: circleSubscriptions.status,
      timeZone: careRecipients.timeZone,
    })
    .from(careCircles)
    .leftJoin(circleSubscriptions, eq(circleSubscriptions.circleId, careCircles.id))
    .leftJoin(careRecipients, eq(careRecipients.circleId, careCircles.id))
    .where(
      and(gt(careCircles.createdAt, trialStartAfter), lte(careCircles.createdAt, createdByLatest)),
    );

  let told = 0;
  for (const circle of ending) {
    if (isPayingStatus(circle.status)) continue;
    const endsAt = new Date(circle.createdAt.getTime() + TRIAL_DAYS * DAY_MS);
    const daysBefore = endsAt.getTime() - at.getTime() <= LAST * DAY_MS ? LAST : EARLY;
    const didTell = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(trialReminders)
        .values({ circleId: circle.circleId, daysBefore, sentAt: at })
        .onConflictDoNothing()
        .returning({ circleId: trialReminders.circleId });
      if (!claimed) return false;
      const caregivers = await tx
        .select({ userId: circleMembers.userId })
        .from(circleMembers)
        .where(
          and(eq(circleMembers.circleId, circle.circleId), eq(circleMembers.role, 'caregiver')),
        );
      const when = endsAt.toLocaleDateString('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        ...(circle.timeZone ? { timeZone: circle.timeZone } : {}),
      });
      await notifier.notify(tx, {
        circleId: circle.circleId,
        recipients: caregivers.map((row) => row.userId),
        kind: 'subscription.trial_ending',
        title:
          daysBefore === LAST
            ? 'Your free trial ends tomorrow'
            : `Your free trial ends in ${daysBefore} days`,
        body: `Your family’s free trial of Kinwell ends on ${when}. To keep everything open, a caregiver can choose the plan (${PRICE_MONTH_TEXT} a month for the whole family) on the Subscription page. Medication reminders, missed-dose alerts and emergency features keep working either way.`,
        link: '/subscription',
        dedupeKey: `trial-ending:${circle.circleId}:${daysBefore}`,
        at,
      });
      return true;
    });
    if (didTell) told += 1;
  }
  return told;
}
