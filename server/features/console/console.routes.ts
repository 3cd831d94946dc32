import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleApi } from '../../../shared/console.contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
import type { EmailWorker } from '../../platform/email/email-outbox';
import type { BillingConfig } from '../../platform/module';
import { staffCaller } from '../../platform/staff/staff.policy';
import {
  createStaffAccount,
  disableStaffAccount,
  listStaffAccounts,
} from '../../platform/staff/staff.service';
import { presentStaffMember } from './console.presenter';
import {
  endSessionsForSupport,
  listFamilies,
  lookUpPerson,
  readSubscriptionFigures,
  readSystemStatus,
  resendInvitationForSupport,
  sendResetLinkForSupport,
} from './console.service';

const familiesReader = staffCaller('families.read');
const figuresReader = staffCaller('figures.read');
const peopleSupporter = staffCaller('people.support');
const staffManager = staffCaller('staff.manage');
const systemReader = staffCaller('system.read');

/**
 * The staff console's APIs. Each checks the staff member's role against the one rights table
 * (staff.policy.ts): family accounts and visitors get 401, other staff roles 403. Every call is
 * recorded in the audit log.
 */
export const consoleRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  emailWorker: EmailWorker;
  publicUrl: string;
  version: string;
  startedAt: Date;
  isSmtpConfigured: boolean;
  billing: BillingConfig | undefined;
}> = async (app, options) => {
  const { db, clock, emailWorker, publicUrl, billing } = options;

  app.route({
    ...contractRoute(consoleApi.families),
    config: { caller: familiesReader },
    handler: async (request) => {
      const { staff } = familiesReader(request);
      return listFamilies({ db, clock, billing, actor: { staffId: staff.id, ip: request.ip } });
    },
  });

  app.route({
    ...contractRoute(consoleApi.figures),
    config: { caller: figuresReader },
    handler: async (request) => {
      const { staff } = figuresReader(request);
      return readSubscriptionFigures({
        db,
        clock,
        billing,
        actor: { staffId: staff.id, ip: request.ip },
      });
    },
  });

  app.route({
    ...contractRoute(consoleApi.lookUpPerson),
    config: { caller: peopleSupporter },
    handler: async (request) => {
      const { staff } = peopleSupporter(request);
      return lookUpPerson({
        db,
        clock,
        actor: { staffId: staff.id, ip: request.ip },
        email: request.body.email,
      });
    },
  });

  app.route({
    ...contractRoute(consoleApi.resendInvitation),
    config: { caller: peopleSupporter },
    handler: async (request) => {
      const { staff } = peopleSupporter(request);
      await resendInvitationForSupport({
        db,
        clock,
        actor: { staffId: staff.id, ip: request.ip },
        invitationId: request.params.id,
        publicUrl,
      });
      emailWorker.kick();
      return { message: 'The invitation was sent again, with a new code.' };
    },
  });

  app.route({
    ...contractRoute(consoleApi.sendPasswordReset),
    config: { caller: peopleSupporter },
    handler: async (request) => {
      const { staff } = peopleSupporter(request);
      const email = await sendResetLinkForSupport({
        db,
        clock,
        actor: { staffId: staff.id, ip: request.ip },
        userId: request.params.userId,
        publicUrl,
      });
      emailWorker.kick();
      return { message: `A link to reset the password was sent to ${email}.` };
    },
  });

  app.route({
    ...contractRoute(consoleApi.endSessions),
    config: { caller: peopleSupporter },
    handler: async (request) => {
      const { staff } = peopleSupporter(request);
      const ended = await endSessionsForSupport({
        db,
        clock,
        actor: { staffId: staff.id, ip: request.ip },
        userId: request.params.userId,
      });
      return {
        message:
          ended === 0
            ? 'This account was not signed in anywhere.'
            : `Signed out everywhere (${ended} ${ended === 1 ? 'device' : 'devices'}).`,
      };
    },
  });

  app.route({
    ...contractRoute(consoleApi.staffAccounts),
    config: { caller: staffManager },
    handler: async () => (await listStaffAccounts(db)).map(presentStaffMember),
  });

  app.route({
    ...contractRoute(consoleApi.createStaff),
    config: { caller: staffManager },
    handler: async (request, reply) => {
      const { staff } = staffManager(request);
      const created = await createStaffAccount({
        db,
        input: request.body,
        by: { staffId: staff.id, ip: request.ip, at: clock.now() },
      });
      return reply.code(201).send(presentStaffMember(created));
    },
  });

  app.route({
    ...contractRoute(consoleApi.disableStaff),
    config: { caller: staffManager },
    handler: async (request) => {
      const { staff } = staffManager(request);
      const disabled = await disableStaffAccount({
        db,
        clock,
        staffId: request.params.id,
        by: { staffId: staff.id, ip: request.ip },
      });
      return presentStaffMember(disabled);
    },
  });

  app.route({
    ...contractRoute(consoleApi.system),
    config: { caller: systemReader },
    handler: async (request) => {
      const { staff } = systemReader(request);
      return readSystemStatus({
        db,
        clock,
        actor: { staffId: staff.id, ip: request.ip },
        version: options.version,
        startedAt: options.startedAt,
        isSmtpConfigured: options.isSmtpConfigured,
        jobNames: app.jobs.names(),
      });
    },
  });
};
