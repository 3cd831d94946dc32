import { useQuery } from '@tanstack/react-query';
import { Settings } from 'lucide-react';
import { useState } from 'react';
import {
  type ActivitySessionDto,
  DIFFICULTY,
  ENJOYMENT,
  ENJOYMENT_LABELS,
  type Enjoyment,
  GAME_TITLES,
  HELP_LABELS,
} from '../../../shared/activities';
import {
  ACTIVITY_LOG_RANGES,
  type ActivityLogRange,
  describeActivityLog,
  describeEnjoymentCounts,
  describeHelp,
  minutesOf,
  NOT_A_CLINICAL_SCORE,
} from '../../../shared/activities-log';
import { can } from '../../../shared/permissions';
import { formatDateTimeIn } from '../../../shared/relative-time';
import { StandaloneLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { DayRangePicker } from '../../components/day-range-picker';
import { ButtonLink } from '../../components/ui/button';
import { LabelledOptions } from '../../components/ui/form-field';
import { Page } from '../../components/ui/page';
import { toast } from '../../components/ui/use-toast';
import { activityLogQuery, useActivitiesLive, useActivityMutations } from './activities.queries';
import { SessionsChart } from './sessions-chart';
import { useUser } from '../auth/auth.queries';
import { useRecipientTimeZone } from '../care-recipient/care-recipient.queries';
import { useCurrentCircle } from '../circles/circles.queries';
import { NoCirclePage } from '../circles/join-circle.part';
import { describeError } from '../../lib/api';

const cell = 'border-border border-b p-2 align-top';

/** "4 min", or "Under a minute". */
const duration = (seconds: number) =>
  seconds < 60 ? 'Under a minute' : `${minutesOf(seconds)} min`;

/** The answer to "did they enjoy it?", which whoever recorded it (or a caregiver) may give later. */
function EnjoymentAnswer({
  circleId,
  session,
  when,
}: {
  circleId: string;
  session: ActivitySessionDto;
  when: string;
}) {
  const { answerEnjoyment } = useActivityMutations(circleId);
  return (
    <select
      aria-label={`Enjoyment of ${GAME_TITLES[session.game]}, ${when}`}
      className="border-border bg-bg text-fg min-h-11 rounded-lg border-2 px-2 py-1"
      value={session.enjoyment ?? ''}
      disabled={answerEnjoyment.isPending}
      onChange={(event) => {
        const enjoyment = event.target.value as Enjoyment;
        answerEnjoyment.mutateAsync({ id: session.id, enjoyment }).then(
          () => toast({ title: 'Answer saved' }),
          (error: unknown) =>
            toast({
              variant: 'destructive',
              title: 'That did not work',
              description: describeError(error),
            }),
        );
      }}
    >
      {session.enjoyment ? null : <option value="">Not answered</option>}
      <LabelledOptions values={ENJOYMENT} labels={ENJOYMENT_LABELS} />
    </select>
  );
}

/**
 * The family's log of the games: a chart of sessions per week with the same facts in words, and
 * a table of every session. Caregivers see everyone's; other members the sessions they recorded.
 */
export default function ActivitiesLogScreen() {
  const { user } = useUser();
  const { circleId } = useCurrentCircle();
  useActivitiesLive(circleId);
  const timeZone = useRecipientTimeZone(circleId);
  const [days, setDays] = useState<ActivityLogRange>(30);
  const { data: log, error } = useQuery(activityLogQuery(circleId, days));
  if (!circleId) return <NoCirclePage title="Activities log" />;
  const seesAll = can(user?.role, 'activities.history');
  const period = `in the last ${days} days`;
  return (
    <Page
      wide
      title="Activities log"
      lead={
        seesAll
          ? 'Every game played together, who sat with the person, and how it went.'
          : 'The games you played together, and how they went.'
      }
    >
      <p className="text-lg font-semibold">{NOT_A_CLINICAL_SCORE}</p>
      <div className="flex flex-wrap gap-3">
        <StandaloneLink to="/cognitive-activities">Back to the games</StandaloneLink>
        {can(user?.role, 'activities.configure') ? (
          <ButtonLink variant="secondary" to="/cognitive-activities/settings">
            <Settings aria-hidden="true" className="h-5 w-5" />
            Games settings
          </ButtonLink>
        ) : null}
      </div>

      <Section
        title={seesAll ? 'Sessions' : 'Sessions you recorded'}
        intro={
          seesAll
            ? undefined
            : 'Caregivers see everyone’s sessions. Here are the ones you recorded.'
        }
      >
        <DayRangePicker ranges={ACTIVITY_LOG_RANGES} days={days} onChange={setDays} />
        {error ? (
          <Notice title="The log could not be loaded" tone="danger" level={3}>
            <p>{describeError(error) ?? 'Please check your connection and try again.'}</p>
          </Notice>
        ) : null}
        {log ? (
          <>
            <SessionsChart
              summary={log.summary}
              caption={describeActivityLog(log.summary, period)}
            />
            {log.summary.sessions > 0 ? (
              <div className="grid gap-4 md:grid-cols-3">
                <div>
                  <h3 className="text-lg font-bold">By game</h3>
                  <ul className="grid gap-1">
                    {log.summary.byGame.map((game) => (
                      <li key={game.game}>
                        {GAME_TITLES[game.game]}: {game.sessions}{' '}
                        {game.sessions === 1 ? 'session' : 'sessions'}
                        {game.sessions > 0 ? `, ${game.minutes} min` : ''}
                      </li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h3 className="text-lg font-bold">Help</h3>
                  <p>{describeHelp(log.summary.help)}</p>
                </div>
                <div>
                  <h3 className="text-lg font-bold">Enjoyment</h3>
                  <p>{describeEnjoymentCounts(log.summary.enjoyment)}</p>
                </div>
              </div>
            ) : null}
            {log.sessions.length === 0 ? (
              <p>
                No sessions {period}.{' '}
                {seesAll
                  ? 'Each game played from Cognitive Activities is recorded here when it ends.'
                  : 'Each game you play with the person is recorded here when it ends.'}
              </p>
            ) : (
              <div
                className="border-border overflow-x-auto rounded-xl border"
                role="region"
                aria-labelledby="activity-sessions-caption"
                tabIndex={0}
              >
                <table className="w-full border-collapse text-left">
                  <caption id="activity-sessions-caption" className="sr-only">
                    Every session {period}, newest first
                  </caption>
                  <thead>
                    <tr>
                      {[
                        'When',
                        'Game',
                        'How long',
                        'Difficulty',
                        'Help',
                        'Enjoyment',
                        'Recorded by',
                      ].map((heading) => (
                        <th key={heading} scope="col" className={`${cell} whitespace-nowrap`}>
                          {heading}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {log.sessions.map((session) => (
                      <tr key={session.id}>
                        <td className={cell}>
                          <time dateTime={session.startedAt}>
                            {formatDateTimeIn(new Date(session.startedAt), timeZone)}
                          </time>
                        </td>
                        <td className={cell}>{GAME_TITLES[session.game]}</td>
                        <td className={cell}>{duration(session.durationSeconds)}</td>
                        <td className={cell}>
                          {session.difficulty} {DIFFICULTY[session.game].unit}
                          {session.eased ? ' (made easier)' : ''}
                        </td>
                        <td className={cell}>{HELP_LABELS[session.help]}</td>
                        <td className={cell}>
                          {seesAll || session.recordedBy.id === user?.id ? (
                            <EnjoymentAnswer
                              circleId={circleId}
                              session={session}
                              when={formatDateTimeIn(new Date(session.startedAt), timeZone)}
                            />
                          ) : session.enjoyment ? (
                            ENJOYMENT_LABELS[session.enjoyment]
                          ) : (
                            'Not answered'
                          )}
                        </td>
                        <td className={cell}>
                          {session.recordedBy.id === user?.id
                            ? `${session.recordedBy.name} (you)`
                            : session.recordedBy.name}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        ) : null}
      </Section>
    </Page>
  );
}
