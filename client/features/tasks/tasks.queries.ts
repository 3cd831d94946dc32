import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskInput } from '../../../shared/tasks';
import type { tasksApi } from '../../../shared/tasks.contract';
import { tasksEndpoints } from '../../../shared/tasks.endpoints';
import { apiClient } from '../../lib/api-client';
import { circleKey } from '../../lib/query-keys';

const tasks = apiClient<typeof tasksApi>(tasksEndpoints);

export const taskKeys = {
  all: (circleId: string | null) => circleKey('tasks', circleId),
  list: (circleId: string | null, view: 'open' | 'completed') =>
    circleKey('tasks', circleId, 'list', view),
  detail: (circleId: string | null, id: string) => circleKey('tasks', circleId, 'detail', id),
};

export const tasksQuery = (circleId: string | null, view: 'open' | 'completed') =>
  queryOptions({
    queryKey: taskKeys.list(circleId, view),
    queryFn: () => tasks.list({ query: { view } }),
    enabled: circleId !== null,
  });

export const taskQuery = (circleId: string | null, id: string) =>
  queryOptions({
    queryKey: taskKeys.detail(circleId, id),
    queryFn: () => tasks.view({ params: { id } }),
    enabled: circleId !== null,
  });

export type TaskAction = 'claim' | 'complete' | 'reopen';

export function useTaskMutations(circleId: string | null) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: taskKeys.all(circleId) });
    await queryClient.invalidateQueries({ queryKey: circleKey('dashboard', circleId) });
  };
  return {
    save: useMutation({
      mutationFn: ({ id, input }: { id?: string; input: TaskInput }) =>
        id ? tasks.update({ params: { id }, body: input }) : tasks.create({ body: input }),
      onSuccess: refresh,
    }),
    act: useMutation({
      mutationFn: ({ id, action }: { id: string; action: TaskAction }) =>
        tasks[action]({ params: { id } }),
      onSuccess: refresh,
    }),
    setStatus: useMutation({
      mutationFn: ({
        id,
        status,
      }: {
        id: string;
        status: 'pending' | 'in_progress' | 'scheduled';
      }) => tasks.setStatus({ params: { id }, body: { status } }),
      onSuccess: refresh,
    }),
    assign: useMutation({
      mutationFn: ({ id, assigneeUserId }: { id: string; assigneeUserId: string | null }) =>
        tasks.assign({ params: { id }, body: { assigneeUserId } }),
      onSuccess: refresh,
    }),
    comment: useMutation({
      mutationFn: ({ id, body }: { id: string; body: string }) =>
        tasks.comment({ params: { id }, body: { body } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => tasks.remove({ params: { id } }),
      onSuccess: refresh,
    }),
  };
}
