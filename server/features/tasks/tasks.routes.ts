import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  taskAssignSchema,
  taskCommentInputSchema,
  taskDetailSchema,
  taskInputSchema,
  taskListQuerySchema,
  taskSchema,
  taskStatusChangeSchema,
} from '../../../shared/tasks';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { errorResponses } from '../../lib/http-responses';
import { circleCaller } from '../../platform/circles/circles.policy';
import { changesNeedActivePlan } from '../../platform/circles/plan-guard';
import type { Notifier } from '../../platform/notifications/notifications.service';
import {
  addTaskComment,
  assignTask,
  changeTaskStatus,
  claimTask,
  completeTask,
  createTask,
  deleteTask,
  listTasks,
  reopenTask,
  updateTask,
  viewTask,
} from './tasks.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const idParams = z.object({ id: z.uuid({ error: 'We could not find that task.' }) });

const careManager = circleCaller('care.manage');
const taskTaker = circleCaller('tasks.take');
const taskViewer = circleCaller('tasks.view');

export const taskRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  notifier: Notifier;
}> = async (app, { db, clock, notifier }) => {
  changesNeedActivePlan(app);
  app.get(
    '/api/circle/tasks',
    {
      config: { caller: taskViewer },
      schema: {
        tags: ['tasks'],
        summary: 'The family hub: open tasks (mine first) or the recently completed ones',
        querystring: taskListQuerySchema,
        response: { 200: z.array(taskSchema), ...errors },
      },
    },
    async (request) => listTasks({ db, actor: taskViewer(request), view: request.query.view }),
  );

  app.post(
    '/api/circle/tasks',
    {
      config: { caller: careManager },
      schema: {
        tags: ['tasks'],
        summary: 'Add a task, perhaps for someone (they are told)',
        body: taskInputSchema,
        response: { 201: taskSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = careManager(request);
      const task = await createTask({ db, notifier, actor, input: request.body, at: clock.now() });
      return reply.code(201).send(task);
    },
  );

  app.get(
    '/api/circle/tasks/:id',
    {
      config: { caller: taskViewer },
      schema: {
        tags: ['tasks'],
        summary: 'One task with its comments',
        params: idParams,
        response: { 200: taskDetailSchema, ...errors },
      },
    },
    async (request) => viewTask({ db, actor: taskViewer(request), id: request.params.id }),
  );

  app.put(
    '/api/circle/tasks/:id',
    {
      config: { caller: careManager },
      schema: {
        tags: ['tasks'],
        summary: 'Change what a task is, who does it and when',
        params: idParams,
        body: taskInputSchema,
        response: { 200: taskSchema, ...errors },
      },
    },
    async (request) =>
      updateTask({
        db,
        notifier,
        actor: careManager(request),
        id: request.params.id,
        input: request.body,
        at: clock.now(),
      }),
  );

  app.delete(
    '/api/circle/tasks/:id',
    {
      config: { caller: careManager },
      schema: {
        tags: ['tasks'],
        summary: 'Delete a task and its comments',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteTask({
        db,
        actor: careManager(request),
        id: request.params.id,
        at: clock.now(),
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/circle/tasks/:id/assign',
    {
      config: { caller: careManager },
      schema: {
        tags: ['tasks'],
        summary: 'Give a task to someone else, or to nobody',
        params: idParams,
        body: taskAssignSchema,
        response: { 200: taskSchema, ...errors },
      },
    },
    async (request) =>
      assignTask({
        db,
        notifier,
        actor: careManager(request),
        id: request.params.id,
        assigneeUserId: request.body.assigneeUserId,
        at: clock.now(),
      }),
  );

  app.post(
    '/api/circle/tasks/:id/claim',
    {
      config: { caller: taskTaker },
      schema: {
        tags: ['tasks'],
        summary: '“I’ll do it”: the task becomes yours, in progress',
        params: idParams,
        response: { 200: taskSchema, ...errors },
      },
    },
    async (request) =>
      claimTask({
        db,
        actor: taskTaker(request),
        id: request.params.id,
        at: clock.now(),
      }),
  );

  app.post(
    '/api/circle/tasks/:id/status',
    {
      config: { caller: taskTaker },
      schema: {
        tags: ['tasks'],
        summary: 'Mark a task pending, in progress or scheduled',
        params: idParams,
        body: taskStatusChangeSchema,
        response: { 200: taskSchema, ...errors },
      },
    },
    async (request) =>
      changeTaskStatus({
        db,
        actor: taskTaker(request),
        id: request.params.id,
        status: request.body.status,
        at: clock.now(),
      }),
  );

  app.post(
    '/api/circle/tasks/:id/complete',
    {
      config: { caller: taskTaker },
      schema: {
        tags: ['tasks'],
        summary: 'Mark a task done (a repeating task gets its next one); reopen undoes it',
        params: idParams,
        response: { 200: taskSchema, ...errors },
      },
    },
    async (request) =>
      completeTask({
        db,
        actor: taskTaker(request),
        id: request.params.id,
        at: clock.now(),
      }),
  );

  app.post(
    '/api/circle/tasks/:id/reopen',
    {
      config: { caller: taskTaker },
      schema: {
        tags: ['tasks'],
        summary: 'Undo completing a task',
        params: idParams,
        response: { 200: taskSchema, ...errors },
      },
    },
    async (request) =>
      reopenTask({
        db,
        actor: taskTaker(request),
        id: request.params.id,
        at: clock.now(),
      }),
  );

  app.post(
    '/api/circle/tasks/:id/comments',
    {
      config: { caller: taskViewer },
      schema: {
        tags: ['tasks'],
        summary: 'Comment on a task (its person and whoever made it are told)',
        params: idParams,
        body: taskCommentInputSchema,
        response: { 201: taskDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const detail = await addTaskComment({
        db,
        notifier,
        actor: taskViewer(request),
        id: request.params.id,
        body: request.body.body,
        at: clock.now(),
      });
      return reply.code(201).send(detail);
    },
  );
};
