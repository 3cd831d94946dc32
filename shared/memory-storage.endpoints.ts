import { endpointRoutes } from './api-contract';

/**
 * How much of its room a circle's photos and recordings take (decision 060): where it answers
 * (its schemas: memory-storage.contract.ts). The circle is named in the path.
 */
export const memoryStorageEndpoints = endpointRoutes({
  usage: { method: 'GET', path: '/api/circles/:circleId/storage' },
});
