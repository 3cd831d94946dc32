import { endpointRoutes } from './api-contract';

/**
 * Moderators' tools beyond hide and restore, and the word list (decision 050): where each
 * endpoint answers (their schemas: community-moderation.contract.ts).
 */
export const communityModerationEndpoints = endpointRoutes({
  editPost: { method: 'PUT', path: '/api/staff/community/posts/:id/text' },
  warnPostWriter: { method: 'POST', path: '/api/staff/community/posts/:id/warning' },
  suspendPostWriter: { method: 'POST', path: '/api/staff/community/posts/:id/suspension' },
  editReply: { method: 'PUT', path: '/api/staff/community/replies/:id/text' },
  warnReplyWriter: { method: 'POST', path: '/api/staff/community/replies/:id/warning' },
  suspendReplyWriter: { method: 'POST', path: '/api/staff/community/replies/:id/suspension' },
  heldWords: { method: 'GET', path: '/api/staff/community/held-words' },
  saveHeldWords: { method: 'PUT', path: '/api/staff/community/held-words' },
  pauses: { method: 'GET', path: '/api/staff/community/pauses' },
  liftPause: { method: 'POST', path: '/api/staff/community/pauses/:userId/lift' },
});
