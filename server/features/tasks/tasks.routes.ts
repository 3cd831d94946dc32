import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tasksApi } from '../../../shared/tasks.contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
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

const careManager = circleCaller('care.manage');
const taskTaker = circleCaller('tasks.take');
const taskViewer = circleCaller('tasks.view');

export const taskRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  notifier: Notifier;
}> = async (app, { db, clock, notifier }) => {
  changesNeedActivePlan(app);

  app.route({
    ...contractRoute(tasksApi.list),
    config: { caller: taskViewer },
    handler: async (request) =>
      listTasks({ db, actor: taskViewer(request), view: request.query.view }),
  });

  app.route({
    ...contractRoute(tasksApi.create),
    config: { caller: careManager },
    handler: async (request, reply) => {
      const actor = careManager(request);
      const task = await createTask({ db, notifier, actor, input: request.body, at: clock.now() });
      return reply.code(201).send(task);
    },
  });

  app.route({
    ...contractRoute(tasksApi.view),
    config: { caller: taskViewer },
    handler: async (request) => viewTask({ db, actor: taskViewer(request), id: request.params.id }),
  });

  app.route({
    ...contractRoute(tasksApi.update),
    config: { caller: careManager },
    handler: async (request) =>
      updateTask({
        db,
        notifier,
        actor: careManager(request),
        id: request.params.id,
        input: request.body,
        at: clock.now(),
      }),
  });

  app.route({
    ...contractRoute(tasksApi.remove),
    config: { caller: careManager },
    handler: async (request, reply) => {
      await deleteTask({ db, actor: careManager(request), id: request.params.id, at: clock.now() });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...contractRoute(tasksApi.assign),
    config: { caller: careManager },
    handler: async (request) =>
      assignTask({
        db,
        notifier,
        actor: careManager(request),
        id: request.params.id,
        assigneeUserId: request.body.assigneeUserId,
        at: clock.now(),
      }),
  });

  app.route({
    ...contractRoute(tasksApi.claim),
    config: { caller: taskTaker },
    handler: async (request) =>
      claimTask({ db, actor: taskTaker(request), id: request.params.id, at: clock.now() }),
  });

  app.route({
    ...contractRoute(tasksApi.setStatus),
    config: { caller: taskTaker },
    handler: async (request) =>
      changeTaskStatus({
        db,
        actor: taskTaker(request),
        id: request.params.id,
        status: request.body.status,
        at: clock.now(),
      }),
  });

  app.route({
    ...contractRoute(tasksApi.complete),
    config: { caller: taskTaker },
    handler: async (request) =>
      completeTask({ db, actor: taskTaker(request), id: request.params.id, at: clock.now() }),
  });

  app.route({
    ...contractRoute(tasksApi.reopen),
    config: { caller: taskTaker },
    handler: async (request) =>
      reopenTask({ db, actor: taskTaker(request), id: request.params.id, at: clock.now() }),
  });

  app.route({
    ...contractRoute(tasksApi.comment),
    config: { caller: taskViewer },
    handler: async (request, reply) => {
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
  });
};
