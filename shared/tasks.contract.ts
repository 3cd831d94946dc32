import { z } from 'zod';
import { contract } from './api-contract';
import {
  taskAssignSchema,
  taskCommentInputSchema,
  taskDetailSchema,
  taskInputSchema,
  taskListQuerySchema,
  taskSchema,
  taskStatusChangeSchema,
} from './tasks';
import { tasksEndpoints } from './tasks.endpoints';

/** The family hub's task endpoints with their schemas, for the server, OpenAPI and forms. */
const tags = ['tasks'] as const;
const errors = [400, 401, 403, 404, 409] as const;
const idParams = z.object({ id: z.uuid({ error: 'We could not find that task.' }) });

export const tasksApi = contract(tasksEndpoints, {
  list: {
    summary: 'The family hub: open tasks (mine first) or the recently completed ones',
    tags,
    query: taskListQuerySchema,
    responses: { 200: z.array(taskSchema) },
    errors,
  },
  create: {
    summary: 'Add a task, perhaps for someone (they are told)',
    tags,
    body: taskInputSchema,
    responses: { 201: taskSchema },
    errors,
  },
  view: {
    summary: 'One task with its comments',
    tags,
    params: idParams,
    responses: { 200: taskDetailSchema },
    errors,
  },
  update: {
    summary: 'Change what a task is, who does it and when',
    tags,
    params: idParams,
    body: taskInputSchema,
    responses: { 200: taskSchema },
    errors,
  },
  remove: {
    summary: 'Delete a task and its comments',
    tags,
    params: idParams,
    responses: { 204: z.null() },
    errors,
  },
  assign: {
    summary: 'Give a task to someone else, or to nobody',
    tags,
    params: idParams,
    body: taskAssignSchema,
    responses: { 200: taskSchema },
    errors,
  },
  claim: {
    summary: '“I’ll do it”: the task becomes yours, in progress',
    tags,
    params: idParams,
    responses: { 200: taskSchema },
    errors,
  },
  setStatus: {
    summary: 'Mark a task pending, in progress or scheduled',
    tags,
    params: idParams,
    body: taskStatusChangeSchema,
    responses: { 200: taskSchema },
    errors,
  },
  complete: {
    summary: 'Mark a task done (a repeating task gets its next one); reopen undoes it',
    tags,
    params: idParams,
    responses: { 200: taskSchema },
    errors,
  },
  reopen: {
    summary: 'Undo completing a task',
    tags,
    params: idParams,
    responses: { 200: taskSchema },
    errors,
  },
  comment: {
    summary: 'Comment on a task (its person and whoever made it are told)',
    tags,
    params: idParams,
    body: taskCommentInputSchema,
    responses: { 201: taskDetailSchema },
    errors,
  },
});
