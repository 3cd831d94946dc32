import { z } from 'zod';
import { contract } from './api-contract';
import { dashboardSchema } from './dashboard';
import { dashboardEndpoints } from './dashboard.endpoints';

/** The dashboard's endpoints with their schemas, for the server, OpenAPI and the client. */
const tags = ['dashboard'] as const;
const errors = [401, 403, 404] as const;

export const dashboardApi = contract(dashboardEndpoints, {
  view: {
    summary: 'Today at a glance: every section you may see, and what changed since you looked',
    tags,
    responses: { 200: dashboardSchema },
    errors,
  },
  markSeen: {
    summary: 'You have caught up: the list of changes starts again from now',
    tags,
    responses: { 204: z.null() },
    errors,
  },
});
