import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assistantApi } from '../../../shared/assistant.contract';
import { staffApi } from '../../../shared/staff.contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
import { consumeAllowance, type RateLimit } from '../../lib/rate-limit';
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

const deskReader = staffCaller('desk.read');
const deskWorker = staffCaller('desk.work');

export const contactRequestRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  emailWorker: EmailWorker;
  supportEmail: string;
  publicUrl: string;
}> = async (app, { db, clock, emailWorker, supportEmail, publicUrl }) => {
  app.route({
    ...contractRoute(assistantApi.contactRequest),
    handler: async (request, reply) => {
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
  });

  app.route({
    ...contractRoute(staffApi.deskRequests),
    config: { caller: deskReader },
    handler: async (request) => {
      const rows = await listDeskRequests(db, {
        includeResolved: request.query.include === 'all',
      });
      return rows.map(presentDeskRequest);
    },
  });

  app.route({
    ...contractRoute(staffApi.deskRequest),
    config: { caller: deskReader },
    handler: async (request) => {
      return presentDeskRequestDetail(await getDeskRequest(db, request.params.id));
    },
  });

  app.route({
    ...contractRoute(staffApi.claimRequest),
    config: { caller: deskWorker },
    handler: async (request) => {
      const { staff } = deskWorker(request);
      return presentDeskRequestDetail(
        await claimDeskRequest({ db, clock, id: request.params.id, staffId: staff.id }),
      );
    },
  });

  app.route({
    ...contractRoute(staffApi.addNote),
    config: { caller: deskWorker },
    handler: async (request) => {
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
  });

  app.route({
    ...contractRoute(staffApi.setRequestStatus),
    config: { caller: deskWorker },
    handler: async (request) => {
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
  });
};
