import type { Statistic } from '../content/statistics';
import { ExternalLink } from './links';

/** Sourced facts in a responsive grid; every figure names where it comes from. */
export function StatGrid({ stats }: { stats: readonly Statistic[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {stats.map((stat) => (
        <li
          key={stat.value}
          className="border-border bg-bg grid content-start gap-2 rounded-xl border p-5"
        >
          <p>
            <span className="block text-3xl leading-tight font-bold">{stat.value}</span>
            <span className="block text-lg">{stat.label}</span>
          </p>
          <p className="text-fg-muted text-base">
            Source: <ExternalLink href={stat.source.href}>{stat.source.name}</ExternalLink>
          </p>
        </li>
      ))}
    </ul>
  );
}
