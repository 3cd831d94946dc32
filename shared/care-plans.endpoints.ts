import { endpointRoutes } from './api-contract';

/** The circle's care plan endpoints: where each answers (their schemas: care-plans.contract.ts). */
export const carePlansEndpoints = endpointRoutes({
  view: { method: 'GET', path: '/api/circle/care-plan' },
  applyTemplate: { method: 'POST', path: '/api/circle/care-plan/template' },
  update: { method: 'PATCH', path: '/api/circle/care-plan' },
  review: { method: 'POST', path: '/api/circle/care-plan/review' },
  addItem: { method: 'POST', path: '/api/circle/care-plan/items' },
  archiveItem: { method: 'PATCH', path: '/api/circle/care-plan/items/:id' },
});

/**
 * The care plan routes the contract cannot describe (a PDF): not JSON calls, so not in
 * `carePlansEndpoints`; the screen links to it with `endpointUrl`.
 */
export const carePlanFileRoutes = endpointRoutes({
  /** The plan as a PDF, for an `<a href download>`. */
  pdf: { method: 'GET', path: '/api/circle/care-plan/pdf' },
});
