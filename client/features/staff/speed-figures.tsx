import { useQuery } from '@tanstack/react-query';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import {
  rateVital,
  VITAL_LABELS,
  VITAL_NAMES,
  VITAL_RATING_LABELS,
  VITAL_THRESHOLDS,
  type VitalName,
  type VitalRating,
  type VitalsReport,
} from '../../../shared/vitals';
import { describeError } from '../../lib/api';
import { vitalsQuery } from './console.queries';

/** Milliseconds as people read them; CLS is a score. */
export const formatVital = (name: VitalName, value: number): string =>
  name === 'CLS'
    ? value.toFixed(2)
    : value >= 1000
      ? `${(value / 1000).toFixed(1)} s`
      : `${Math.round(value)} ms`;

const RATING_STYLE: Record<VitalRating, string> = {
  good: 'border-success text-success',
  'needs-improvement': 'border-warning text-warning',
  poor: 'border-danger text-danger',
};

/** The rating in words (the border's colour only repeats it). */
function Rating({ rating }: { rating: VitalRating }) {
  return (
    <span className={`rounded-md border-2 px-2 py-0.5 font-semibold ${RATING_STYLE[rating]}`}>
      {VITAL_RATING_LABELS[rating]}
    </span>
  );
}

const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** Every route's daily p75 of one measure: a line for the eye, a table for everyone. */
function Trend({ trend, name }: { trend: VitalsReport['trend']; name: VitalName }) {
  const days = trend.filter((day) => day.p75[name] !== undefined);
  if (days.length === 0) return null;
  const first = days[0]?.p75[name] ?? 0;
  const last = days.at(-1)?.p75[name] ?? 0;
  const axis = { stroke: 'var(--fg-muted)', fontSize: 14 };
  return (
    <figure className="border-border grid gap-3 rounded-xl border-2 p-4">
      <h3 className="text-xl font-bold">{VITAL_LABELS[name]} (p75, every route), by day</h3>
      <figcaption className="text-lg">
        {days.length === 1
          ? `${formatVital(name, last)} on ${dayLabel(days[0]?.day ?? '')}: ${VITAL_RATING_LABELS[rateVital(name, last)].toLowerCase()}.`
          : `From ${formatVital(name, first)} on ${dayLabel(days[0]?.day ?? '')} to ${formatVital(name, last)} on ${dayLabel(days.at(-1)?.day ?? '')}: ${VITAL_RATING_LABELS[rateVital(name, last)].toLowerCase()} now.`}
      </figcaption>
      <div aria-hidden="true" className="h-48 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={days.map((day) => ({ day: day.day, p75: day.p75[name] }))}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickFormatter={dayLabel} tick={axis} minTickGap={16} />
            <YAxis tick={axis} width={48} />
            <Line dataKey="p75" stroke="var(--accent)" strokeWidth={3} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <details>
        <summary className="min-h-12 cursor-pointer py-2 text-lg font-semibold">
          Show the numbers
        </summary>
        <table className="w-full text-left text-lg">
          <thead>
            <tr>
              <th scope="col">Day (UTC)</th>
              <th scope="col">p75</th>
              <th scope="col">Samples</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <td>{dayLabel(day.day)}</td>
                <td>{formatVital(name, day.p75[name] ?? 0)}</td>
                <td>{day.count[name]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/**
 * The system page's speed section (decision 044): what people's browsers measured over 28 days,
 * each route's p75 against the web-vitals thresholds, slowest route first, and the daily trend.
 */
export function SpeedFigures() {
  const { data, error } = useQuery(vitalsQuery);
  return (
    <section aria-labelledby="speed-heading" className="grid gap-4">
      <h2 id="speed-heading" className="text-2xl font-bold">
        Speed in people’s browsers
      </h2>
      {error ? <p role="alert">{describeError(error)}</p> : null}
      {!data && !error ? <p role="status">Loading the speed figures…</p> : null}
      {data && data.routes.length === 0 ? (
        <p className="text-lg">
          No speed figures in the last {data.days} days yet. They arrive as people use Kinwell and
          are added up every minute.
        </p>
      ) : null}
      {data && data.routes.length > 0 ? (
        <>
          <p className="text-lg">
            The 75th percentile of the last {data.days} days per route, slowest first. Good and poor
            follow the web-vitals thresholds (for example, the largest paint is good up to{' '}
            {formatVital('LCP', VITAL_THRESHOLDS.LCP[0])} and poor above{' '}
            {formatVital('LCP', VITAL_THRESHOLDS.LCP[1])}).
          </p>
          <ol className="grid gap-3" aria-label="Routes, slowest first">
            {data.routes.map((route) => (
              <li key={route.route} className="border-border grid gap-2 rounded-xl border-2 p-4">
                <h3 className="text-xl font-bold break-all">{route.route}</h3>
                <dl className="grid gap-2">
                  {VITAL_NAMES.map((name) => {
                    const figure = route.figures[name];
                    if (!figure) return null;
                    return (
                      <div key={name} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                        <dt className="font-semibold">{VITAL_LABELS[name]}</dt>
                        <dd className="flex flex-wrap items-center gap-2">
                          {formatVital(name, figure.p75)} <Rating rating={figure.rating} />
                          <span className="text-fg-muted">
                            {figure.count === 1 ? '1 sample' : `${figure.count} samples`}
                          </span>
                        </dd>
                      </div>
                    );
                  })}
                </dl>
              </li>
            ))}
          </ol>
          <Trend trend={data.trend} name="LCP" />
          <Trend trend={data.trend} name="INP" />
          <Trend trend={data.trend} name="CLS" />
        </>
      ) : null}
    </section>
  );
}
