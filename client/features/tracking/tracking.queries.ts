import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointUrl } from '../../../shared/api-contract';
import type { TrackingEntryInput, TrackingRange } from '../../../shared/tracking';
import type { trackingApi } from '../../../shared/tracking.contract';
import { trackingEndpoints, trackingFileRoutes } from '../../../shared/tracking.endpoints';
import { apiClient } from '../../lib/api-client';
import { circleKey } from '../../lib/query-keys';

const tracking = apiClient<typeof trackingApi>(trackingEndpoints);

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
    queryFn: () => tracking.overview({ query: { days } }),
    enabled: circleId !== null,
  });

/** A report's query; `activities` adds the games' section (the page and the PDF). */
const reportQuery = (from: string, to: string, activities: boolean) => ({
  from,
  to,
  activities: activities ? 'true' : undefined,
});

/** A report file's address (the PDF or the spreadsheet), for an `<a href download>`. */
export const reportFileUrl = (
  file: keyof typeof trackingFileRoutes,
  from: string,
  to: string,
  activities = false,
) => endpointUrl(trackingFileRoutes[file], {}, reportQuery(from, to, activities));

export const doctorReportQuery = (
  circleId: string | null,
  from: string,
  to: string,
  activities = false,
) =>
  queryOptions({
    queryKey: trackingKeys.report(circleId, from, to, activities),
    queryFn: () => tracking.doctorReport({ query: reportQuery(from, to, activities) }),
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
      mutationFn: (input: TrackingEntryInput) => tracking.log({ body: input }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => tracking.remove({ params: { id } }),
      onSuccess: refresh,
    }),
  };
}
