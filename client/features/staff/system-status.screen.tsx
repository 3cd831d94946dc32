import { useQuery } from '@tanstack/react-query';
import type { JobRun, SystemStatus } from '../../../shared/console';
import { formatDateTime, formatRelativeTime } from '../../../shared/relative-time';
import { Button } from '../../components/ui/button';
import { describeError } from '../../lib/api';
import { systemStatusQuery } from './console.queries';
import { SpeedFigures } from './speed-figures';
import { StaffConsole } from './staff-console.part';

const duration = (seconds: number): string => {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days`;
};

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="border-border grid content-start gap-1 rounded-xl border-2 p-4">
      <dt className="text-lg">{label}</dt>
      <dd className="text-2xl font-bold">{value}</dd>
      {note ? <dd className="text-fg-muted text-base">{note}</dd> : null}
    </div>
  );
}

function JobRow({ job, now }: { job: JobRun; now: Date }) {
  const last = job.lastFinishedAt ? new Date(job.lastFinishedAt) : null;
  return (
    <li className="border-border grid gap-1 rounded-xl border-2 p-4">
      <p className="font-mono text-lg font-semibold [overflow-wrap:anywhere]">{job.name}</p>
      {last ? (
        <p className="text-lg">
          {job.lastOutcome === 'ok'
            ? `Last run ${formatRelativeTime(last, now)} (${formatDateTime(last)}): did ${job.lastCount ?? 0}.`
            : `Failed ${formatRelativeTime(last, now)} (${formatDateTime(last)}): ${job.lastError ?? 'error'}.`}
        </p>
      ) : (
        <p className="text-lg">Has not run since records began.</p>
      )}
      {job.lastOutcome === 'failed' && job.lastSucceededAt ? (
        <p className="text-lg">
          Last good run {formatRelativeTime(new Date(job.lastSucceededAt), now)}.
        </p>
      ) : null}
    </li>
  );
}

function SystemFigures({ status }: { status: SystemStatus }) {
  const now = new Date(status.checkedAt);
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Figure label="Database round trip" value={`${status.databaseRoundTripMs} ms`} />
        <Figure
          label="Reminder engine lag"
          value={duration(status.reminderLagSeconds)}
          note="How long the oldest due reminder or alert has waited."
        />
        <Figure
          label="Emails waiting"
          value={String(status.email.pending)}
          note={status.email.isSmtpConfigured ? undefined : 'No mail server is set up.'}
        />
        <Figure
          label="Emails failed"
          value={String(status.email.failed)}
          note={`${status.email.failedLastDay} in the last 24 hours`}
        />
        <Figure label="Push messages waiting" value={String(status.push.pending)} />
        <Figure
          label="Push messages failed"
          value={String(status.push.failed)}
          note={`${status.push.failedLastDay} in the last 24 hours`}
        />
        <Figure label="Version" value={status.version} />
        <Figure label="Running for" value={duration(status.uptimeSeconds)} />
      </dl>
      <section aria-labelledby="jobs-heading" className="grid gap-4">
        <h2 id="jobs-heading" className="text-2xl font-bold">
          Background jobs
        </h2>
        <ul className="grid gap-3 lg:grid-cols-2">
          {status.jobs.map((job) => (
            <JobRow key={job.name} job={job} now={now} />
          ))}
        </ul>
      </section>
    </>
  );
}

function SystemPage() {
  const { data, error, refetch, isFetching } = useQuery(systemStatusQuery);
  if (error) return <p role="alert">{describeError(error)}</p>;
  if (!data) return <p role="status">Checking the system…</p>;
  return (
    <>
      <div className="flex flex-wrap items-center gap-4">
        <p className="text-lg">Checked {formatDateTime(new Date(data.checkedAt))}.</p>
        <Button variant="secondary" disabled={isFetching} onClick={() => void refetch()}>
          {isFetching ? 'Checking…' : 'Check again'}
        </Button>
      </div>
      <SystemFigures status={data} />
      <SpeedFigures />
    </>
  );
}

/**
 * /admin-test: the system page for administrators. Anyone without a staff session gets the app's
 * not-found page; the API refuses them too.
 */
export default function SystemStatusScreen() {
  return (
    <StaffConsole title="System" right="system.read" hiddenFromOthers>
      {() => <SystemPage />}
    </StaffConsole>
  );
}
