import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  asNeededLogSchema,
  dayDosesSchema,
  dayQuerySchema,
  doseEventSchema,
  doseLogSchema,
  medicationInputSchema,
  medicationSchema,
  medicationSettingsSchema,
  stockUpdateSchema,
} from '../../../shared/medications';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest } from '../../lib/errors';
import { parseWith, readMultipart } from '../../lib/multipart';
import { errorResponses } from '../../lib/http-responses';
import { circleCaller } from '../../platform/circles/circles.policy';
import { processImage } from '../../platform/images/images.service';
import type { FileStore } from '../../platform/files/file-store';
import type { Notifier } from '../../platform/notifications/notifications.service';
import {
  circleToday,
  createMedication,
  findMedication,
  getMedicationSettings,
  listDoses,
  listMedications,
  logAsNeededDose,
  logDose,
  restockMedication,
  saveMedicationSettings,
  setMedicationPhoto,
  setMedicationStatus,
  updateMedication,
} from './medications.service';
import { presentDose, presentMedication } from './medications.presenter';

const errors = errorResponses(400, 401, 403, 404, 409, 413);
const idParams = z.object({ id: z.uuid({ error: 'We could not find that medicine.' }) });
const doseParams = z.object({ id: z.uuid({ error: 'We could not find that dose.' }) });
const tags = ['medications'];

const careManager = circleCaller('care.manage');
const careViewer = circleCaller('care.view');
const doseLogger = circleCaller('doses.log');

export const medicationRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  notifier: Notifier;
  files: FileStore;
}> = async (app, { db, clock, notifier, files }) => {
  const present = async (circleId: string, row: Parameters<typeof presentMedication>[0]) =>
    presentMedication(row, (await circleToday(db, circleId, clock.now())).today);

  app.get(
    '/api/medications',
    {
      config: { caller: careViewer },
      schema: {
        tags,
        summary: 'Every medicine of the circle: active, paused and stopped (the view is audited)',
        response: { 200: z.array(medicationSchema), ...errors },
      },
    },
    async (request) => {
      const actor = careViewer(request);
      const at = clock.now();
      const rows = await listMedications({ db, actor, at });
      const { today } = await circleToday(db, actor.circleId, at);
      return rows.map((row) => presentMedication(row, today));
    },
  );

  app.post(
    '/api/medications',
    {
      config: { caller: careManager },
      schema: {
        tags,
        summary: 'Add a medicine and plan its doses',
        body: medicationInputSchema,
        response: { 201: medicationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = careManager(request);
      const row = await createMedication({ db, actor, input: request.body, at: clock.now() });
      return reply.code(201).send(await present(actor.circleId, row));
    },
  );

  app.get(
    '/api/medications/:id',
    {
      config: { caller: careViewer },
      schema: {
        tags,
        summary: 'One medicine',
        params: idParams,
        response: { 200: medicationSchema, ...errors },
      },
    },
    async (request) => {
      const actor = careViewer(request);
      return present(actor.circleId, await findMedication(db, actor.circleId, request.params.id));
    },
  );

  app.put(
    '/api/medications/:id',
    {
      config: { caller: careManager },
      schema: {
        tags,
        summary: 'Change a medicine; a new schedule re-plans future doses and keeps past ones',
        params: idParams,
        body: medicationInputSchema,
        response: { 200: medicationSchema, ...errors },
      },
    },
    async (request) => {
      const actor = careManager(request);
      const row = await updateMedication({
        db,
        actor,
        id: request.params.id,
        input: request.body,
        at: clock.now(),
      });
      return present(actor.circleId, row);
    },
  );

  for (const [action, status] of [
    ['pause', 'paused'],
    ['resume', 'active'],
    ['stop', 'stopped'],
  ] as const) {
    app.post(
      `/api/medications/:id/${action}`,
      {
        config: { caller: careManager },
        schema: {
          tags,
          summary:
            action === 'stop'
              ? 'Stop a medicine (kept in the history)'
              : `${action === 'pause' ? 'Pause' : 'Resume'} a medicine's reminders`,
          params: idParams,
          response: { 200: medicationSchema, ...errors },
        },
      },
      async (request) => {
        const actor = careManager(request);
        const row = await setMedicationStatus({
          db,
          actor,
          id: request.params.id,
          status,
          at: clock.now(),
        });
        return present(actor.circleId, row);
      },
    );
  }

  app.put(
    '/api/medications/:id/photo',
    {
      config: { caller: careManager },
      schema: {
        tags,
        summary:
          'A photo of the pill or box (multipart field "photo"), re-encoded without metadata',
        multipartForm: { file: { name: 'photo', required: true } },
        params: idParams,
        response: { 200: medicationSchema, ...errors },
      },
    },
    async (request) => {
      const actor = careManager(request);
      await findMedication(db, actor.circleId, request.params.id);
      const { file } = await readMultipart(request);
      if (!file) throw badRequest('Please choose a photo.');
      const image = await processImage(file);
      const row = await setMedicationPhoto({
        db,
        files,
        actor,
        id: request.params.id,
        image,
        at: clock.now(),
      });
      return present(actor.circleId, row);
    },
  );

  app.put(
    '/api/medications/:id/stock',
    {
      config: { caller: careManager },
      schema: {
        tags,
        summary: 'How many are on hand after a refill',
        params: idParams,
        body: stockUpdateSchema,
        response: { 200: medicationSchema, ...errors },
      },
    },
    async (request) => {
      const actor = careManager(request);
      const row = await restockMedication({
        db,
        actor,
        id: request.params.id,
        pillsOnHand: request.body.pillsOnHand,
        at: clock.now(),
      });
      return present(actor.circleId, row);
    },
  );

  app.post(
    '/api/medications/:id/doses',
    {
      config: { caller: doseLogger },
      schema: {
        tags,
        summary:
          'Log an as-needed dose now (multipart: notes, acknowledgeWarnings, optional "photo"); 409 explains a too-soon or over-the-limit dose',
        multipartForm: { fields: asNeededLogSchema, file: { name: 'photo', required: false } },
        params: idParams,
        response: { 201: doseEventSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = doseLogger(request);
      await findMedication(db, actor.circleId, request.params.id);
      const { fields, file } = await readMultipart(request);
      const input = parseWith(asNeededLogSchema, fields);
      const image = file ? await processImage(file) : null;
      const row = await logAsNeededDose({
        db,
        files,
        actor,
        notifier,
        medicationId: request.params.id,
        notes: input.notes,
        acknowledgeWarnings: input.acknowledgeWarnings,
        image,
        at: clock.now(),
      });
      return reply.code(201).send(presentDose(row, actor.user.name));
    },
  );

  app.get(
    '/api/doses',
    {
      config: { caller: careViewer },
      schema: {
        tags,
        summary: 'One day of doses in order (today in the care recipient’s time zone by default)',
        querystring: dayQuerySchema,
        response: { 200: dayDosesSchema, ...errors },
      },
    },
    async (request) => {
      const actor = careViewer(request);
      return listDoses({ db, actor, date: request.query.date, at: clock.now() });
    },
  );

  app.post(
    '/api/doses/:id/log',
    {
      config: { caller: doseLogger },
      schema: {
        tags,
        summary:
          'Log a dose as taken or skipped (multipart: status, skipReason, notes, confirmEarly, optional "photo"); 409 explains a dose taken more than an hour early without confirmEarly=true',
        multipartForm: { fields: doseLogSchema, file: { name: 'photo', required: false } },
        params: doseParams,
        response: { 200: doseEventSchema, ...errors },
      },
    },
    async (request) => {
      const actor = doseLogger(request);
      const { fields, file } = await readMultipart(request);
      const input = parseWith(doseLogSchema, fields);
      const image = file ? await processImage(file) : null;
      const row = await logDose({
        db,
        files,
        actor,
        notifier,
        id: request.params.id,
        input,
        image,
        at: clock.now(),
      });
      return presentDose(row, actor.user.name);
    },
  );

  app.get(
    '/api/medications/settings',
    {
      config: { caller: careViewer },
      schema: {
        tags,
        summary: 'The circle’s reminder lead, grace period and repeat',
        response: { 200: medicationSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const actor = careViewer(request);
      return getMedicationSettings(db, actor.circleId);
    },
  );

  app.put(
    '/api/medications/settings',
    {
      config: { caller: careManager },
      schema: {
        tags,
        summary: 'Change the circle’s reminder settings',
        body: medicationSettingsSchema,
        response: { 200: medicationSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const actor = careManager(request);
      return saveMedicationSettings({ db, actor, input: request.body, at: clock.now() });
    },
  );
};
