import { contract } from './api-contract';
import { publicConfigSchema } from './config';
import { configEndpoints } from './config.endpoints';

/** The public settings endpoint with its schemas, for the server and OpenAPI. */
export const configApi = contract(configEndpoints, {
  view: {
    summary: 'Public settings the app shows',
    tags: ['system'],
    responses: { 200: publicConfigSchema },
    errors: [],
  },
});
