import { z } from 'zod';
import { contract } from './api-contract';
import { storageUsageSchema } from './memory-storage';
import { memoryStorageEndpoints } from './memory-storage.endpoints';

const circleParams = z.object({
  circleId: z.uuid({ error: 'We could not find that care circle.' }),
});

/** The circle's storage figure with its schemas, for the server, OpenAPI and screens. */
export const memoryStorageApi = contract(memoryStorageEndpoints, {
  usage: {
    summary:
      'The room the circle’s photos and recordings take, “Recently removed” included, and the quota',
    tags: ['memory'],
    params: circleParams,
    responses: { 200: storageUsageSchema },
    errors: [400, 401, 403, 404],
  },
});
