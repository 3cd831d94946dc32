import { endpointRoutes } from './api-contract';

/**
 * Staff manage the support groups (decision 059): where each endpoint answers (their schemas:
 * community-groups.contract.ts).
 */
export const communityGroupsEndpoints = endpointRoutes({
  list: { method: 'GET', path: '/api/staff/community/groups' },
  create: { method: 'POST', path: '/api/staff/community/groups' },
  edit: { method: 'PATCH', path: '/api/staff/community/groups/:id' },
  archive: { method: 'POST', path: '/api/staff/community/groups/:id/archive' },
  restore: { method: 'POST', path: '/api/staff/community/groups/:id/restore' },
});
