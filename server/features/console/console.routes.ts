import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '../../../shared/auth';
import {
  consoleFamiliesSchema,
  consolePersonSchema,
  consoleStaffMemberSchema,
  createStaffSchema,
  personLookupSchema,
  subscriptionFiguresSchema,
  systemStatusSchema,
} from '../../../shared/console';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { errorResponses } from '../../lib/http-responses';
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

const userParams = z.object({ userId: z.uuid({ error: 'We could not find that account.' }) });
const invitationParams = z.object({ id: z.uuid({ error: 'We could not find that invitation.' }) });
const staffParams = z.object({ id: z.uuid({ error: 'We could not find that staff account.' }) });

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

  app.get(
    '/api/staff/console/families',
    {
      config: { caller: familiesReader },
      schema: {
        tags: ['staff'],
        summary:
          'Admins: the newest care circles (first caregiver, created, number of members); no health data',
        response: { 200: consoleFamiliesSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { staff } = familiesReader(request);
      return listFamilies({ db, clock, billing, actor: { staffId: staff.id, ip: request.ip } });
    },
  );

  app.get(
    '/api/staff/console/figures',
    {
      config: { caller: figuresReader },
      schema: {
        tags: ['staff'],
        summary:
          'Admins: sign-ups per week, trials, conversions, cancellations, active circles and monthly recurring revenue',
        response: { 200: subscriptionFiguresSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { staff } = figuresReader(request);
      return readSubscriptionFigures({
        db,
        clock,
        billing,
        actor: { staffId: staff.id, ip: request.ip },
      });
    },
  );

  app.post(
    '/api/staff/console/people/lookup',
    {
      config: { caller: peopleSupporter },
      schema: {
        tags: ['staff'],
        summary:
          'Admins: the account and open invitations for an email address, to help with support (sent in the body, so the address stays out of logs)',
        body: personLookupSchema,
        response: { 200: consolePersonSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { staff } = peopleSupporter(request);
      return lookUpPerson({
        db,
        clock,
        actor: { staffId: staff.id, ip: request.ip },
        email: request.body.email,
      });
    },
  );

  app.post(
    '/api/staff/console/invitations/:id/resend',
    {
      config: { caller: peopleSupporter },
      schema: {
        tags: ['staff'],
        summary:
          'Admins: send an open invitation again, with a new code and a fresh 7 days (the earlier code stops working)',
        params: invitationParams,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
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
  );

  app.post(
    '/api/staff/console/people/:userId/password-reset',
    {
      config: { caller: peopleSupporter },
      schema: {
        tags: ['staff'],
        summary: "Admins: email the account's own address a one-hour link to choose a new password",
        params: userParams,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
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
  );

  app.post(
    '/api/staff/console/people/:userId/sessions/end',
    {
      config: { caller: peopleSupporter },
      schema: {
        tags: ['staff'],
        summary: 'Admins: sign the account out on every device',
        params: userParams,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
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
  );

  app.get(
    '/api/staff/console/staff',
    {
      config: { caller: staffManager },
      schema: {
        tags: ['staff'],
        summary: 'Admins: every staff account, switched off ones too',
        response: { 200: z.array(consoleStaffMemberSchema), ...errorResponses(401, 403) },
      },
    },
    async () => (await listStaffAccounts(db)).map(presentStaffMember),
  );

  app.post(
    '/api/staff/console/staff',
    {
      config: { caller: staffManager },
      schema: {
        tags: ['staff'],
        summary:
          'Admins: create a staff account (as `npm run staff:create` does); its authenticator app is set up at the first sign-in',
        body: createStaffSchema,
        response: { 201: consoleStaffMemberSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { staff } = staffManager(request);
      const created = await createStaffAccount({
        db,
        input: request.body,
        by: { staffId: staff.id, ip: request.ip, at: clock.now() },
      });
      return reply.code(201).send(presentStaffMember(created));
    },
  );

  app.post(
    '/api/staff/console/staff/:id/disable',
    {
      config: { caller: staffManager },
      schema: {
        tags: ['staff'],
        summary: 'Admins: switch a staff account off: it cannot sign in and its sessions end now',
        params: staffParams,
        response: { 200: consoleStaffMemberSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { staff } = staffManager(request);
      const disabled = await disableStaffAccount({
        db,
        clock,
        staffId: request.params.id,
        by: { staffId: staff.id, ip: request.ip },
      });
      return presentStaffMember(disabled);
    },
  );

  app.get(
    '/api/staff/system',
    {
      config: { caller: systemReader },
      schema: {
        tags: ['staff'],
        summary:
          'Admins: the system page: database round trip, reminder-engine lag, email and push delivery, each job’s last run, version and uptime',
        response: { 200: systemStatusSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
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
  );
};
