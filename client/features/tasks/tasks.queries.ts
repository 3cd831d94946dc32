import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task, TaskDetail, TaskInput } from '../../../shared/tasks';
import { apiRequest, getJson, sendJson } from '../../lib/api';
import { circleKey } from '../../lib/query-keys';

export const taskKeys = {
  all: (circleId: string | null) => circleKey('tasks', circleId),
  list: (circleId: string | null, view: 'open' | 'completed') =>
    circleKey('tasks', circleId, 'list', view),
  detail: (circleId: string | null, id: string) => circleKey('tasks', circleId, 'detail', id),
};

export const tasksQuery = (circleId: string | null, view: 'open' | 'completed') =>
  queryOptions({
    queryKey: taskKeys.list(circleId, view),
    queryFn: () => getJson<Task[]>(`/api/circle/tasks?view=${view}`),
    enabled: circleId !== null,
  });

export const taskQuery = (circleId: string | null, id: string) =>
  queryOptions({
    queryKey: taskKeys.detail(circleId, id),
    queryFn: () => getJson<TaskDetail>(`/api/circle/tasks/${id}`),
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
        id
          ? sendJson<Task>('PUT', `/api/circle/tasks/${id}`, input)
          : sendJson<Task>('POST', '/api/circle/tasks', input),
      onSuccess: refresh,
    }),
    act: useMutation({
      mutationFn: ({ id, action }: { id: string; action: TaskAction }) =>
        sendJson<Task>('POST', `/api/circle/tasks/${id}/${action}`),
      onSuccess: refresh,
    }),
    setStatus: useMutation({
      mutationFn: ({
        id,
        status,
      }: {
        id: string;
        status: 'pending' | 'in_progress' | 'scheduled';
      }) => sendJson<Task>('POST', `/api/circle/tasks/${id}/status`, { status }),
      onSuccess: refresh,
    }),
    assign: useMutation({
      mutationFn: ({ id, assigneeUserId }: { id: string; assigneeUserId: string | null }) =>
        sendJson<Task>('POST', `/api/circle/tasks/${id}/assign`, { assigneeUserId }),
      onSuccess: refresh,
    }),
    comment: useMutation({
      mutationFn: ({ id, body }: { id: string; body: string }) =>
        sendJson<TaskDetail>('POST', `/api/circle/tasks/${id}/comments`, { body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiRequest('DELETE', `/api/circle/tasks/${id}`),
      onSuccess: refresh,
    }),
  };
}
