import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { formatShortDate } from '../../../shared/local-dates';
import type { ActivitySummary } from '../../../shared/activities-log';

const tick = (date: string) => formatShortDate(date).replace(/^\w+, /, '');

/**
 * Sessions per week as bars, for the eye only: the caption says the same in words and the table
 * below lists every session, which is what screen readers read.
 */
export function SessionsChart({ summary, caption }: { summary: ActivitySummary; caption: string }) {
  const axis = { stroke: 'var(--fg-muted)', fontSize: 14 };
  return (
    <figure className="border-border grid gap-3 rounded-xl border p-4">
      <h3 className="text-xl font-bold">Sessions each week</h3>
      <figcaption data-testid="activity-summary">{caption}</figcaption>
      {summary.sessions > 0 ? (
        <div aria-hidden="true" className="h-48 w-full">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={summary.weeks} accessibilityLayer={false}>
              <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="weekStart" tickFormatter={tick} tick={axis} minTickGap={24} />
              <YAxis allowDecimals={false} tick={axis} width={32} />
              <Bar dataKey="sessions" fill="var(--accent)" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      ) : null}
    </figure>
  );
}
