import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ActivitySessionDto,
  ActivitySessionInput,
  ActivitySettings,
  ActivitySettingsDto,
  Enjoyment,
} from '../../../shared/activities';
import {
  ACTIVITY_EVENTS,
  type ActivityLog,
  type ActivityLogRange,
} from '../../../shared/activities-log';
import { getJson, sendJson } from '../../lib/api';
import { useLiveRefresh } from '../../lib/live-refresh';
import { circleKey } from '../../lib/query-keys';

const base = (circleId: string | null) => `/api/circles/${circleId ?? ''}/activities`;

export const activitiesKeys = {
  all: (circleId: string | null) => circleKey('activities', circleId),
  settings: (circleId: string | null) => circleKey('activities', circleId, 'settings'),
  log: (circleId: string | null, days: ActivityLogRange) =>
    circleKey('activities', circleId, 'log', days),
};

/** Each game's difficulty and the read-aloud voice (every member reads them to play). */
export const activitySettingsQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: activitiesKeys.settings(circleId),
    queryFn: () => getJson<ActivitySettingsDto>(`${base(circleId)}/settings`),
    enabled: circleId !== null,
  });

/** The family's log over 30 or 90 days: every session for caregivers, one's own otherwise. */
export const activityLogQuery = (circleId: string | null, days: ActivityLogRange) =>
  queryOptions({
    queryKey: activitiesKeys.log(circleId, days),
    queryFn: () => getJson<ActivityLog>(`${base(circleId)}/sessions?days=${days}`),
    enabled: circleId !== null,
  });

/** Keeps the log and the settings current as sessions are recorded on other phones. */
export function useActivitiesLive(circleId: string | null) {
  useLiveRefresh({ [ACTIVITY_EVENTS.changed]: [activitiesKeys.all(circleId)] });
}

/** Records a finished game in the family's log (what a game's success screen sends). */
export const sendSession = (circleId: string | null, input: ActivitySessionInput) =>
  sendJson<{ session: ActivitySessionDto }>('POST', `${base(circleId)}/sessions`, input);

/** The companion's answer: did the person enjoy it? */
export const sendEnjoyment = (circleId: string | null, id: string, enjoyment: Enjoyment) =>
  sendJson<{ session: ActivitySessionDto }>(
    'PATCH',
    `${base(circleId)}/sessions/${encodeURIComponent(id)}`,
    { enjoyment },
  );

export function useActivityMutations(circleId: string | null) {
  const queryClient = useQueryClient();
  return {
    saveSettings: useMutation({
      mutationFn: (input: ActivitySettings) =>
        sendJson<ActivitySettingsDto>('PUT', `${base(circleId)}/settings`, input),
      onSuccess: (saved) => {
        queryClient.setQueryData(activitiesKeys.settings(circleId), saved);
      },
    }),
    answerEnjoyment: useMutation({
      mutationFn: ({ id, enjoyment }: { id: string; enjoyment: Enjoyment }) =>
        sendEnjoyment(circleId, id, enjoyment),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: activitiesKeys.all(circleId) }),
    }),
  };
}
