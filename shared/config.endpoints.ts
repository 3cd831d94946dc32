import { endpointRoutes } from './api-contract';

/**
 * The few settings the browser needs: where the endpoint answers (its schemas:
 * config.contract.ts). Every page reads it, the public ones too (decision 017).
 */
export const configEndpoints = endpointRoutes({
  view: { method: 'GET', path: '/api/config' },
});
