import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  doctorReportSchema,
  reportQuerySchema,
  trackingEntryInputSchema,
  trackingEntrySchema,
  trackingOverviewQuerySchema,
  trackingOverviewSchema,
} from '../../../shared/tracking';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { errorResponses } from '../../lib/http-responses';
import { circleCaller } from '../../platform/circles/circles.policy';
import { changesNeedActivePlan } from '../../platform/circles/plan-guard';
import { renderDoctorReportPdf } from './doctor-report.pdf';
import {
  buildDoctorReport,
  logEntry,
  removeEntry,
  trackingCsv,
  trackingOverview,
} from './tracking.service';

const errors = errorResponses(400, 401, 403, 404);
const idParams = z.object({ id: z.uuid({ error: 'We could not find that entry.' }) });
const fileName = (kind: string, from: string, to: string) => `kinwell-${kind}-${from}-to-${to}`;

const trackingLogger = circleCaller('tracking.log');
const trackingViewer = circleCaller('tracking.view');

export const trackingRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  changesNeedActivePlan(app);
  app.get(
    '/api/circle/tracking',
    {
      config: { caller: trackingViewer },
      schema: {
        tags: ['tracking'],
        summary: 'Tracked measures over the last 7, 30 or 90 days, with the newest entries',
        querystring: trackingOverviewQuerySchema,
        response: { 200: trackingOverviewSchema, ...errors },
      },
    },
    async (request) =>
      trackingOverview({
        db,
        actor: trackingViewer(request),
        days: request.query.days,
        at: clock.now(),
      }),
  );

  app.post(
    '/api/circle/tracking/entries',
    {
      config: { caller: trackingLogger },
      schema: {
        tags: ['tracking'],
        summary: 'Log an observation (now, or when it happened)',
        body: trackingEntryInputSchema,
        response: { 201: trackingEntrySchema, ...errors },
      },
    },
    async (request, reply) => {
      const entry = await logEntry({
        db,
        actor: trackingLogger(request),
        input: request.body,
        at: clock.now(),
      });
      return reply.code(201).send(entry);
    },
  );

  app.delete(
    '/api/circle/tracking/entries/:id',
    {
      config: { caller: trackingLogger },
      schema: {
        tags: ['tracking'],
        summary: 'Remove an entry (the undo of a mistaken tap)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeEntry({
        db,
        actor: trackingLogger(request),
        id: request.params.id,
        at: clock.now(),
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/circle/reports/doctor',
    {
      config: { caller: trackingViewer },
      schema: {
        tags: ['tracking'],
        summary: 'The doctor-visit report for a date range (the printable page)',
        querystring: reportQuerySchema,
        response: { 200: doctorReportSchema, ...errors },
      },
    },
    async (request) =>
      buildDoctorReport({
        db,
        actor: trackingViewer(request),
        ...request.query,
        at: clock.now(),
      }),
  );

  app.get(
    '/api/circle/reports/doctor.pdf',
    {
      config: { caller: trackingViewer },
      schema: {
        tags: ['tracking'],
        summary: 'The doctor-visit report as a PDF',
        querystring: reportQuerySchema,
        produces: ['application/pdf'],
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const report = await buildDoctorReport({
        db,
        actor: trackingViewer(request),
        ...request.query,
        at: clock.now(),
      });
      const { from, to } = report;
      const pdf = await renderDoctorReportPdf(report);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName('report', from, to)}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.get(
    '/api/circle/reports/tracking.csv',
    {
      config: { caller: trackingViewer },
      schema: {
        tags: ['tracking'],
        summary: 'Every tracked entry in a date range as CSV, for a spreadsheet',
        querystring: reportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { csv, from, to } = await trackingCsv({
        db,
        actor: trackingViewer(request),
        ...request.query,
        at: clock.now(),
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${fileName('tracking', from, to)}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
