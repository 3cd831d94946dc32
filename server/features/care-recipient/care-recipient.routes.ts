import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recipientSchema, recipientUpdateSchema } from '../../../shared/care-recipient';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Reactions } from '../../platform/module';
import { badRequest } from '../../lib/errors';
import { readMultipart } from '../../lib/multipart';
import { errorResponses } from '../../lib/http-responses';
import { circleCaller } from '../../platform/circles/circles.policy';
import { changesNeedActivePlan } from '../../platform/circles/plan-guard';
import { processImage } from '../../platform/images/images.service';
import type { FileStore } from '../../platform/files/file-store';
import { setRecipientPhoto, updateRecipient, viewRecipient } from './care-recipient.service';
import { presentRecipient } from './care-recipient.presenter';

const errors = errorResponses(400, 401, 403, 404, 413);

const careViewer = circleCaller('care.view');
const recipientEditor = circleCaller('recipient.edit');

export const careRecipientRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  reactions: Pick<Reactions, 'recipientTimeZoneChanged'>;
  files: FileStore;
}> = async (app, { db, clock, reactions, files }) => {
  changesNeedActivePlan(app);
  app.get(
    '/api/circle/recipient',
    {
      config: { caller: careViewer },
      schema: {
        tags: ['care recipient'],
        summary: 'The profile of the person cared for (the view is audited)',
        response: { 200: recipientSchema, ...errors },
      },
    },
    async (request) => {
      const actor = careViewer(request);
      return presentRecipient(await viewRecipient({ db, actor, at: clock.now() }));
    },
  );

  app.patch(
    '/api/circle/recipient',
    {
      config: { caller: recipientEditor },
      schema: {
        tags: ['care recipient'],
        summary: 'Change some fields of the profile (one step of the guided setup, or an edit)',
        body: recipientUpdateSchema,
        response: { 200: recipientSchema, ...errors },
      },
    },
    async (request) => {
      const actor = recipientEditor(request);
      return presentRecipient(
        await updateRecipient({ db, actor, input: request.body, at: clock.now(), reactions }),
      );
    },
  );

  app.put(
    '/api/circle/recipient/photo',
    {
      config: { caller: recipientEditor },
      schema: {
        tags: ['care recipient'],
        summary: 'Upload their photo (multipart field "photo"); it is re-encoded without metadata',
        multipartForm: { file: { name: 'photo', required: true } },
        response: { 200: recipientSchema, ...errors },
      },
    },
    async (request) => {
      const actor = recipientEditor(request);
      const { file } = await readMultipart(request);
      if (!file) throw badRequest('Please choose a photo.');
      const image = await processImage(file);
      return presentRecipient(
        await setRecipientPhoto({ db, files, actor, image, at: clock.now() }),
      );
    },
  );

  app.delete(
    '/api/circle/recipient/photo',
    {
      config: { caller: recipientEditor },
      schema: {
        tags: ['care recipient'],
        summary: 'Remove their photo',
        response: { 200: recipientSchema, ...errors },
      },
    },
    async (request) => {
      const actor = recipientEditor(request);
      return presentRecipient(
        await setRecipientPhoto({ db, files, actor, image: null, at: clock.now() }),
      );
    },
  );
};
