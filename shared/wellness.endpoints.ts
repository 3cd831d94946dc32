import { endpointRoutes } from './api-contract';

/**
 * The wellness centre: each person's own self-checks and settings, and the circle's respite plan:
 * where each answers (their schemas: wellness.contract.ts).
 */
export const wellnessEndpoints = endpointRoutes({
  listSelfChecks: { method: 'GET', path: '/api/wellness/self-checks' },
  takeSelfCheck: { method: 'POST', path: '/api/wellness/self-checks' },
  removeAllSelfChecks: { method: 'DELETE', path: '/api/wellness/self-checks' },
  viewSelfCheck: { method: 'GET', path: '/api/wellness/self-checks/:id' },
  removeSelfCheck: { method: 'DELETE', path: '/api/wellness/self-checks/:id' },
  settings: { method: 'GET', path: '/api/wellness/settings' },
  saveSettings: { method: 'PUT', path: '/api/wellness/settings' },
  respitePlan: { method: 'GET', path: '/api/circle/respite-plan' },
  saveRespiteNotes: { method: 'PUT', path: '/api/circle/respite-plan/notes' },
  addRespiteHelper: { method: 'POST', path: '/api/circle/respite-plan/helpers' },
  removeRespiteHelper: { method: 'DELETE', path: '/api/circle/respite-plan/helpers/:id' },
});
