import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactRequestSchema,
  deskNoteSchema,
  deskRequestDetailSchema,
  deskRequestSchema,
  deskStatusSchema,
} from '../../../shared/assistant';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { consumeAllowance, type RateLimit } from '../../lib/rate-limit';
import { errorResponses } from '../../lib/http-responses';
import type { EmailWorker } from '../../platform/email/email-outbox';
import { staffCaller } from '../../platform/staff/staff.policy';
import { presentDeskRequest, presentDeskRequestDetail } from './contact-requests.presenter';
import {
  addDeskNote,
  claimDeskRequest,
  createContactRequest,
  getDeskRequest,
  listDeskRequests,
  setDeskStatus,
} from './contact-requests.service';

const CONTACT_REQUESTS: RateLimit = {
  bucket: 'contact-request',
  limit: 5,
  windowMs: 60 * 60 * 1000,
  message: 'You have sent several requests already. We will be in touch soon.',
};

const idParams = z.object({ id: z.uuid({ error: 'We could not find that request.' }) });
const errors = errorResponses(400, 401, 403, 404);

const deskReader = staffCaller('desk.read');
const deskWorker = staffCaller('desk.work');

export const contactRequestRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  emailWorker: EmailWorker;
  supportEmail: string;
  publicUrl: string;
}> = async (app, { db, clock, emailWorker, supportEmail, publicUrl }) => {
  app.post(
    '/api/contact-request',
    {
      schema: {
        tags: ['assistant'],
        summary: 'Ask for a personal consultation with a care specialist',
        body: contactRequestSchema,
        response: {
          201: z.object({ id: z.string(), message: z.string() }),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) => {
      await consumeAllowance(db, clock, CONTACT_REQUESTS, request.ip);
      const row = await createContactRequest({
        db,
        clock,
        input: request.body,
        userId: request.auth?.user.id ?? null,
        supportEmail,
        publicUrl,
      });
      emailWorker.kick();
      return reply.code(201).send({
        id: row.id,
        message: 'Thank you. A care specialist will contact you soon.',
      });
    },
  );

  app.get(
    '/api/staff/contact-requests',
    {
      config: { caller: deskReader },
      schema: {
        tags: ['staff'],
        summary: 'The desk: open requests by urgency and age',
        querystring: z.object({ include: z.enum(['open', 'all']).default('open') }),
        response: { 200: z.array(deskRequestSchema), ...errors },
      },
    },
    async (request) => {
      const rows = await listDeskRequests(db, {
        includeResolved: request.query.include === 'all',
      });
      return rows.map(presentDeskRequest);
    },
  );

  app.get(
    '/api/staff/contact-requests/:id',
    {
      config: { caller: deskReader },
      schema: {
        tags: ['staff'],
        summary: 'One request with its transcript and notes',
        params: idParams,
        response: { 200: deskRequestDetailSchema, ...errors },
      },
    },
    async (request) => {
      return presentDeskRequestDetail(await getDeskRequest(db, request.params.id));
    },
  );

  app.post(
    '/api/staff/contact-requests/:id/claim',
    {
      config: { caller: deskWorker },
      schema: {
        tags: ['staff'],
        summary: 'Take a new request',
        params: idParams,
        response: { 200: deskRequestDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { staff } = deskWorker(request);
      return presentDeskRequestDetail(
        await claimDeskRequest({ db, clock, id: request.params.id, staffId: staff.id }),
      );
    },
  );

  app.post(
    '/api/staff/contact-requests/:id/notes',
    {
      config: { caller: deskWorker },
      schema: {
        tags: ['staff'],
        summary: 'Add a note',
        params: idParams,
        body: deskNoteSchema,
        response: { 200: deskRequestDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { staff } = deskWorker(request);
      return presentDeskRequestDetail(
        await addDeskNote({
          db,
          clock,
          id: request.params.id,
          staffId: staff.id,
          body: request.body.body,
        }),
      );
    },
  );

  app.post(
    '/api/staff/contact-requests/:id/status',
    {
      config: { caller: deskWorker },
      schema: {
        tags: ['staff'],
        summary: 'Mark a request contacted or resolved',
        params: idParams,
        body: deskStatusSchema,
        response: { 200: deskRequestDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { staff } = deskWorker(request);
      return presentDeskRequestDetail(
        await setDeskStatus({
          db,
          clock,
          id: request.params.id,
          staffId: staff.id,
          status: request.body.status,
        }),
      );
    },
  );
};
