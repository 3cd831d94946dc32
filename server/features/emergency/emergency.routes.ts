import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emergencyApi } from '../../../shared/emergency.contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
import { circleCaller } from '../../platform/circles/circles.policy';
import {
  addContact,
  listContacts,
  removeContact,
  reorderContacts,
  updateContact,
} from './emergency-contacts.service';
import { presentContact } from './emergency.presenter';
import { createLink, listLinks, revokeLink } from './emergency-links.service';
import { updateEmergencyProfile, viewEmergencyProfile } from './emergency-profile.service';
import { listShares, startSharing, stopSharing, updatePosition } from './location.service';

const careManager = circleCaller('care.manage');
const careViewer = circleCaller('care.view');
const member = circleCaller('circle.view');
const recipientEditor = circleCaller('recipient.edit');

export const emergencyRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  publicUrl: string;
}> = async (app, { db, clock, publicUrl }) => {
  // Emergency contacts
  app.route({
    ...contractRoute(emergencyApi.listContacts),
    config: { caller: careViewer },
    handler: async (request) => {
      const actor = careViewer(request);
      return (await listContacts(db, actor.circleId)).map(presentContact);
    },
  });

  app.route({
    ...contractRoute(emergencyApi.addContact),
    config: { caller: careManager },
    handler: async (request, reply) => {
      const actor = careManager(request);
      const row = await addContact({ db, actor, input: request.body, at: clock.now() });
      return reply.code(201).send(presentContact(row));
    },
  });

  app.route({
    ...contractRoute(emergencyApi.updateContact),
    config: { caller: careManager },
    handler: async (request) => {
      const actor = careManager(request);
      return presentContact(
        await updateContact({
          db,
          actor,
          id: request.params.id,
          input: request.body,
          at: clock.now(),
        }),
      );
    },
  });

  app.route({
    ...contractRoute(emergencyApi.removeContact),
    config: { caller: careManager },
    handler: async (request, reply) => {
      const actor = careManager(request);
      await removeContact({ db, actor, id: request.params.id, at: clock.now() });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...contractRoute(emergencyApi.reorderContacts),
    config: { caller: careManager },
    handler: async (request) => {
      const actor = careManager(request);
      const rows = await reorderContacts({ db, actor, ids: request.body.ids, at: clock.now() });
      return rows.map(presentContact);
    },
  });

  // The medical emergency profile
  app.route({
    ...contractRoute(emergencyApi.profile),
    config: { caller: careViewer },
    handler: async (request) =>
      viewEmergencyProfile({ db, actor: careViewer(request), at: clock.now() }),
  });

  app.route({
    ...contractRoute(emergencyApi.updateProfile),
    config: { caller: recipientEditor },
    handler: async (request) =>
      updateEmergencyProfile({
        db,
        actor: recipientEditor(request),
        input: request.body,
        at: clock.now(),
      }),
  });

  // Links to the printable sheet
  app.route({
    ...contractRoute(emergencyApi.listLinks),
    config: { caller: recipientEditor },
    handler: async (request) => listLinks(db, recipientEditor(request), clock.now()),
  });

  app.route({
    ...contractRoute(emergencyApi.createLink),
    config: { caller: recipientEditor },
    handler: async (request, reply) => {
      const actor = recipientEditor(request);
      const link = await createLink({
        db,
        actor,
        days: request.body.days,
        at: clock.now(),
        publicUrl,
      });
      return reply.code(201).send(link);
    },
  });

  app.route({
    ...contractRoute(emergencyApi.revokeLink),
    config: { caller: recipientEditor },
    handler: async (request, reply) => {
      const actor = recipientEditor(request);
      await revokeLink({ db, actor, id: request.params.id, at: clock.now() });
      return reply.code(204).send(null);
    },
  });

  // Location sharing
  app.route({
    ...contractRoute(emergencyApi.listLocations),
    config: { caller: member },
    handler: async (request) => listShares(db, member(request), clock.now()),
  });

  app.route({
    ...contractRoute(emergencyApi.startSharing),
    config: { caller: member },
    handler: async (request) => {
      const actor = member(request);
      await startSharing({ db, actor, duration: request.body.duration, at: clock.now() });
      return listShares(db, actor, clock.now());
    },
  });

  app.route({
    ...contractRoute(emergencyApi.sendPosition),
    config: { caller: member },
    handler: async (request, reply) => {
      const actor = member(request);
      await updatePosition({ db, actor, position: request.body, at: clock.now() });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...contractRoute(emergencyApi.stopSharing),
    config: { caller: member },
    handler: async (request, reply) => {
      await stopSharing({ db, actor: member(request), at: clock.now() });
      return reply.code(204).send(null);
    },
  });
};
