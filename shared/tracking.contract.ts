import { z } from 'zod';
import { contract } from './api-contract';
import {
  doctorReportSchema,
  reportQuerySchema,
  trackingEntryInputSchema,
  trackingEntrySchema,
  trackingOverviewQuerySchema,
  trackingOverviewSchema,
} from './tracking';
import { trackingEndpoints } from './tracking.endpoints';

/** Tracking's endpoints with their schemas, for the server, OpenAPI and forms. */
const tags = ['tracking'] as const;
const errors = [400, 401, 403, 404] as const;
const idParams = z.object({ id: z.uuid({ error: 'We could not find that entry.' }) });

export const trackingApi = contract(trackingEndpoints, {
  overview: {
    summary: 'Tracked measures over the last 7, 30 or 90 days, with the newest entries',
    tags,
    query: trackingOverviewQuerySchema,
    responses: { 200: trackingOverviewSchema },
    errors,
  },
  log: {
    summary: 'Log an observation (now, or when it happened)',
    tags,
    body: trackingEntryInputSchema,
    responses: { 201: trackingEntrySchema },
    errors,
  },
  remove: {
    summary: 'Remove an entry (the undo of a mistaken tap)',
    tags,
    params: idParams,
    responses: { 204: z.null() },
    errors,
  },
  doctorReport: {
    summary: 'The doctor-visit report for a date range (the printable page)',
    tags,
    query: reportQuerySchema,
    responses: { 200: doctorReportSchema },
    errors,
  },
});
