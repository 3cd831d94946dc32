import { endpointRoutes } from './api-contract';

/**
 * Where the browser reports a page's speed (web vitals): a beacon sent as the page is hidden, as
 * text/plain, so not a JSON call of the contract. Staff read the figures through the console's
 * contract (`consoleApi.vitals`).
 */
export const vitalsFileRoutes = endpointRoutes({
  report: { method: 'POST', path: '/api/vitals' },
});
