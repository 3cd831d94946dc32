import { endpointRoutes } from './api-contract';

/**
 * Care circles: the current circle, its members, invitations and audit log, and the circles a
 * person belongs to: where each endpoint answers (their schemas: circles.contract.ts). The
 * current circle is also read by the first screens (client/app/first-screen-reads.ts).
 */
export const circlesEndpoints = endpointRoutes({
  current: { method: 'GET', path: '/api/circle' },
  mine: { method: 'GET', path: '/api/circles' },
  start: { method: 'POST', path: '/api/circles' },
  switchTo: { method: 'POST', path: '/api/circles/current' },
  members: { method: 'GET', path: '/api/circle/members' },
  changeRole: { method: 'PATCH', path: '/api/circle/members/:userId' },
  removeMember: { method: 'DELETE', path: '/api/circle/members/:userId' },
  leave: { method: 'POST', path: '/api/circle/leave' },
  invitations: { method: 'GET', path: '/api/circle/invitations' },
  invite: { method: 'POST', path: '/api/circle/invitations' },
  revokeInvitation: { method: 'DELETE', path: '/api/circle/invitations/:id' },
  previewInvitation: { method: 'GET', path: '/api/invitations/:code' },
  acceptInvitation: { method: 'POST', path: '/api/invitations/accept' },
  audit: { method: 'GET', path: '/api/circle/audit' },
});

/** The circle's files: everything it holds, as one zip to download. */
export const circlesFileRoutes = endpointRoutes({
  export: { method: 'GET', path: '/api/circle/export' },
});
