import { z } from 'zod';
import { contract } from './api-contract';
import { reportInputSchema, searchQuerySchema } from './community';
import {
  answerInputSchema,
  questionCreatedSchema,
  questionInputSchema,
  questionListSchema,
  questionModerationInputSchema,
  questionPageSchema,
  questionSchema,
  staffQuestionListSchema,
  staffQuestionQuerySchema,
  staffQuestionSchema,
} from './community-questions';
import { communityQuestionsEndpoints } from './community-questions.endpoints';

/** Expert questions (decision 049) with their schemas, for the server, OpenAPI and forms. */
const tags = ['community'] as const;
const staffTags = ['staff'] as const;
const errors = [400, 401, 403, 404] as const;
/** Asking and reporting count against the member's allowance. */
const limitedErrors = [400, 401, 403, 404, 429] as const;
const questionParams = z.object({ id: z.uuid({ error: 'We could not find that question.' }) });
const answerParams = z.object({ id: z.uuid({ error: 'We could not find that answer.' }) });
const pageQuery = z.object({ after: z.string().max(200).optional() });

export const communityQuestionsApi = contract(communityQuestionsEndpoints, {
  answered: {
    summary: 'Answered public questions, the newest answer first, a page at a time',
    tags,
    query: pageQuery,
    responses: { 200: questionPageSchema },
    errors,
  },
  search: {
    summary: 'Search answered public questions, best match first',
    tags,
    query: searchQuerySchema,
    responses: { 200: questionListSchema },
    errors,
  },
  mine: {
    summary: 'Every question you asked, private ones too',
    tags,
    responses: { 200: questionListSchema },
    errors,
  },
  ask: {
    summary:
      'Ask the experts, publicly or privately; crisis language shows you the crisis lines and reaches moderators',
    tags,
    body: questionInputSchema,
    responses: { 201: questionCreatedSchema },
    errors: limitedErrors,
  },
  view: {
    summary: 'A question and its answers (a private one only for the person who asked)',
    tags,
    params: questionParams,
    responses: { 200: questionSchema },
    errors,
  },
  remove: {
    summary: 'Delete a question you asked, with its answers',
    tags,
    params: questionParams,
    responses: { 204: z.null() },
    errors,
  },
  resolve: {
    summary: 'Say the expert’s answer answered your question',
    tags,
    params: questionParams,
    responses: { 200: questionSchema },
    errors,
  },
  reportQuestion: {
    summary: 'Report someone’s public question to the moderators, with a reason',
    tags,
    params: questionParams,
    body: reportInputSchema,
    responses: { 204: z.null() },
    errors: limitedErrors,
  },
  reportAnswer: {
    summary: 'Report an expert’s answer to the moderators, with a reason',
    tags,
    params: answerParams,
    body: reportInputSchema,
    responses: { 204: z.null() },
    errors: limitedErrors,
  },
  staffList: {
    summary:
      'Experts and moderators: questions waiting for an answer (oldest first), or answered ones',
    tags: staffTags,
    query: staffQuestionQuerySchema,
    responses: { 200: staffQuestionListSchema },
    errors,
  },
  staffView: {
    summary: 'Experts and moderators: one question, who asked it and every answer',
    tags: staffTags,
    params: questionParams,
    responses: { 200: staffQuestionSchema },
    errors,
  },
  answer: {
    summary: 'Experts: answer a question under your name and credentials; the asker is told',
    tags: staffTags,
    params: questionParams,
    body: answerInputSchema,
    responses: { 201: staffQuestionSchema },
    errors,
  },
  moderateQuestion: {
    summary:
      'Moderators: hide or restore a question (the asker is told why), or close an urgent or reported one',
    tags: staffTags,
    params: questionParams,
    body: questionModerationInputSchema,
    responses: { 200: staffQuestionSchema },
    errors,
  },
  moderateAnswer: {
    summary: 'Moderators: hide or restore an expert’s answer, or close its reports',
    tags: staffTags,
    params: answerParams,
    body: questionModerationInputSchema,
    responses: { 200: staffQuestionSchema },
    errors,
  },
});
