import { endpointRoutes } from './api-contract';

/**
 * Memory triggers and what the memory support home shows as lately added: where each endpoint
 * answers (their schemas: memory-triggers.contract.ts).
 */
export const memoryTriggersEndpoints = endpointRoutes({
  list: { method: 'GET', path: '/api/circle/memory-triggers' },
  add: { method: 'POST', path: '/api/circle/memory-triggers' },
  change: { method: 'PUT', path: '/api/circle/memory-triggers/:id' },
  remove: { method: 'DELETE', path: '/api/circle/memory-triggers/:id' },
  recentAdditions: { method: 'GET', path: '/api/circle/memory-home/recent' },
});
