import { useQuery } from '@tanstack/react-query';
import { Download, Printer } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { formatLocalDate, shiftDate, todayIn } from '../../../shared/local-dates';
import { formatDateTime } from '../../../shared/relative-time';
import { GAME_TITLES } from '../../../shared/activities';
import { can } from '../../../shared/permissions';
import { TRACKING_MEASURES } from '../../../shared/tracking';
import { StandaloneLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { Page } from '../../components/ui/page';
import { useUser } from '../auth/auth.queries';
import { useCurrentCircle } from '../circles/circles.queries';
import { NoCirclePage } from '../circles/join-circle.part';
import { doctorReportQuery, reportFileUrl } from './tracking.queries';
import { describeError } from '../../lib/api';

const downloadClass =
  'border-accent inline-flex min-h-11 items-center gap-2 rounded-lg border-2 px-5 py-2 font-semibold no-underline';

/** The doctor-visit report: pick dates, read or print it, or take it as a PDF or spreadsheet. */
export default function TrackingReportScreen() {
  const { user } = useUser();
  const { circleId, circle } = useCurrentCircle();
  const [params, setParams] = useSearchParams();
  const today = todayIn(circle?.timeZone ?? 'America/New_York');
  const to = params.get('to') || today;
  const from = params.get('from') || shiftDate(to, -29);
  const withActivities = params.get('activities') === 'true';
  const mayAddActivities = can(user?.role, 'activities.history');
  const activities = withActivities && mayAddActivities;
  const { data: report, error } = useQuery(doctorReportQuery(circleId, from, to, activities));
  /** Keeps the other choices when one changes. */
  const choose = (next: { from?: string; to?: string; activities?: boolean }) => {
    const chosen = { from, to, activities, ...next };
    setParams({
      from: chosen.from,
      to: chosen.to,
      ...(chosen.activities ? { activities: 'true' } : {}),
    });
  };
  if (!circleId) return <NoCirclePage title="Doctor-visit report" />;
  const tz = report?.timeZone ?? circle?.timeZone;
  return (
    <Page
      title="Doctor-visit report"
      lead="Everything tracked between two dates, with medicines and your questions, ready to print or send."
    >
      <div className="print-hidden grid gap-4">
        <StandaloneLink to="/tracking">Back to tracking</StandaloneLink>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="From"
            type="date"
            value={from}
            max={to}
            onChange={(event) => event.target.value && choose({ from: event.target.value })}
          />
          <TextField
            label="To"
            type="date"
            value={to}
            min={from}
            onChange={(event) => event.target.value && choose({ to: event.target.value })}
          />
        </div>
        {mayAddActivities ? (
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="h-6 w-6"
              checked={activities}
              onChange={(event) => choose({ activities: event.target.checked })}
            />
            <span>Include the games played together (activities)</span>
          </label>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" className="h-5 w-5" />
            Print
          </Button>
          <a
            className={downloadClass}
            href={reportFileUrl('doctorReportPdf', from, to, activities)}
            download
          >
            <Download aria-hidden="true" className="h-5 w-5" />
            Download PDF
          </a>
          <a className={downloadClass} href={reportFileUrl('trackingCsv', from, to)} download>
            <Download aria-hidden="true" className="h-5 w-5" />
            Download spreadsheet (CSV)
          </a>
        </div>
      </div>
      {error ? (
        <Notice title="The report could not be made" tone="danger">
          <p>{describeError(error) ?? 'Please try again.'}</p>
        </Notice>
      ) : null}
      {report && tz ? (
        <article className="grid gap-6" aria-label="Report">
          <div>
            <p className="text-xl font-bold">
              {report.recipientName ?? 'The person you care for'}: {formatLocalDate(report.from)} to{' '}
              {formatLocalDate(report.to)}
            </p>
            {report.dateOfBirth ? (
              <p>Date of birth: {formatLocalDate(report.dateOfBirth)}</p>
            ) : null}
            {report.conditions ? <p>Conditions: {report.conditions}</p> : null}
            {report.allergies ? <p>Allergies: {report.allergies}</p> : null}
          </div>
          <Section title="Current medications">
            {report.medications.length === 0 ? (
              <p>No medicines are recorded in Kinwell.</p>
            ) : (
              <ul className="list-disc pl-6">
                {report.medications.map((m) => (
                  <li key={`${m.name}-${m.dose}`}>
                    {m.name}, {m.dose}
                    {m.schedule ? ` (${m.schedule})` : ''}
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title="Medication adherence">
            <p>
              {report.adherence && report.adherence.takenPercent !== null
                ? `${report.adherence.takenPercent}% of doses were taken.`
                : 'No doses are recorded in Kinwell for these dates.'}
            </p>
          </Section>
          <Section title="What we tracked">
            {report.measures.length === 0 ? (
              <p>Nothing was logged in these dates.</p>
            ) : (
              <dl className="grid gap-2">
                {report.measures.map((m) => (
                  <div key={m.kind}>
                    <dt className="font-bold">{m.label}</dt>
                    <dd>{m.summary}</dd>
                  </div>
                ))}
              </dl>
            )}
          </Section>
          {report.activities ? (
            <Section title="Activities (the games)">
              <p>{report.activities.summary}</p>
              {report.activities.byGame.length > 0 ? (
                <ul className="list-disc pl-6">
                  {report.activities.byGame.map((game) => (
                    <li key={game.game}>
                      {GAME_TITLES[game.game]}: {game.sessions}{' '}
                      {game.sessions === 1 ? 'session' : 'sessions'}, {game.minutes} min
                    </li>
                  ))}
                </ul>
              ) : null}
              {report.activities.sessions > 0 ? (
                <>
                  <p>{report.activities.help}</p>
                  <p>{report.activities.enjoyment}</p>
                </>
              ) : null}
              <p className="font-semibold">{report.activities.note}</p>
            </Section>
          ) : null}
          <Section title="Questions for the next appointment">
            {report.nextAppointment ? (
              <>
                <p>
                  {report.nextAppointment.title}
                  {report.nextAppointment.provider
                    ? ` with ${report.nextAppointment.provider}`
                    : ''}
                  , {formatDateTime(new Date(report.nextAppointment.startsAt), tz)}
                </p>
                {report.nextAppointment.questions.length > 0 ? (
                  <ol className="list-decimal pl-6">
                    {report.nextAppointment.questions.map((q) => (
                      <li key={q}>{q}</li>
                    ))}
                  </ol>
                ) : (
                  <p>No questions written down yet.</p>
                )}
              </>
            ) : (
              <p>No appointment is booked.</p>
            )}
          </Section>
          <Section title="Every entry">
            {report.entries.length === 0 ? (
              <p>None.</p>
            ) : (
              <table className="w-full border-collapse text-left">
                <caption className="sr-only">Every entry between the two dates</caption>
                <thead>
                  <tr>
                    <th scope="col" className="border-border border-b p-2">
                      When
                    </th>
                    <th scope="col" className="border-border border-b p-2">
                      What
                    </th>
                    <th scope="col" className="border-border border-b p-2">
                      Details
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.entries.map((entry) => (
                    <tr key={entry.id}>
                      <td className="border-border border-b p-2">
                        {formatDateTime(new Date(entry.recordedAt), tz)}
                      </td>
                      <td className="border-border border-b p-2">
                        {TRACKING_MEASURES[entry.kind].label}
                      </td>
                      <td className="border-border border-b p-2">
                        {[
                          entry.description,
                          entry.note,
                          entry.loggedBy ? `logged by ${entry.loggedBy}` : null,
                        ]
                          .filter(Boolean)
                          .join('; ')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Section>
        </article>
      ) : null}
    </Page>
  );
}
