import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DoctorReport,
  TrackingEntry,
  TrackingEntryInput,
  TrackingOverview,
  TrackingRange,
} from '../../../shared/tracking';
import { apiRequest, getJson, sendJson } from '../../lib/api';
import { circleKey } from '../../lib/query-keys';

export const trackingKeys = {
  all: (circleId: string | null) => circleKey('tracking', circleId),
  overview: (circleId: string | null, days: TrackingRange) =>
    circleKey('tracking', circleId, 'overview', days),
  report: (circleId: string | null, from: string, to: string, activities = false) =>
    circleKey('tracking', circleId, 'report', from, to, activities),
};

export const trackingOverviewQuery = (circleId: string | null, days: TrackingRange) =>
  queryOptions({
    queryKey: trackingKeys.overview(circleId, days),
    queryFn: () => getJson<TrackingOverview>(`/api/circle/tracking?days=${days}`),
    enabled: circleId !== null,
  });

/** A report's address; `activities` adds the games' section (the page and the PDF). */
export const reportPath = (
  kind: 'doctor' | 'doctor.pdf' | 'tracking.csv',
  from: string,
  to: string,
  activities = false,
) => `/api/circle/reports/${kind}?from=${from}&to=${to}${activities ? '&activities=true' : ''}`;

export const doctorReportQuery = (
  circleId: string | null,
  from: string,
  to: string,
  activities = false,
) =>
  queryOptions({
    queryKey: trackingKeys.report(circleId, from, to, activities),
    queryFn: () => getJson<DoctorReport>(reportPath('doctor', from, to, activities)),
    enabled: circleId !== null && Boolean(from) && Boolean(to),
  });

export function useTrackingMutations(circleId: string | null) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: trackingKeys.all(circleId) });
    await queryClient.invalidateQueries({ queryKey: circleKey('dashboard', circleId) });
  };
  return {
    log: useMutation({
      mutationFn: (input: TrackingEntryInput) =>
        sendJson<TrackingEntry>('POST', '/api/circle/tracking/entries', input),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiRequest('DELETE', `/api/circle/tracking/entries/${id}`),
      onSuccess: refresh,
    }),
  };
}
