import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DoctorReport,
  TrackingEntry,
  TrackingEntryInput,
  TrackingOverview,
  TrackingRange,
} from '../../../shared/tracking';
import { apiRequest, getJson, sendJson } from '../../lib/api';

export const trackingKeys = {
  all: (circleId: string | null) => ['circle', circleId, 'tracking'] as const,
  overview: (circleId: string | null, days: TrackingRange) =>
    ['circle', circleId, 'tracking', 'overview', days] as const,
  report: (circleId: string | null, from: string, to: string) =>
    ['circle', circleId, 'tracking', 'report', from, to] as const,
};

export const trackingOverviewQuery = (circleId: string | null, days: TrackingRange) =>
  queryOptions({
    queryKey: trackingKeys.overview(circleId, days),
    queryFn: () => getJson<TrackingOverview>(`/api/circle/tracking?days=${days}`),
    enabled: circleId !== null,
  });

export const reportPath = (
  kind: 'doctor' | 'doctor.pdf' | 'tracking.csv',
  from: string,
  to: string,
) => `/api/circle/reports/${kind}?from=${from}&to=${to}`;

export const doctorReportQuery = (circleId: string | null, from: string, to: string) =>
  queryOptions({
    queryKey: trackingKeys.report(circleId, from, to),
    queryFn: () => getJson<DoctorReport>(reportPath('doctor', from, to)),
    enabled: circleId !== null && Boolean(from) && Boolean(to),
  });

export function useTrackingMutations(circleId: string | null) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: trackingKeys.all(circleId) });
    await queryClient.invalidateQueries({ queryKey: ['circle', circleId, 'dashboard'] });
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
