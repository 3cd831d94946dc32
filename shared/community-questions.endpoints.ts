import { endpointRoutes } from './api-contract';

/**
 * Expert questions (decision 049): members ask, experts answer, moderators look after both:
 * where each endpoint answers (their schemas: community-questions.contract.ts).
 */
export const communityQuestionsEndpoints = endpointRoutes({
  answered: { method: 'GET', path: '/api/community/questions' },
  search: { method: 'GET', path: '/api/community/questions/search' },
  mine: { method: 'GET', path: '/api/community/questions/mine' },
  ask: { method: 'POST', path: '/api/community/questions' },
  view: { method: 'GET', path: '/api/community/questions/:id' },
  remove: { method: 'DELETE', path: '/api/community/questions/:id' },
  resolve: { method: 'POST', path: '/api/community/questions/:id/resolution' },
  reportQuestion: { method: 'POST', path: '/api/community/questions/:id/reports' },
  reportAnswer: { method: 'POST', path: '/api/community/answers/:id/reports' },
  staffList: { method: 'GET', path: '/api/staff/questions' },
  staffView: { method: 'GET', path: '/api/staff/questions/:id' },
  answer: { method: 'POST', path: '/api/staff/questions/:id/answers' },
  moderateQuestion: { method: 'POST', path: '/api/staff/questions/:id/moderation' },
  moderateAnswer: { method: 'POST', path: '/api/staff/answers/:id/moderation' },
});
