import { z } from 'zod';
import { contract } from './api-contract';
import {
  COMMUNITY_SORTS,
  communityProfileInputSchema,
  communityProfileSchema,
  followSchema,
  groupListSchema,
  groupSchema,
  helpedSchema,
  moderationInputSchema,
  postCreatedSchema,
  postEditedSchema,
  postEditSchema,
  postInputSchema,
  postPageSchema,
  postSchema,
  queueSchema,
  replyCreatedSchema,
  replyEditedSchema,
  replyEditSchema,
  replyInputSchema,
  reportInputSchema,
  searchQuerySchema,
  searchResultsSchema,
} from './community';
import { communityEndpoints } from './community.endpoints';

/** The community's groups, posts and replies with their schemas, for the server, OpenAPI and forms. */
const tags = ['community'] as const;
const staffTags = ['staff'] as const;
const errors = [400, 401, 403, 404] as const;
/** Writing and reporting count against the member's allowance (decision 050). */
const limitedErrors = [400, 401, 403, 404, 429] as const;
const slugParams = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,60}$/, 'We could not find that group.'),
});
const postParams = z.object({ id: z.uuid({ error: 'We could not find that post.' }) });
const replyParams = z.object({ id: z.uuid({ error: 'We could not find that reply.' }) });
const pageQuery = z.object({
  after: z.string().max(300).optional(),
  sort: z.enum(COMMUNITY_SORTS, { error: 'Choose newest or most helpful.' }).default('newest'),
});

/** Reports, "this helped" and a moderator's decision: the same for a post and a reply. */
const onWriting = <const P extends z.ZodType>(kind: 'post' | 'reply', params: P) =>
  ({
    report: {
      summary: `Report a ${kind} to the moderators, with a reason`,
      tags,
      params,
      body: reportInputSchema,
      responses: { 204: z.null() },
      errors: limitedErrors,
    },
    helped: {
      summary: `Say this ${kind} helped you (once)`,
      tags,
      params,
      responses: { 200: helpedSchema },
      errors,
    },
    unhelped: {
      summary: `Take back “this helped” on a ${kind}`,
      tags,
      params,
      responses: { 200: helpedSchema },
      errors,
    },
    moderate: {
      summary: `Hide, restore or approve a ${kind}, or close its reports, with a note for the writer`,
      tags: staffTags,
      params,
      body: moderationInputSchema,
      responses: { 204: z.null() },
      errors,
    },
  }) as const;
const onPost = onWriting('post', postParams);
const onReply = onWriting('reply', replyParams);

export const communityApi = contract(communityEndpoints, {
  profile: {
    summary: 'Your community name and whether you accepted the guidelines',
    tags,
    responses: { 200: communityProfileSchema },
    errors,
  },
  saveProfile: {
    summary: 'Change the name others see in the community (not your account’s name)',
    tags,
    body: communityProfileInputSchema,
    responses: { 200: communityProfileSchema },
    errors,
  },
  acceptGuidelines: {
    summary: 'Accept the community guidelines (once, before the first post)',
    tags,
    responses: { 200: communityProfileSchema },
    errors,
  },
  groups: {
    summary: 'The support groups, with whether you joined each',
    tags,
    responses: { 200: groupListSchema },
    errors,
  },
  search: {
    summary: 'Search posts across every group, best match first',
    tags,
    query: searchQuerySchema,
    responses: { 200: searchResultsSchema },
    errors,
  },
  group: {
    summary: 'One group: its purpose and rules',
    tags,
    params: slugParams,
    responses: { 200: groupSchema },
    errors,
  },
  join: {
    summary: 'Join a group',
    tags,
    params: slugParams,
    responses: { 200: groupSchema },
    errors,
  },
  leave: {
    summary: 'Leave a group',
    tags,
    params: slugParams,
    responses: { 200: groupSchema },
    errors,
  },
  posts: {
    summary: 'A group’s posts, newest or most helpful first, a page at a time',
    tags,
    params: slugParams,
    query: pageQuery,
    responses: { 200: postPageSchema },
    errors,
  },
  createPost: {
    summary: 'Write a post; crisis language shows you the crisis lines and reaches moderators',
    tags,
    params: slugParams,
    body: postInputSchema,
    responses: { 201: postCreatedSchema },
    errors: limitedErrors,
  },
  post: {
    summary: 'A post and its replies',
    tags,
    params: postParams,
    responses: { 200: postSchema },
    errors,
  },
  follow: {
    summary: 'Follow a thread: hear of new replies as your notification choices say',
    tags,
    params: postParams,
    responses: { 200: followSchema },
    errors,
  },
  unfollow: {
    summary: 'Stop following a thread',
    tags,
    params: postParams,
    responses: { 200: followSchema },
    errors,
  },
  editPost: {
    summary:
      'Edit your own post, within an hour of writing it; checked as new writing is (decision 058)',
    tags,
    params: postParams,
    body: postEditSchema,
    responses: { 200: postEditedSchema },
    errors: limitedErrors,
  },
  deletePost: {
    summary: 'Delete your own post and its replies',
    tags,
    params: postParams,
    responses: { 204: z.null() },
    errors,
  },
  createReply: {
    summary: 'Reply to a post',
    tags,
    params: postParams,
    body: replyInputSchema,
    responses: { 201: replyCreatedSchema },
    errors: limitedErrors,
  },
  editReply: {
    summary:
      'Edit your own reply, within an hour of writing it; checked as new writing is (decision 058)',
    tags,
    params: replyParams,
    body: replyEditSchema,
    responses: { 200: replyEditedSchema },
    errors: limitedErrors,
  },
  deleteReply: {
    summary: 'Delete your own reply',
    tags,
    params: replyParams,
    responses: { 204: z.null() },
    errors,
  },
  reportPost: onPost.report,
  helpedPost: onPost.helped,
  unhelpedPost: onPost.unhelped,
  moderatePost: onPost.moderate,
  reportReply: onReply.report,
  helpedReply: onReply.helped,
  unhelpedReply: onReply.unhelped,
  moderateReply: onReply.moderate,
  queue: {
    summary:
      'The moderation queue: crisis language first, then reports and holds, oldest first; expert questions and answers too',
    tags: staffTags,
    responses: { 200: queueSchema },
    errors,
  },
});
