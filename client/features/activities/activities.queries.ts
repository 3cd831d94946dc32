import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivitySessionInput, ActivitySettings, Enjoyment } from '../../../shared/activities';
import type { activitiesApi } from '../../../shared/activities.contract';
import { activitiesEndpoints } from '../../../shared/activities.endpoints';
import { ACTIVITY_EVENTS, type ActivityLogRange } from '../../../shared/activities-log';
import { apiClient } from '../../lib/api-client';
import { useLiveRefresh } from '../../lib/live-refresh';
import { circleKey } from '../../lib/query-keys';

/** The games' endpoints, by name: their paths name the circle. */
export const activities = apiClient<typeof activitiesApi>(activitiesEndpoints);

/** The circle in an endpoint's path (empty while there is none: such a query does not run). */
export const inCircle = (circleId: string | null) => ({ circleId: circleId ?? '' });

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
    queryFn: () => activities.settings({ params: inCircle(circleId) }),
    enabled: circleId !== null,
  });

/** The family's log over 30 or 90 days: every session for caregivers, one's own otherwise. */
export const activityLogQuery = (circleId: string | null, days: ActivityLogRange) =>
  queryOptions({
    queryKey: activitiesKeys.log(circleId, days),
    queryFn: () => activities.log({ params: inCircle(circleId), query: { days } }),
    enabled: circleId !== null,
  });

/** Keeps the log and the settings current as sessions are recorded on other phones. */
export function useActivitiesLive(circleId: string | null) {
  useLiveRefresh({ [ACTIVITY_EVENTS.changed]: [activitiesKeys.all(circleId)] });
}

/** Records a finished game in the family's log (what a game's success screen sends). */
export const sendSession = (circleId: string | null, input: ActivitySessionInput) =>
  activities.recordSession({ params: inCircle(circleId), body: input });

/** The companion's answer: did the person enjoy it? */
export const sendEnjoyment = (circleId: string | null, id: string, enjoyment: Enjoyment) =>
  activities.answerEnjoyment({
    params: { ...inCircle(circleId), sessionId: id },
    body: { enjoyment },
  });

export function useActivityMutations(circleId: string | null) {
  const queryClient = useQueryClient();
  return {
    saveSettings: useMutation({
      mutationFn: (input: ActivitySettings) =>
        activities.saveSettings({ params: inCircle(circleId), body: input }),
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
