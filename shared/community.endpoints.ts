import { endpointRoutes } from './api-contract';

/**
 * The community's groups, posts and replies (decision 045), with reports, "this helped", follows
 * and the moderators' queue and hide/restore: where each answers (their schemas:
 * community.contract.ts). Staff groups, moderators' other tools and expert questions have their
 * own files beside this one.
 */
export const communityEndpoints = endpointRoutes({
  profile: { method: 'GET', path: '/api/community/profile' },
  saveProfile: { method: 'PUT', path: '/api/community/profile' },
  acceptGuidelines: { method: 'POST', path: '/api/community/guidelines' },
  groups: { method: 'GET', path: '/api/community/groups' },
  search: { method: 'GET', path: '/api/community/search' },
  group: { method: 'GET', path: '/api/community/groups/:slug' },
  join: { method: 'PUT', path: '/api/community/groups/:slug/membership' },
  leave: { method: 'DELETE', path: '/api/community/groups/:slug/membership' },
  posts: { method: 'GET', path: '/api/community/groups/:slug/posts' },
  createPost: { method: 'POST', path: '/api/community/groups/:slug/posts' },
  post: { method: 'GET', path: '/api/community/posts/:id' },
  follow: { method: 'PUT', path: '/api/community/posts/:id/follow' },
  unfollow: { method: 'DELETE', path: '/api/community/posts/:id/follow' },
  editPost: { method: 'PATCH', path: '/api/community/posts/:id' },
  deletePost: { method: 'DELETE', path: '/api/community/posts/:id' },
  createReply: { method: 'POST', path: '/api/community/posts/:id/replies' },
  editReply: { method: 'PATCH', path: '/api/community/replies/:id' },
  deleteReply: { method: 'DELETE', path: '/api/community/replies/:id' },
  reportPost: { method: 'POST', path: '/api/community/posts/:id/reports' },
  helpedPost: { method: 'PUT', path: '/api/community/posts/:id/helped' },
  unhelpedPost: { method: 'DELETE', path: '/api/community/posts/:id/helped' },
  moderatePost: { method: 'POST', path: '/api/staff/community/posts/:id/moderation' },
  reportReply: { method: 'POST', path: '/api/community/replies/:id/reports' },
  helpedReply: { method: 'PUT', path: '/api/community/replies/:id/helped' },
  unhelpedReply: { method: 'DELETE', path: '/api/community/replies/:id/helped' },
  moderateReply: { method: 'POST', path: '/api/staff/community/replies/:id/moderation' },
  queue: { method: 'GET', path: '/api/staff/community/queue' },
});
