import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, ChevronLeft, ChevronRight } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { recipientDisplayName } from '../../../shared/care-recipient-basics';
import { todayIn } from '../../../shared/local-dates';
import { can } from '../../../shared/permissions';
import { StandaloneLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { ButtonLink } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { useUser } from '../auth/auth.queries';
import { AsNeededLog } from './as-needed-log';
import { DidTheyTakeIt } from './did-they-take-it';
import { DoseList } from './dose-list';
import { useLiveDoses } from './dose-state';
import { useDoseClock } from './early-dose';
import { dayDosesQuery, medicationListQuery } from './medications.queries';
import { describeError } from '../../lib/api';

const shift = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** /medications/today: the day's doses in order, and the one question that matters now. */
export default function MedicationsTodayScreen() {
  const { user } = useUser();
  const canLog = can(user?.role ?? null, 'doses.log');
  const circleId = user?.circleId ?? null;
  const [params] = useSearchParams();
  const requestedDate = params.get('date') ?? undefined;
  const { data, dataUpdatedAt, error, isPending } = useQuery(
    dayDosesQuery(circleId, requestedDate),
  );
  const now = useDoseClock(data?.now, dataUpdatedAt);
  // A reminder links to its day; when that day is today, it is the ordinary Today view.
  const requested = data && data.date === todayIn(data.timeZone) ? undefined : requestedDate;
  const medications = useQuery(medicationListQuery(circleId));
  useLiveDoses();
  const name = recipientDisplayName(data?.recipientName);
  const dateLabel = data
    ? new Date(`${data.date}T12:00:00Z`).toLocaleDateString('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      })
    : '';
  return (
    <Page
      title="Today’s doses"
      lead={
        data ? (
          `${dateLabel}, in ${name}’s time (${data.timeZone.replace(/_/g, ' ')}).`
        ) : (
          // The lead's lines are kept while loading (two on a phone, where it wraps), so the
          // doses do not jump down when it arrives.
          <span aria-hidden="true">
            &nbsp;
            <br className="sm:hidden" />
            &nbsp;
          </span>
        )
      }
    >
      {isPending ? (
        <p role="status" className="min-h-dvh">
          Loading the doses…
        </p>
      ) : null}
      {error ? <p role="alert">{describeError(error) ?? 'We could not load them.'}</p> : null}
      {data && canLog && !requested ? (
        <DidTheyTakeIt
          doses={data.doses}
          recipientName={data.recipientName}
          timeZone={data.timeZone}
          now={now}
        />
      ) : null}
      {data ? (
        <section aria-labelledby="day-doses" className="grid gap-4">
          <h2 id="day-doses" className="text-2xl font-bold">
            All doses
          </h2>
          {data.doses.length === 0 ? (
            <Notice title="No doses on this day" icon={CalendarCheck}>
              <p>Nothing is scheduled. Medicines and their times are on the Medications page.</p>
            </Notice>
          ) : (
            <DoseList doses={data.doses} canLog={canLog} timeZone={data.timeZone} now={now} />
          )}
          <nav aria-label="Other days" className="flex flex-wrap gap-3">
            <ButtonLink variant="ghost" to={`/medications/today?date=${shift(data.date, -1)}`}>
              <ChevronLeft aria-hidden="true" className="h-5 w-5" />
              The day before
            </ButtonLink>
            {requested ? (
              <ButtonLink variant="ghost" to="/medications/today">
                Back to today
              </ButtonLink>
            ) : null}
            <ButtonLink variant="ghost" to={`/medications/today?date=${shift(data.date, 1)}`}>
              The day after
              <ChevronRight aria-hidden="true" className="h-5 w-5" />
            </ButtonLink>
          </nav>
        </section>
      ) : null}
      {canLog && medications.data && !requested ? (
        <AsNeededLog medications={medications.data} />
      ) : null}
      {/* After the doses, not below the loading line: it would jump up when they arrive. */}
      {data || error ? (
        <p>
          <StandaloneLink to="/medications">All medicines</StandaloneLink>
        </p>
      ) : null}
    </Page>
  );
}
