import { endpointRoutes } from './api-contract';

/**
 * The games' settings, the family's log of the sessions played and the family's own pictures for
 * the games (photos, people and sequences): where each endpoint answers (their schemas:
 * activities.contract.ts). They name the circle in the path.
 */
export const activitiesEndpoints = endpointRoutes({
  settings: { method: 'GET', path: '/api/circles/:circleId/activities/settings' },
  saveSettings: { method: 'PUT', path: '/api/circles/:circleId/activities/settings' },
  recordSession: { method: 'POST', path: '/api/circles/:circleId/activities/sessions' },
  answerEnjoyment: {
    method: 'PATCH',
    path: '/api/circles/:circleId/activities/sessions/:sessionId',
  },
  log: { method: 'GET', path: '/api/circles/:circleId/activities/sessions' },
  pictures: { method: 'GET', path: '/api/circles/:circleId/activities/pictures' },
  addSequence: { method: 'POST', path: '/api/circles/:circleId/activities/sequences' },
  changeSequence: {
    method: 'PUT',
    path: '/api/circles/:circleId/activities/sequences/:sequenceId',
  },
  removeSequence: {
    method: 'DELETE',
    path: '/api/circles/:circleId/activities/sequences/:sequenceId',
  },
});
