import { useQuery } from '@tanstack/react-query';
import { formatTimeOfDay } from '../../../shared/medications-basics';
import { StandaloneLink } from '../../components/links';
import { DoseStateBadge, useLiveDoses } from './dose-state';
import { laterLabel, useDoseClock } from './early-dose';
import { dayDosesQuery, useMedicationsCircle } from './medications.queries';

/** The dashboard's part of "Today": each dose in order with its state in words. */
export function TodayDoses() {
  const { data, dataUpdatedAt } = useQuery(dayDosesQuery(useMedicationsCircle()));
  useLiveDoses();
  const now = useDoseClock(data?.now, dataUpdatedAt);
  if (!data) return null;
  if (data.doses.length === 0) {
    return (
      <p>
        No medicine doses today.{' '}
        <StandaloneLink to="/medications">See every medicine</StandaloneLink>
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      <ul className="grid gap-2" aria-label="Today’s doses">
        {data.doses.map((dose) => (
          <li key={dose.id} className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{formatTimeOfDay(dose.localTime)}</span>
            <span>{dose.medicationName}</span>
            <DoseStateBadge dose={dose} later={laterLabel(dose, now, data.timeZone)} />
          </li>
        ))}
      </ul>
      <p>
        <StandaloneLink to="/medications/today">Log today’s doses</StandaloneLink>
      </p>
    </div>
  );
}
