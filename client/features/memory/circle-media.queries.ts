import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type EndpointRoute, endpointUrl } from '../../../shared/api-contract';
import { sendFormWithProgress } from '../../lib/api';
import { storageKey } from './storage.queries';

type ById = { params: { id: string } };

/** The calls every kind of circle media answers (photos, recordings), from its contract. */
export interface CircleMediaCalls<Details> {
  change: (input: ById & { body: Details }) => Promise<unknown>;
  remove: (input: ById) => Promise<unknown>;
  restore: (input: ById) => Promise<unknown>;
  deleteForGood: (input: ById) => Promise<unknown>;
}

/**
 * Changing, removing, bringing back and deleting for good one item of a kind of circle media
 * (the circle-media lifecycle): each refreshes everything under the kind's `key`, and deleting
 * for good refreshes the circle's storage too, as its room is free again (decision 065).
 * `refresh` is the same refresh, for a screen that added an item itself.
 */
export function useCircleMediaMutations<Details>(
  calls: CircleMediaCalls<Details>,
  key: QueryKey,
  circleId: string | null,
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  return {
    refresh,
    change: useMutation({
      mutationFn: ({ id, details }: { id: string; details: Details }) =>
        calls.change({ params: { id }, body: details }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => calls.remove({ params: { id } }),
      onSuccess: refresh,
    }),
    restore: useMutation({
      mutationFn: (id: string) => calls.restore({ params: { id } }),
      onSuccess: refresh,
    }),
    deleteForGood: useMutation({
      mutationFn: (id: string) => calls.deleteForGood({ params: { id } }),
      onSuccess: () =>
        Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: storageKey(circleId) })]),
    }),
  };
}

/**
 * Sends one item's file with its text fields, with XMLHttpRequest, whose upload reports progress
 * (fetch does not); resolves to the server's answer or rejects with the server's own words. A
 * multipart upload: the contract does not describe it (the kind's file routes).
 */
export function uploadCircleMedia(
  route: EndpointRoute,
  file: { field: string; blob: Blob; name: string },
  fields: Record<string, string>,
  onProgress: (fraction: number) => void,
): Promise<unknown> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(file.field, file.blob, file.name);
  return sendFormWithProgress(route.method, endpointUrl(route), form, onProgress);
}
