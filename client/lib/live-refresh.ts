import { hashKey, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { subscribeReconnect, subscribeServerEvent } from './server-events';

/** For each server event type, the query keys (prefixes) it makes out of date. */
export type LiveRefreshTable = Readonly<Record<string, readonly QueryKey[]>>;

/**
 * Keeps a screen current without polling (spec §7): each server event in `table` invalidates the
 * keys it names, and after the stream reconnects every key of the table is invalidated, since
 * events may have been missed. Keys are read from the latest render, so after a circle change
 * they name the new circle.
 */
export function useLiveRefresh(table: LiveRefreshTable): void {
  const queryClient = useQueryClient();
  const latest = useRef(table);
  useEffect(() => {
    latest.current = table;
  });
  const types = Object.keys(table).join(' ');
  useEffect(() => {
    const invalidate = (keys: readonly QueryKey[]) => {
      const unique = new Map(keys.map((queryKey) => [hashKey(queryKey), queryKey]));
      for (const queryKey of unique.values()) void queryClient.invalidateQueries({ queryKey });
    };
    const unsubscribes = types
      .split(' ')
      .map((type) => subscribeServerEvent(type, () => invalidate(latest.current[type] ?? [])));
    unsubscribes.push(subscribeReconnect(() => invalidate(Object.values(latest.current).flat())));
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }, [queryClient, types]);
}
