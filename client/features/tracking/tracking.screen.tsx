import { useQuery } from '@tanstack/react-query';
import { FileText, Pill } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime, formatRelativeTime } from '../../../shared/relative-time';
import { can } from '../../../shared/permissions';
import { TRACKING_MEASURES, TRACKING_RANGES, type TrackingRange } from '../../../shared/tracking';
import { TextLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { DayRangePicker } from '../../components/day-range-picker';
import { Button, ButtonLink } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { toast } from '../../components/ui/use-toast';
import { useUser } from '../auth/auth.queries';
import { useCurrentCircle } from '../circles/circles.queries';
import { NoCirclePage } from '../circles/join-circle.part';
import { useCoordinationEvents } from '../dashboard/dashboard.queries';
import { MeasureChart } from './measure-chart';
import { QuickLog } from './quick-log';
import { trackingOverviewQuery, useTrackingMutations } from './tracking.queries';
import { describeError } from '../../lib/api';

/** What the doctor will ask about: quick entries, charts over 7/30/90 days, and the report. */
export default function TrackingScreen() {
  const { user } = useUser();
  const { circleId } = useCurrentCircle();
  useCoordinationEvents(circleId);
  const [days, setDays] = useState<TrackingRange>(30);
  const { data: overview, isError } = useQuery(trackingOverviewQuery(circleId, days));
  const { remove } = useTrackingMutations(circleId);
  if (!circleId) return <NoCirclePage title="Tracking" />;
  const canLog = can(user?.role, 'tracking.log');
  const charted = overview?.series.filter((series) => series.summary.count > 0) ?? [];
  const quiet = overview?.series.filter((series) => series.summary.count === 0) ?? [];
  return (
    <Page
      wide
      title="Tracking"
      lead="Short daily notes help the doctor see patterns you might miss. One tap is enough."
    >
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/tracking/report">
          <FileText aria-hidden="true" className="h-5 w-5" />
          Doctor-visit report
        </ButtonLink>
      </div>
      {canLog ? (
        <Section title="Log now" intro="Each tap is saved at once, with the time and your name.">
          <QuickLog circleId={circleId} />
        </Section>
      ) : null}

      <Section title="Over time">
        <DayRangePicker ranges={TRACKING_RANGES} days={days} onChange={setDays} />
        {isError ? (
          <Notice title="Tracking could not be loaded" tone="danger" level={3}>
            <p>Please check your connection and try again.</p>
          </Notice>
        ) : null}
        {overview ? (
          <>
            <Notice title="Medication adherence" icon={Pill} level={3}>
              {overview.adherence === null ? (
                <p>
                  No medicines are recorded in Kinwell, so there is no adherence to show beside
                  these charts.
                </p>
              ) : overview.adherence.takenPercent === null ? (
                <p>No scheduled doses were due in the last {days} days.</p>
              ) : (
                <p>
                  {overview.adherence.takenPercent}% of scheduled doses were taken in the last{' '}
                  {days} days.
                </p>
              )}
              <p>
                <TextLink to="/medications">Medications</TextLink> has every medicine and
                today&rsquo;s doses.
              </p>
            </Notice>
            {charted.length === 0 ? (
              <p>Nothing logged in the last {days} days.</p>
            ) : (
              <div className="grid gap-4 lg:grid-cols-2">
                {charted.map((series) => (
                  <MeasureChart key={series.kind} series={series} timeZone={overview.timeZone} />
                ))}
              </div>
            )}
            {quiet.length > 0 && charted.length > 0 ? (
              <p className="text-fg-muted">
                Nothing logged in these days for:{' '}
                {quiet.map((series) => TRACKING_MEASURES[series.kind].label).join(', ')}.
              </p>
            ) : null}
          </>
        ) : null}
      </Section>

      {overview ? (
        <Section title="Latest entries">
          {overview.entries.length === 0 ? (
            <p>No entries in the last {days} days.</p>
          ) : (
            <ul className="grid gap-2" aria-label="Latest entries">
              {overview.entries.map((entry) => (
                <li
                  key={entry.id}
                  className="border-border flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3"
                >
                  <div>
                    <p className="font-semibold">
                      {TRACKING_MEASURES[entry.kind].label}
                      {entry.description ? `: ${entry.description}` : ''}
                    </p>
                    {entry.note ? <p className="whitespace-pre-line">{entry.note}</p> : null}
                    <p className="text-fg-muted text-base">
                      <time
                        dateTime={entry.recordedAt}
                        title={formatDateTime(new Date(entry.recordedAt), overview.timeZone)}
                      >
                        {formatRelativeTime(new Date(entry.recordedAt), new Date())}
                      </time>
                      {entry.loggedBy ? `, by ${entry.loggedBy}` : ''}
                    </p>
                  </div>
                  {canLog ? (
                    <Button
                      variant="ghost"
                      onClick={() =>
                        remove.mutateAsync(entry.id).then(
                          () => toast({ title: 'Entry removed' }),
                          (error: unknown) =>
                            toast({
                              variant: 'destructive',
                              title: 'That did not work',
                              description: describeError(error),
                            }),
                        )
                      }
                    >
                      Remove<span className="sr-only"> this entry</span>
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </Section>
      ) : null}
    </Page>
  );
}
