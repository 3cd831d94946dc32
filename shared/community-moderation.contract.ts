import { z } from 'zod';
import { contract } from './api-contract';
import {
  heldWordsSchema,
  liftPauseInputSchema,
  moderatorEditSchema,
  pausedMembersSchema,
  suspensionInputSchema,
  warningInputSchema,
} from './community-moderation';
import { communityModerationEndpoints } from './community-moderation.endpoints';

/**
 * Moderators' tools beyond hide and restore, and the word list (decision 050), with their
 * schemas, for the server, OpenAPI and forms.
 */
const tags = ['staff'] as const;
const errors = [400, 401, 403, 404] as const;

/** Editing, warning and pausing: the same for a post and a reply. */
const onWriting = (kind: 'post' | 'reply') => {
  const params = z.object({ id: z.uuid({ error: `We could not find that ${kind}.` }) });
  return {
    edit: {
      summary: `Edit a ${kind} as a moderator, with a note the writer reads`,
      tags,
      params,
      body: moderatorEditSchema,
      responses: { 204: z.null() },
      errors,
    },
    warn: {
      summary: `Warn the writer of a ${kind}`,
      tags,
      params,
      body: warningInputSchema,
      responses: { 204: z.null() },
      errors,
    },
    suspend: {
      summary: `Pause the posting of a ${kind}’s writer for 1, 7 or 30 days`,
      tags,
      params,
      body: suspensionInputSchema,
      responses: { 200: z.object({ until: z.string() }) },
      errors,
    },
  } as const;
};
const onPost = onWriting('post');
const onReply = onWriting('reply');

export const communityModerationApi = contract(communityModerationEndpoints, {
  editPost: onPost.edit,
  warnPostWriter: onPost.warn,
  suspendPostWriter: onPost.suspend,
  editReply: onReply.edit,
  warnReplyWriter: onReply.warn,
  suspendReplyWriter: onReply.suspend,
  heldWords: {
    summary: 'The words that hold a post or reply for a moderator',
    tags,
    responses: { 200: heldWordsSchema },
    errors,
  },
  saveHeldWords: {
    summary: 'Replace the words that hold a post or reply for a moderator',
    tags,
    body: heldWordsSchema,
    responses: { 200: heldWordsSchema },
    errors,
  },
  pauses: {
    summary: 'Members whose posting is paused now, the pause ending soonest first',
    tags,
    responses: { 200: pausedMembersSchema },
    errors,
  },
  liftPause: {
    summary: 'Lift a pause on a member’s posting early; they are told why',
    tags,
    params: z.object({ userId: z.uuid({ error: 'We could not find that member.' }) }),
    body: liftPauseInputSchema,
    responses: { 204: z.null() },
    errors,
  },
});
