import { z } from 'zod';
import {
  activityEnjoymentSchema,
  activitySessionInputSchema,
  activitySettingsSchema,
} from './activities';
import { activitiesEndpoints } from './activities.endpoints';
import {
  familySequenceAnswerSchema,
  familySequenceInputSchema,
  gamePictureSetSchema,
} from './activities-family';
import {
  activityLogQuerySchema,
  activityLogSchema,
  activitySessionAnswerSchema,
  activitySettingsDtoSchema,
} from './activities-log';
import { contract } from './api-contract';

/** The games' settings, log and family pictures with their schemas, for the server, OpenAPI and forms. */
const tags = ['activities'] as const;
const errors = [400, 401, 403, 404] as const;
const circleParams = z.object({
  circleId: z.uuid({ error: 'We could not find that care circle.' }),
});
const sessionParams = circleParams.extend({
  sessionId: z.uuid({ error: 'We could not find that session.' }),
});
const sequenceParams = circleParams.extend({
  sequenceId: z.uuid({ error: 'We could not find that sequence.' }),
});

export const activitiesApi = contract(activitiesEndpoints, {
  settings: {
    summary: 'The games’ difficulty (stored, or from the stage) and the read-aloud voice',
    tags,
    params: circleParams,
    responses: { 200: activitySettingsDtoSchema },
    errors,
  },
  saveSettings: {
    summary: 'Set each game’s difficulty (null follows the stage) and the read-aloud voice',
    tags,
    params: circleParams,
    body: activitySettingsSchema,
    responses: { 200: activitySettingsDtoSchema },
    errors,
  },
  recordSession: {
    summary: 'Record a finished session of a game as the signed-in member’s',
    tags,
    params: circleParams,
    body: activitySessionInputSchema,
    responses: { 201: activitySessionAnswerSchema },
    errors,
  },
  answerEnjoyment: {
    summary: 'Say whether the person enjoyed a session (its recorder or a caregiver)',
    tags,
    params: sessionParams,
    body: activityEnjoymentSchema,
    responses: { 200: activitySessionAnswerSchema },
    errors,
  },
  log: {
    summary:
      'The log of sessions over 30 or 90 days with its summary (own sessions only without the history right)',
    tags,
    params: circleParams,
    query: activityLogQuerySchema,
    responses: { 200: activityLogSchema },
    errors,
  },
  pictures: {
    summary:
      'The circle’s photos (never removed ones), memory people and family sequences a game may deal',
    tags,
    params: circleParams,
    responses: { 200: gamePictureSetSchema },
    errors,
  },
  addSequence: {
    summary: 'Make a sequence for sequence memory from three to six of the circle’s photos',
    tags,
    params: circleParams,
    body: familySequenceInputSchema,
    responses: { 201: familySequenceAnswerSchema },
    errors,
  },
  changeSequence: {
    summary: 'Change a family sequence’s title, photos or labels',
    tags,
    params: sequenceParams,
    body: familySequenceInputSchema,
    responses: { 200: familySequenceAnswerSchema },
    errors,
  },
  removeSequence: {
    summary: 'Remove a family sequence (its photos stay in memory support)',
    tags,
    params: sequenceParams,
    responses: { 204: z.null() },
    errors,
  },
});
