import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { careRecipientApi } from '../../../shared/care-recipient.contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Reactions } from '../../platform/module';
import { contractRoute } from '../../lib/contract-route';
import { badRequest } from '../../lib/errors';
import { readMultipart } from '../../lib/multipart';
import { circleCaller } from '../../platform/circles/circles.policy';
import { changesNeedActivePlan } from '../../platform/circles/plan-guard';
import { processImage } from '../../platform/images/images.service';
import type { FileStore } from '../../platform/files/file-store';
import { setRecipientPhoto, updateRecipient, viewRecipient } from './care-recipient.service';
import { presentRecipient } from './care-recipient.presenter';

const careViewer = circleCaller('care.view');
const recipientEditor = circleCaller('recipient.edit');

export const careRecipientRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  reactions: Pick<Reactions, 'recipientTimeZoneChanged'>;
  files: FileStore;
}> = async (app, { db, clock, reactions, files }) => {
  changesNeedActivePlan(app);
  app.route({
    ...contractRoute(careRecipientApi.view),
    config: { caller: careViewer },
    handler: async (request) => {
      const actor = careViewer(request);
      return presentRecipient(await viewRecipient({ db, actor, at: clock.now() }));
    },
  });

  app.route({
    ...contractRoute(careRecipientApi.update),
    config: { caller: recipientEditor },
    handler: async (request) => {
      const actor = recipientEditor(request);
      return presentRecipient(
        await updateRecipient({ db, actor, input: request.body, at: clock.now(), reactions }),
      );
    },
  });

  app.route({
    ...contractRoute(careRecipientApi.setPhoto),
    config: { caller: recipientEditor },
    handler: async (request) => {
      const actor = recipientEditor(request);
      const { file } = await readMultipart(request);
      if (!file) throw badRequest('Please choose a photo.');
      const image = await processImage(file);
      return presentRecipient(
        await setRecipientPhoto({ db, files, actor, image, at: clock.now() }),
      );
    },
  });

  app.route({
    ...contractRoute(careRecipientApi.removePhoto),
    config: { caller: recipientEditor },
    handler: async (request) => {
      const actor = recipientEditor(request);
      return presentRecipient(
        await setRecipientPhoto({ db, files, actor, image: null, at: clock.now() }),
      );
    },
  });
};
