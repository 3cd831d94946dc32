import { eq } from 'drizzle-orm';
import { appointmentReminders, appointments, calendarFeeds } from './appointments.schema';
import { appointmentsAudit } from './appointments.audit';
import { defineModule } from '../../platform/module';
import { sendDueAppointmentReminders } from './appointment-reminders';
import { appointmentRoutes } from './appointments.routes';

/** Appointments, their reminders and each member's private calendar feed. */
export const appointmentsModule = defineModule({
  name: 'appointments',
  audit: appointmentsAudit,
  routes: async (app, { db, clock, notifier, config, files }) => {
    await app.register(appointmentRoutes, {
      db,
      clock,
      notifier,
      files,
      publicUrl: config.publicUrl,
    });
  },
  jobs: [
    {
      name: 'appointment-reminders',
      everyMs: 60_000,
      isOnEveryInstance: true,
      isRunAtStart: true,
      run: ({ db, clock, notifier }) => sendDueAppointmentReminders({ db, clock, notifier }),
    },
  ],
  circleTables: [
    { name: 'appointments', table: appointments, where: (id) => eq(appointments.circleId, id) },
    {
      name: 'appointment_reminders',
      table: appointmentReminders,
      where: (id) => eq(appointmentReminders.circleId, id),
    },
    {
      name: 'calendar_feeds',
      table: calendarFeeds,
      where: (id) => eq(calendarFeeds.circleId, id),
      omit: ['tokenHash'],
    },
  ],
});
