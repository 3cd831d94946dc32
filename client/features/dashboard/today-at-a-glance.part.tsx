import { useQuery } from '@tanstack/react-query';
import { TodayDoses } from '../medications/today-doses.part';
import { dayDosesQuery, useMedicationsCircle } from '../medications/medications.queries';
import { DashboardSections } from './dashboard-sections';
import { dashboardQuery } from './dashboard.queries';

/**
 * Today's doses, then the day's summary, shown together once both have arrived. Apart, the doses
 * (usually first) would push the summary, and whatever was on screen below it, down while a
 * phone user reads. A screen's height is held meanwhile, so what follows stays below the fold.
 */
export function TodayAtAGlance({
  circleId,
  level = 2,
  canAddAppointment = false,
}: {
  circleId: string;
  level?: 2 | 3;
  canAddAppointment?: boolean;
}) {
  const doses = useQuery(dayDosesQuery(useMedicationsCircle()));
  const summary = useQuery(dashboardQuery(circleId));
  if (doses.isLoading || summary.isLoading) {
    return (
      <p role="status" className="min-h-dvh">
        Loading today’s summary…
      </p>
    );
  }
  return (
    <>
      <TodayDoses />
      <DashboardSections circleId={circleId} level={level} canAddAppointment={canAddAppointment} />
    </>
  );
}
