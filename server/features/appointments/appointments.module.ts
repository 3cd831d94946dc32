import { appointmentReminders, appointments, calendarFeeds } from './appointments.schema';
import { appointmentsAudit } from './appointments.audit';
import { defineModule, ownedByCircle } from '../../platform/module';
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
    ownedByCircle(appointments),
    ownedByCircle(appointmentReminders),
    ownedByCircle(calendarFeeds, { omit: ['tokenHash'] }),
  ],
});
