import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  appointmentReminders,
  appointments,
  auditEvents,
  calendarFeeds,
  dashboardMarkers,
  taskComments,
  tasks,
  trackingEntries,
  careCircles,
  careRecipients,
  circleInvitations,
  circleMembers,
  crisisAlertRecipients,
  crisisAlerts,
  doseEvents,
  emergencyContacts,
  emergencyLinks,
  emergencyProfiles,
  images,
  locationShares,
  medications,
  medicationSettings,
  notifications,
  users,
} from '../../db/schema';

/**
 * Everything a care circle holds, in the order an import inserts it (parents first). A new table
 * with a `circle_id` column must be added here; a test fails until it is.
 */
export interface CircleTable {
  name: string;
  table: PgTable;
  /** Which rows belong to the circle. */
  where: (circleId: string) => SQL | undefined;
  /** Columns never exported (secrets); an import fills them with fresh values. */
  omit?: readonly string[];
  /** A binary column, written as files beside the JSON. */
  fileColumn?: string;
  /** Columns the database numbers itself (identity), left out on import. */
  generated?: readonly string[];
}

const byCircle = (column: PgColumn) => (circleId: string) => eq(column, circleId);

export const CIRCLE_TABLES: readonly CircleTable[] = [
  {
    // The members' accounts: who they are, never how they sign in.
    name: 'users',
    table: users,
    where: (circleId) =>
      sql`${users.id} in (select ${circleMembers.userId} from ${circleMembers} where ${circleMembers.circleId} = ${circleId})`,
    omit: ['passwordHash'],
  },
  { name: 'care_circles', table: careCircles, where: byCircle(careCircles.id) },
  { name: 'images', table: images, where: byCircle(images.circleId), fileColumn: 'bytes' },
  { name: 'care_recipients', table: careRecipients, where: byCircle(careRecipients.circleId) },
  { name: 'circle_members', table: circleMembers, where: byCircle(circleMembers.circleId) },
  {
    name: 'circle_invitations',
    table: circleInvitations,
    where: byCircle(circleInvitations.circleId),
    omit: ['tokenHash'],
  },
  { name: 'medications', table: medications, where: byCircle(medications.circleId) },
  { name: 'dose_events', table: doseEvents, where: byCircle(doseEvents.circleId) },
  {
    name: 'medication_settings',
    table: medicationSettings,
    where: byCircle(medicationSettings.circleId),
  },
  {
    name: 'emergency_contacts',
    table: emergencyContacts,
    where: byCircle(emergencyContacts.circleId),
  },
  {
    name: 'emergency_profiles',
    table: emergencyProfiles,
    where: byCircle(emergencyProfiles.circleId),
  },
  {
    name: 'emergency_links',
    table: emergencyLinks,
    where: byCircle(emergencyLinks.circleId),
    omit: ['tokenHash'],
  },
  {
    name: 'location_shares',
    table: locationShares,
    where: byCircle(locationShares.circleId),
  },
  { name: 'crisis_alerts', table: crisisAlerts, where: byCircle(crisisAlerts.circleId) },
  {
    name: 'crisis_alert_recipients',
    table: crisisAlertRecipients,
    where: byCircle(crisisAlertRecipients.circleId),
    omit: ['answerTokenHash'],
  },
  {
    name: 'notifications',
    table: notifications,
    where: byCircle(notifications.circleId),
  },
  { name: 'appointments', table: appointments, where: byCircle(appointments.circleId) },
  {
    name: 'appointment_reminders',
    table: appointmentReminders,
    where: byCircle(appointmentReminders.circleId),
  },
  {
    name: 'calendar_feeds',
    table: calendarFeeds,
    where: byCircle(calendarFeeds.circleId),
    omit: ['tokenHash'],
  },
  { name: 'tasks', table: tasks, where: byCircle(tasks.circleId) },
  { name: 'task_comments', table: taskComments, where: byCircle(taskComments.circleId) },
  { name: 'tracking_entries', table: trackingEntries, where: byCircle(trackingEntries.circleId) },
  {
    name: 'dashboard_markers',
    table: dashboardMarkers,
    where: byCircle(dashboardMarkers.circleId),
  },
  {
    name: 'audit_events',
    table: auditEvents,
    where: byCircle(auditEvents.circleId),
    generated: ['id'],
  },
];
