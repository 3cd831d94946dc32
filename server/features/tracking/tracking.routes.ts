import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportQuerySchema } from '../../../shared/tracking';
import { trackingApi } from '../../../shared/tracking.contract';
import { trackingFileRoutes } from '../../../shared/tracking.endpoints';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
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
const fileName = (kind: string, from: string, to: string) => `kinwell-${kind}-${from}-to-${to}`;

const trackingLogger = circleCaller('tracking.log');
const trackingViewer = circleCaller('tracking.view');

export const trackingRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  changesNeedActivePlan(app);
  app.route({
    ...contractRoute(trackingApi.overview),
    config: { caller: trackingViewer },
    handler: async (request) =>
      trackingOverview({
        db,
        actor: trackingViewer(request),
        days: request.query.days,
        at: clock.now(),
      }),
  });

  app.route({
    ...contractRoute(trackingApi.log),
    config: { caller: trackingLogger },
    handler: async (request, reply) => {
      const entry = await logEntry({
        db,
        actor: trackingLogger(request),
        input: request.body,
        at: clock.now(),
      });
      return reply.code(201).send(entry);
    },
  });

  app.route({
    ...contractRoute(trackingApi.remove),
    config: { caller: trackingLogger },
    handler: async (request, reply) => {
      await removeEntry({
        db,
        actor: trackingLogger(request),
        id: request.params.id,
        at: clock.now(),
      });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...contractRoute(trackingApi.doctorReport),
    config: { caller: trackingViewer },
    handler: async (request) =>
      buildDoctorReport({
        db,
        actor: trackingViewer(request),
        ...request.query,
        at: clock.now(),
      }),
  });

  // A PDF to download, not JSON: outside the contract (trackingFileRoutes.doctorReportPdf).
  app.get(
    trackingFileRoutes.doctorReportPdf.path,
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

  // A spreadsheet to download, not JSON: outside the contract (trackingFileRoutes.trackingCsv).
  app.get(
    trackingFileRoutes.trackingCsv.path,
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
