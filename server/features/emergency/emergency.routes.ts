import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactOrderSchema,
  createdEmergencyLinkSchema,
  createEmergencyLinkSchema,
  emergencyContactInputSchema,
  emergencyContactSchema,
  emergencyLinkSchema,
  emergencyProfileSchema,
  emergencyProfileUpdateSchema,
  locationShareSchema,
  positionSchema,
  startSharingSchema,
} from '../../../shared/emergency';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { errorResponses } from '../../lib/http-responses';
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

const errors = errorResponses(400, 401, 403, 404, 409);
const idParams = z.object({ id: z.uuid({ error: 'We could not find that.' }) });

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
  app.get(
    '/api/circle/emergency-contacts',
    {
      config: { caller: careViewer },
      schema: {
        tags: ['emergency'],
        summary: 'Who to call in an emergency, in order',
        response: { 200: z.array(emergencyContactSchema), ...errors },
      },
    },
    async (request) => {
      const actor = careViewer(request);
      return (await listContacts(db, actor.circleId)).map(presentContact);
    },
  );

  app.post(
    '/api/circle/emergency-contacts',
    {
      config: { caller: careManager },
      schema: {
        tags: ['emergency'],
        summary: 'Add an emergency contact (last in the order)',
        body: emergencyContactInputSchema,
        response: { 201: emergencyContactSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = careManager(request);
      const row = await addContact({ db, actor, input: request.body, at: clock.now() });
      return reply.code(201).send(presentContact(row));
    },
  );

  app.put(
    '/api/circle/emergency-contacts/:id',
    {
      config: { caller: careManager },
      schema: {
        tags: ['emergency'],
        summary: 'Change an emergency contact',
        params: idParams,
        body: emergencyContactInputSchema,
        response: { 200: emergencyContactSchema, ...errors },
      },
    },
    async (request) => {
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
  );

  app.delete(
    '/api/circle/emergency-contacts/:id',
    {
      config: { caller: careManager },
      schema: {
        tags: ['emergency'],
        summary: 'Remove an emergency contact',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = careManager(request);
      await removeContact({ db, actor, id: request.params.id, at: clock.now() });
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/circle/emergency-contacts-order',
    {
      config: { caller: careManager },
      schema: {
        tags: ['emergency'],
        summary: 'Put the emergency contacts in a new order (first is called first)',
        body: contactOrderSchema,
        response: { 200: z.array(emergencyContactSchema), ...errors },
      },
    },
    async (request) => {
      const actor = careManager(request);
      const rows = await reorderContacts({ db, actor, ids: request.body.ids, at: clock.now() });
      return rows.map(presentContact);
    },
  );

  // The medical emergency profile
  app.get(
    '/api/circle/emergency-profile',
    {
      config: { caller: careViewer },
      schema: {
        tags: ['emergency'],
        summary: 'The emergency profile: what paramedics need (the view is audited)',
        response: { 200: emergencyProfileSchema, ...errors },
      },
    },
    async (request) => viewEmergencyProfile({ db, actor: careViewer(request), at: clock.now() }),
  );

  app.patch(
    '/api/circle/emergency-profile',
    {
      config: { caller: recipientEditor },
      schema: {
        tags: ['emergency'],
        summary: 'Change some fields of the emergency profile',
        body: emergencyProfileUpdateSchema,
        response: { 200: emergencyProfileSchema, ...errors },
      },
    },
    async (request) =>
      updateEmergencyProfile({
        db,
        actor: recipientEditor(request),
        input: request.body,
        at: clock.now(),
      }),
  );

  // Links to the printable sheet
  app.get(
    '/api/circle/emergency-links',
    {
      config: { caller: recipientEditor },
      schema: {
        tags: ['emergency'],
        summary: 'Links to the emergency sheet (the QR codes on printed sheets)',
        response: { 200: z.array(emergencyLinkSchema), ...errors },
      },
    },
    async (request) => listLinks(db, recipientEditor(request), clock.now()),
  );

  app.post(
    '/api/circle/emergency-links',
    {
      config: { caller: recipientEditor },
      schema: {
        tags: ['emergency'],
        summary: 'A new link to the emergency sheet; its address is in this answer only',
        body: createEmergencyLinkSchema,
        response: { 201: createdEmergencyLinkSchema, ...errors },
      },
    },
    async (request, reply) => {
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
  );

  app.delete(
    '/api/circle/emergency-links/:id',
    {
      config: { caller: recipientEditor },
      schema: {
        tags: ['emergency'],
        summary: 'Turn a link off: its QR code stops working at once',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = recipientEditor(request);
      await revokeLink({ db, actor, id: request.params.id, at: clock.now() });
      return reply.code(204).send(null);
    },
  );

  // Location sharing
  app.get(
    '/api/circle/locations',
    {
      config: { caller: member },
      schema: {
        tags: ['emergency'],
        summary: 'Who is sharing their location now, with the last known position',
        response: { 200: z.array(locationShareSchema), ...errors },
      },
    },
    async (request) => listShares(db, member(request), clock.now()),
  );

  app.post(
    '/api/circle/locations/mine',
    {
      config: { caller: member },
      schema: {
        tags: ['emergency'],
        summary: 'Start sharing your location with the circle, for an hour or until turned off',
        body: startSharingSchema,
        response: { 200: z.array(locationShareSchema), ...errors },
      },
    },
    async (request) => {
      const actor = member(request);
      await startSharing({ db, actor, duration: request.body.duration, at: clock.now() });
      return listShares(db, actor, clock.now());
    },
  );

  app.put(
    '/api/circle/locations/mine',
    {
      config: { caller: member },
      schema: {
        tags: ['emergency'],
        summary: 'Your latest position while sharing (replaces the previous one)',
        body: positionSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = member(request);
      await updatePosition({ db, actor, position: request.body, at: clock.now() });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/circle/locations/mine',
    {
      config: { caller: member },
      schema: {
        tags: ['emergency'],
        summary: 'Stop sharing your location; your last position is deleted',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await stopSharing({ db, actor: member(request), at: clock.now() });
      return reply.code(204).send(null);
    },
  );
};
