import { useQuery } from '@tanstack/react-query';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { SubscriptionFigures } from '../../../shared/console';
import { PRICE_PER_MONTH_USD } from '../../../shared/product';
import { describeError } from '../../lib/api';
import { figuresQuery } from './console.queries';
import { StaffConsole } from './staff-console.part';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const weekLabel = (weekStart: string) =>
  new Date(`${weekStart}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="border-border grid gap-1 rounded-xl border-2 p-4">
      <dt className="text-lg font-semibold">{label}</dt>
      <dd className="text-3xl font-bold">{value}</dd>
      <dd className="text-fg-muted">{note}</dd>
    </div>
  );
}

/**
 * Sign-ups per week: bars for the eye (hidden from screen readers) and the same numbers as a
 * table, like the tracking charts.
 */
function SignUps({ weeks }: { weeks: SubscriptionFigures['signUpsPerWeek'] }) {
  const total = weeks.reduce((sum, week) => sum + week.count, 0);
  const axis = { stroke: 'var(--fg-muted)', fontSize: 14 };
  return (
    <figure className="border-border grid gap-3 rounded-xl border-2 p-4">
      <h2 className="text-2xl font-bold">New care circles per week</h2>
      <figcaption className="text-lg">
        {total === 1 ? '1 care circle' : `${total} care circles`} started in the last {weeks.length}{' '}
        weeks (weeks start on Monday).
      </figcaption>
      <div aria-hidden="true" className="h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={weeks} accessibilityLayer={false}>
            <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="weekStart" tickFormatter={weekLabel} tick={axis} minTickGap={16} />
            <YAxis allowDecimals={false} tick={axis} width={32} />
            <Bar dataKey="count" fill="var(--accent)" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details>
        <summary className="min-h-12 cursor-pointer py-2 text-lg font-semibold">
          Show the numbers
        </summary>
        <table className="w-full text-left text-lg">
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">New circles</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <td>{weekLabel(week.weekStart)}</td>
                <td>{week.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

function Figures() {
  const { data, error } = useQuery(figuresQuery);
  if (error) return <p role="alert">{describeError(error)}</p>;
  if (!data) return <p role="status">Loading the figures…</p>;
  return (
    <div className="grid gap-6">
      {!data.isBillingOn ? (
        <p className="text-lg">
          Billing is off on this installation (no Stripe settings), so every family uses Kinwell for
          free and nobody pays.
        </p>
      ) : null}
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Figure
          label="Monthly recurring revenue"
          value={usd.format(data.monthlyRecurringRevenueUsd)}
          note={`Plans that renew, at ${usd.format(PRICE_PER_MONTH_USD)} a month`}
        />
        <Figure
          label="Paying circles"
          value={String(data.activeCircles)}
          note="With a plan paid now, including those ending at the period's end"
        />
        <Figure
          label="In their free trial"
          value={String(data.trials)}
          note="Circles in their first 30 days that have not paid"
        />
        <Figure
          label="Conversions"
          value={String(data.conversions)}
          note="Circles that have ever paid"
        />
        <Figure
          label="Cancellations"
          value={String(data.cancellations)}
          note="Subscriptions cancelled, ended or ending"
        />
      </dl>
      <SignUps weeks={data.signUpsPerWeek} />
    </div>
  );
}

/** /staff/figures: admins see the installation's subscription figures, never a family. */
export default function StaffFiguresScreen() {
  return (
    <StaffConsole
      title="Subscription figures"
      lead="Counts for the whole installation; no family is named."
      right="figures.read"
    >
      {() => <Figures />}
    </StaffConsole>
  );
}
