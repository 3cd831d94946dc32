import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { medicationsApi } from '../../../shared/medications.contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
import { badRequest } from '../../lib/errors';
import { parseWith, readMultipart } from '../../lib/multipart';
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

  app.route({
    ...contractRoute(medicationsApi.list),
    config: { caller: careViewer },
    handler: async (request) => {
      const actor = careViewer(request);
      const at = clock.now();
      const rows = await listMedications({ db, actor, at });
      const { today } = await circleToday(db, actor.circleId, at);
      return rows.map((row) => presentMedication(row, today));
    },
  });

  app.route({
    ...contractRoute(medicationsApi.create),
    config: { caller: careManager },
    handler: async (request, reply) => {
      const actor = careManager(request);
      const row = await createMedication({ db, actor, input: request.body, at: clock.now() });
      return reply.code(201).send(await present(actor.circleId, row));
    },
  });

  app.route({
    ...contractRoute(medicationsApi.view),
    config: { caller: careViewer },
    handler: async (request) => {
      const actor = careViewer(request);
      return present(actor.circleId, await findMedication(db, actor.circleId, request.params.id));
    },
  });

  app.route({
    ...contractRoute(medicationsApi.update),
    config: { caller: careManager },
    handler: async (request) => {
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
  });

  for (const [action, status] of [
    ['pause', 'paused'],
    ['resume', 'active'],
    ['stop', 'stopped'],
  ] as const) {
    app.route({
      ...contractRoute(medicationsApi[action]),
      config: { caller: careManager },
      handler: async (request) => {
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
    });
  }

  app.route({
    ...contractRoute(medicationsApi.setPhoto),
    config: { caller: careManager },
    handler: async (request) => {
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
  });

  app.route({
    ...contractRoute(medicationsApi.restock),
    config: { caller: careManager },
    handler: async (request) => {
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
  });

  app.route({
    ...contractRoute(medicationsApi.logAsNeeded),
    config: { caller: doseLogger },
    handler: async (request, reply) => {
      const actor = doseLogger(request);
      await findMedication(db, actor.circleId, request.params.id);
      const { fields, file } = await readMultipart(request);
      const input = parseWith(medicationsApi.logAsNeeded.body, fields);
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
  });

  app.route({
    ...contractRoute(medicationsApi.doses),
    config: { caller: careViewer },
    handler: async (request) => {
      const actor = careViewer(request);
      return listDoses({ db, actor, date: request.query.date, at: clock.now() });
    },
  });

  app.route({
    ...contractRoute(medicationsApi.logDose),
    config: { caller: doseLogger },
    handler: async (request) => {
      const actor = doseLogger(request);
      const { fields, file } = await readMultipart(request);
      const input = parseWith(medicationsApi.logDose.body, fields);
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
  });

  app.route({
    ...contractRoute(medicationsApi.settings),
    config: { caller: careViewer },
    handler: async (request) => {
      const actor = careViewer(request);
      return getMedicationSettings(db, actor.circleId);
    },
  });

  app.route({
    ...contractRoute(medicationsApi.saveSettings),
    config: { caller: careManager },
    handler: async (request) => {
      const actor = careManager(request);
      return saveMedicationSettings({ db, actor, input: request.body, at: clock.now() });
    },
  });
};
