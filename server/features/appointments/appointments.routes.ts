import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appointmentInputSchema,
  appointmentListQuerySchema,
  appointmentNotesSchema,
  appointmentSchema,
  calendarFeedSchema,
} from '../../../shared/appointments';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { parseWith, readMultipart } from '../../lib/multipart';
import { errorResponses } from '../../lib/http-responses';
import { circleCaller } from '../../platform/circles/circles.policy';
import { processImage } from '../../platform/images/images.service';
import type { FileStore } from '../../platform/files/file-store';
import type { Notifier } from '../../platform/notifications/notifications.service';
import {
  createAppointment,
  listAppointments,
  saveAppointmentNotes,
  setAppointmentCancelled,
  updateAppointment,
  viewAppointment,
} from './appointments.service';
import {
  appointmentCalendarFile,
  createCalendarFeed,
  getCalendarFeed,
  readCalendarFeed,
  revokeCalendarFeed,
} from './calendar-feed.service';
import { NEEDS_ACTIVE_PLAN } from '../../platform/circles/plan-guard';

const errors = errorResponses(400, 401, 403, 404, 413);
const idParams = z.object({ id: z.uuid({ error: 'We could not find that appointment.' }) });
const ICS_TYPE = 'text/calendar; charset=utf-8';

const appointmentViewer = circleCaller('appointments.view');
const careManager = circleCaller('care.manage');

export const appointmentRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  notifier: Notifier;
  files: FileStore;
  publicUrl: string;
}> = async (app, { db, clock, notifier, files, publicUrl }) => {
  app.get(
    '/api/circle/appointments',
    {
      config: { caller: appointmentViewer },
      schema: {
        tags: ['appointments'],
        summary: 'Appointments between two dates (default: from today on), soonest first',
        querystring: appointmentListQuerySchema,
        response: { 200: z.array(appointmentSchema), ...errors },
      },
    },
    async (request) => {
      const actor = appointmentViewer(request);
      return listAppointments({ db, actor, ...request.query, at: clock.now() });
    },
  );

  app.post(
    '/api/circle/appointments',
    {
      config: { ...NEEDS_ACTIVE_PLAN, caller: careManager },
      schema: {
        tags: ['appointments'],
        summary: 'Add an appointment (date and times in the care recipient’s time zone)',
        body: appointmentInputSchema,
        response: { 201: appointmentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = careManager(request);
      const created = await createAppointment({
        db,
        notifier,
        actor,
        input: request.body,
        at: clock.now(),
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/circle/appointments/:id',
    {
      config: { caller: appointmentViewer },
      schema: {
        tags: ['appointments'],
        summary: 'One appointment',
        params: idParams,
        response: { 200: appointmentSchema, ...errors },
      },
    },
    async (request) =>
      viewAppointment({
        db,
        actor: appointmentViewer(request),
        id: request.params.id,
        at: clock.now(),
      }),
  );

  app.put(
    '/api/circle/appointments/:id',
    {
      config: { ...NEEDS_ACTIVE_PLAN, caller: careManager },
      schema: {
        tags: ['appointments'],
        summary: 'Change an appointment; its reminders move with it',
        params: idParams,
        body: appointmentInputSchema,
        response: { 200: appointmentSchema, ...errors },
      },
    },
    async (request) =>
      updateAppointment({
        db,
        notifier,
        actor: careManager(request),
        id: request.params.id,
        input: request.body,
        at: clock.now(),
      }),
  );

  app.post(
    '/api/circle/appointments/:id/cancel',
    {
      config: { ...NEEDS_ACTIVE_PLAN, caller: careManager },
      schema: {
        tags: ['appointments'],
        summary: 'Cancel an appointment (its reminders stop); restore undoes it',
        params: idParams,
        response: { 200: appointmentSchema, ...errors },
      },
    },
    async (request) =>
      setAppointmentCancelled({
        db,
        actor: careManager(request),
        id: request.params.id,
        isCancelled: true,
        at: clock.now(),
      }),
  );

  app.post(
    '/api/circle/appointments/:id/restore',
    {
      config: { ...NEEDS_ACTIVE_PLAN, caller: careManager },
      schema: {
        tags: ['appointments'],
        summary: 'Bring back a cancelled appointment (the undo of cancelling)',
        params: idParams,
        response: { 200: appointmentSchema, ...errors },
      },
    },
    async (request) =>
      setAppointmentCancelled({
        db,
        actor: careManager(request),
        id: request.params.id,
        isCancelled: false,
        at: clock.now(),
      }),
  );

  app.put(
    '/api/circle/appointments/:id/notes',
    {
      config: { ...NEEDS_ACTIVE_PLAN, caller: careManager },
      schema: {
        tags: ['appointments'],
        summary:
          'Notes after the visit (multipart: "notesAfter", optional picture "photo", "removeAttachment")',
        multipartForm: { fields: appointmentNotesSchema, file: { name: 'photo', required: false } },
        params: idParams,
        response: { 200: appointmentSchema, ...errors },
      },
    },
    async (request) => {
      const actor = careManager(request);
      const { fields, file } = await readMultipart(request);
      const input = parseWith(appointmentNotesSchema, fields);
      const image = file ? await processImage(file) : null;
      return saveAppointmentNotes({
        db,
        files,
        actor,
        id: request.params.id,
        notesAfter: input.notesAfter ?? null,
        image,
        removeAttachment: input.removeAttachment,
        at: clock.now(),
      });
    },
  );

  app.get(
    '/api/circle/appointments/:id/calendar.ics',
    {
      config: { caller: appointmentViewer },
      schema: {
        tags: ['appointments'],
        summary: 'One appointment as an iCalendar file, to add to any calendar',
        params: idParams,
        produces: ['text/calendar'],
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = appointmentViewer(request);
      const body = await appointmentCalendarFile({
        db,
        actor,
        id: request.params.id,
        publicUrl,
        at: clock.now(),
      });
      return reply
        .header('content-type', ICS_TYPE)
        .header('content-disposition', 'attachment; filename="appointment.ics"')
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  // Each member's private calendar feed
  app.get(
    '/api/circle/calendar-feed',
    {
      config: { caller: appointmentViewer },
      schema: {
        tags: ['appointments'],
        summary: 'Whether you have a calendar feed (its address was shown when it was made)',
        response: { 200: calendarFeedSchema, ...errors },
      },
    },
    async (request) => getCalendarFeed(db, appointmentViewer(request)),
  );

  app.post(
    '/api/circle/calendar-feed',
    {
      config: { caller: appointmentViewer },
      schema: {
        tags: ['appointments'],
        summary: 'A new private feed address for your phone’s calendar; the old one stops',
        response: { 201: calendarFeedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = appointmentViewer(request);
      const feed = await createCalendarFeed({ db, actor, publicUrl, at: clock.now() });
      return reply.code(201).send(feed);
    },
  );

  app.delete(
    '/api/circle/calendar-feed',
    {
      config: { caller: appointmentViewer },
      schema: {
        tags: ['appointments'],
        summary: 'Turn your calendar feed off: phones stop getting appointments from it',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeCalendarFeed({
        db,
        actor: appointmentViewer(request),
        at: clock.now(),
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/calendar/:token/appointments.ics',
    {
      schema: {
        tags: ['appointments'],
        summary: 'A member’s calendar feed (iCalendar), read by its secret address; no sign-in',
        params: z.object({ token: z.string().min(20).max(100) }),
        produces: ['text/calendar'],
        response: { 200: z.any(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const body = await readCalendarFeed({
        db,
        token: request.params.token,
        publicUrl,
        ip: request.ip,
        at: clock.now(),
      });
      return reply
        .header('content-type', ICS_TYPE)
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(body);
    },
  );
};
