import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appointmentIdParams, appointmentsApi } from '../../../shared/appointments.contract';
import { appointmentFileRoutes } from '../../../shared/appointments.endpoints';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
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

// The routes outside the contract (iCalendar files) declare their own answers.
const errors = errorResponses(400, 401, 403, 404, 413);
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
  app.route({
    ...contractRoute(appointmentsApi.list),
    config: { caller: appointmentViewer },
    handler: async (request) => {
      const actor = appointmentViewer(request);
      return listAppointments({ db, actor, ...request.query, at: clock.now() });
    },
  });

  app.route({
    ...contractRoute(appointmentsApi.create),
    config: { ...NEEDS_ACTIVE_PLAN, caller: careManager },
    handler: async (request, reply) => {
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
  });

  app.route({
    ...contractRoute(appointmentsApi.view),
    config: { caller: appointmentViewer },
    handler: async (request) =>
      viewAppointment({
        db,
        actor: appointmentViewer(request),
        id: request.params.id,
        at: clock.now(),
      }),
  });

  app.route({
    ...contractRoute(appointmentsApi.update),
    config: { ...NEEDS_ACTIVE_PLAN, caller: careManager },
    handler: async (request) =>
      updateAppointment({
        db,
        notifier,
        actor: careManager(request),
        id: request.params.id,
        input: request.body,
        at: clock.now(),
      }),
  });

  app.route({
    ...contractRoute(appointmentsApi.cancel),
    config: { ...NEEDS_ACTIVE_PLAN, caller: careManager },
    handler: async (request) =>
      setAppointmentCancelled({
        db,
        actor: careManager(request),
        id: request.params.id,
        isCancelled: true,
        at: clock.now(),
      }),
  });

  app.route({
    ...contractRoute(appointmentsApi.restore),
    config: { ...NEEDS_ACTIVE_PLAN, caller: careManager },
    handler: async (request) =>
      setAppointmentCancelled({
        db,
        actor: careManager(request),
        id: request.params.id,
        isCancelled: false,
        at: clock.now(),
      }),
  });

  // An upload (decision 075): the notes as fields, the picture of the visit summary as the file.
  app.route({
    ...contractRoute(appointmentsApi.saveNotes),
    config: { ...NEEDS_ACTIVE_PLAN, caller: careManager },
    handler: async (request) => {
      const actor = careManager(request);
      const { fields, file } = await readMultipart(request);
      const input = parseWith(appointmentsApi.saveNotes.body, fields);
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
  });

  // An iCalendar file, not JSON: outside the contract (appointmentFileRoutes.calendarFile).
  app.get(
    appointmentFileRoutes.calendarFile.path,
    {
      config: { caller: appointmentViewer },
      schema: {
        tags: ['appointments'],
        summary: 'One appointment as an iCalendar file, to add to any calendar',
        params: appointmentIdParams,
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
  app.route({
    ...contractRoute(appointmentsApi.feed),
    config: { caller: appointmentViewer },
    handler: async (request) => getCalendarFeed(db, appointmentViewer(request)),
  });

  app.route({
    ...contractRoute(appointmentsApi.createFeed),
    config: { caller: appointmentViewer },
    handler: async (request, reply) => {
      const actor = appointmentViewer(request);
      const feed = await createCalendarFeed({ db, actor, publicUrl, at: clock.now() });
      return reply.code(201).send(feed);
    },
  });

  app.route({
    ...contractRoute(appointmentsApi.revokeFeed),
    config: { caller: appointmentViewer },
    handler: async (request, reply) => {
      await revokeCalendarFeed({
        db,
        actor: appointmentViewer(request),
        at: clock.now(),
      });
      return reply.code(204).send(null);
    },
  });

  // The feed itself, read by a calendar app without a session: an iCalendar file, outside the
  // contract.
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
