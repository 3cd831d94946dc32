import { endpointRoutes } from './api-contract';

/** The family hub's task endpoints: where each answers (their schemas: tasks.contract.ts). */
export const tasksEndpoints = endpointRoutes({
  list: { method: 'GET', path: '/api/circle/tasks' },
  create: { method: 'POST', path: '/api/circle/tasks' },
  view: { method: 'GET', path: '/api/circle/tasks/:id' },
  update: { method: 'PUT', path: '/api/circle/tasks/:id' },
  remove: { method: 'DELETE', path: '/api/circle/tasks/:id' },
  assign: { method: 'POST', path: '/api/circle/tasks/:id/assign' },
  claim: { method: 'POST', path: '/api/circle/tasks/:id/claim' },
  setStatus: { method: 'POST', path: '/api/circle/tasks/:id/status' },
  complete: { method: 'POST', path: '/api/circle/tasks/:id/complete' },
  reopen: { method: 'POST', path: '/api/circle/tasks/:id/reopen' },
  comment: { method: 'POST', path: '/api/circle/tasks/:id/comments' },
});
