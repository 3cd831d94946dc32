import { endpointRoutes } from './api-contract';

/**
 * Medicines and their doses: where each endpoint answers (their schemas:
 * medications.contract.ts). Logging a dose and a medicine's photo are uploads (the photo is the
 * file). Today's doses and the list are also read by the first screens
 * (client/app/first-screen-reads.ts).
 */
export const medicationsEndpoints = endpointRoutes({
  list: { method: 'GET', path: '/api/circle/medications' },
  create: { method: 'POST', path: '/api/circle/medications' },
  view: { method: 'GET', path: '/api/circle/medications/:id' },
  update: { method: 'PUT', path: '/api/circle/medications/:id' },
  pause: { method: 'POST', path: '/api/circle/medications/:id/pause' },
  resume: { method: 'POST', path: '/api/circle/medications/:id/resume' },
  stop: { method: 'POST', path: '/api/circle/medications/:id/stop' },
  setPhoto: { method: 'PUT', path: '/api/circle/medications/:id/photo', upload: 'photo' },
  restock: { method: 'PUT', path: '/api/circle/medications/:id/stock' },
  logAsNeeded: { method: 'POST', path: '/api/circle/medications/:id/doses', upload: 'photo' },
  doses: { method: 'GET', path: '/api/circle/doses' },
  logDose: { method: 'POST', path: '/api/circle/doses/:id/log', upload: 'photo' },
  settings: { method: 'GET', path: '/api/circle/medications/settings' },
  saveSettings: { method: 'PUT', path: '/api/circle/medications/settings' },
});
