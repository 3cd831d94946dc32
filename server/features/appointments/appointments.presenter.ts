import { type Appointment, type CalendarFeed, placeMapLink } from '../../../shared/appointments';
import { localDateOf, localTimeOf } from '../../lib/local-time';
import { imageUrl } from '../../platform/images/images.service';
import type { appointments, calendarFeeds } from './appointments.schema';

export type AppointmentWithNames = typeof appointments.$inferSelect & {
  assigneeName: string | null;
  createdByName: string | null;
};

export const presentAppointment = (row: AppointmentWithNames): Appointment => ({
  id: row.id,
  title: row.title,
  type: row.type,
  provider: row.provider,
  location: row.location,
  mapUrl: row.location ? placeMapLink(row.location) : null,
  date: localDateOf(row.startsAt, row.timeZone),
  startTime: localTimeOf(row.startsAt, row.timeZone),
  endTime: localTimeOf(row.endsAt, row.timeZone),
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  timeZone: row.timeZone,
  assignee:
    row.assigneeUserId && row.assigneeName
      ? { userId: row.assigneeUserId, name: row.assigneeName }
      : null,
  transportNotes: row.transportNotes,
  questions: row.questions,
  notesAfter: row.notesAfter,
  attachmentUrl: imageUrl(row.attachmentImageId),
  status: row.cancelledAt ? 'cancelled' : 'scheduled',
  createdBy: row.createdByName,
  updatedAt: row.updatedAt.toISOString(),
});

/** A member's calendar feed; its address only when it was just made. */
export const presentFeed = (
  row: typeof calendarFeeds.$inferSelect | undefined,
  url: string | null = null,
): CalendarFeed => ({
  isActive: row !== undefined,
  createdAt: row?.createdAt.toISOString() ?? null,
  lastUsedAt: row?.lastUsedAt?.toISOString() ?? null,
  url,
});
