import { randomUUID } from 'node:crypto';
import type { NotificationChannelChoices } from '../../shared/notifications';
import type { Database } from '../db/client';
import { medications } from '../features/medications/medications.schema';
import { users } from '../platform/auth/auth.schema';
import { careCircles, careRecipients, circleMembers } from '../platform/circles/circles.schema';
import { notificationSettings } from '../platform/notifications/notifications.schema';

/**
 * Many circles at once, straight into the database (registering through the API hashes a
 * password per person, far too slow for thousands): each with one caregiver, a care recipient
 * and `medicationsPerCircle` medicines taken daily at `times`.
 */
export async function seedCircles(
  db: Database,
  options: {
    circles: number;
    medicationsPerCircle: number;
    times: string[];
    timeZone: string;
    at: Date;
    /** Each caregiver's channel choices (e.g. reminders by email too). */
    channels?: NotificationChannelChoices;
    tag?: string;
  },
): Promise<{ circleIds: string[]; emails: string[] }> {
  const tag = options.tag ?? randomUUID().slice(0, 8);
  const circleIds: string[] = [];
  const emails: string[] = [];
  for (let start = 0; start < options.circles; start += 200) {
    const count = Math.min(200, options.circles - start);
    const people = Array.from({ length: count }, (_, i) => ({
      id: randomUUID(),
      circleId: randomUUID(),
      email: `seed.${tag}.${start + i}@example.com`,
    }));
    await db.transaction(async (tx) => {
      await tx.insert(users).values(
        people.map((p, i) => ({
          id: p.id,
          name: `Caregiver ${start + i}`,
          email: p.email,
          passwordHash: 'not-a-password-hash',
          role: 'caregiver' as const,
          createdAt: options.at,
          // Confirmed addresses: alerts are emailed only to those (decision 026).
          emailConfirmedAt: options.at,
        })),
      );
      await tx.insert(careCircles).values(people.map((p) => ({ id: p.circleId })));
      await tx.insert(careRecipients).values(
        people.map((p, i) => ({
          circleId: p.circleId,
          preferredName: `Recipient ${start + i}`,
          timeZone: options.timeZone,
          setupStep: 5,
          setupCompletedAt: options.at,
        })),
      );
      await tx.insert(circleMembers).values(
        people.map((p) => ({
          circleId: p.circleId,
          userId: p.id,
          role: 'caregiver' as const,
          joinedAt: options.at,
        })),
      );
      if (options.channels) {
        await tx.insert(notificationSettings).values(
          people.map((p) => ({
            userId: p.id,
            channels: options.channels ?? {},
            timeZone: options.timeZone,
            updatedAt: options.at,
          })),
        );
      }
      await tx.insert(medications).values(
        people.flatMap((p) =>
          Array.from({ length: options.medicationsPerCircle }, (_, m) => ({
            circleId: p.circleId,
            name: `Medicine ${m + 1}`,
            form: 'tablet' as const,
            doseAmount: 1,
            doseUnit: 'tablet',
            startDate: '2026-01-01',
            schedule: {
              type: 'daily' as const,
              times: options.times,
              weekdays: [1, 2, 3, 4, 5, 6, 7],
            },
            planFrom: options.at,
            plannedUntil: options.at,
            updatedAt: options.at,
          })),
        ),
      );
    });
    circleIds.push(...people.map((p) => p.circleId));
    emails.push(...people.map((p) => p.email));
  }
  return { circleIds, emails };
}
