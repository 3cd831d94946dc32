import type { QueryKey } from '@tanstack/react-query';
import { currentCircleQuery } from '../features/circles/circles.queries';
import { dashboardQuery } from '../features/dashboard/dashboard.queries';
import { dashboardEndpoints } from '../../shared/dashboard.endpoints';
import { circlesEndpoints } from '../../shared/circles.endpoints';
import { medicationsEndpoints } from '../../shared/medications.endpoints';
import { dayDosesQuery, medicationListQuery } from '../features/medications/medications.queries';

/**
 * The query each first read fills (the route manifest's `firstScreen` names the reads by their
 * URL): the server draws a first screen with the answers already in its cache, and the browser
 * takes them over under the same keys (decisions 017 and 076).
 * client/app/first-screen-reads.test.ts checks that each query asks for its URL.
 */
export const FIRST_READS: Readonly<
  Record<string, (circleId: string) => { queryKey: QueryKey; queryFn?: unknown }>
> = {
  [medicationsEndpoints.doses.path]: (circleId) => dayDosesQuery(circleId),
  [medicationsEndpoints.list.path]: (circleId) => medicationListQuery(circleId),
  [dashboardEndpoints.view.path]: (circleId) => dashboardQuery(circleId),
  [circlesEndpoints.current.path]: (circleId) => currentCircleQuery(circleId),
};
