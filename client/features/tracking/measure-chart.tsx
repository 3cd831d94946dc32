import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';
import { formatShortDate } from '../../../shared/local-dates';
import {
  describeSeries,
  describeTrackingValue,
  TRACKING_MEASURES,
  type TrackingSeries,
} from '../../../shared/tracking';

const tick = (date: string) => formatShortDate(date).replace(/^\w+, /, '');

/**
 * One measure over the range: the chart for the eye, the same facts in words (its caption) and,
 * one click away, a table of every day with an entry. The chart itself is hidden from screen
 * readers, which read the words and the table instead.
 */
export function MeasureChart({ series, timeZone }: { series: TrackingSeries; timeZone: string }) {
  const measure = TRACKING_MEASURES[series.kind];
  const summary = describeSeries(series.kind, series, timeZone);
  const isEvent = measure.input === 'event';
  const withData = series.points.filter((point) => point.count > 0);
  const stroke = 'var(--accent)';
  const axis = { stroke: 'var(--fg-muted)', fontSize: 14 };
  const domain: [number, number] | undefined =
    measure.input === 'choice' && measure.choices
      ? [measure.choices[0]?.value ?? 0, measure.choices.at(-1)?.value ?? 5]
      : undefined;
  return (
    <figure className="border-border grid gap-3 rounded-xl border p-4" data-kind={series.kind}>
      <h3 className="text-xl font-bold">{measure.label}</h3>
      <figcaption>{summary}</figcaption>
      {withData.length > 0 ? (
        <>
          <div aria-hidden="true" className="h-48 w-full">
            <ResponsiveContainer width="100%" height="100%">
              {isEvent ? (
                <BarChart data={series.points} accessibilityLayer={false}>
                  <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="date" tickFormatter={tick} tick={axis} minTickGap={24} />
                  <YAxis allowDecimals={false} tick={axis} width={32} />
                  <Bar dataKey="value" fill={stroke} isAnimationActive={false} />
                </BarChart>
              ) : (
                <LineChart data={series.points} accessibilityLayer={false}>
                  <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="date" tickFormatter={tick} tick={axis} minTickGap={24} />
                  <YAxis tick={axis} width={40} domain={domain ?? ['auto', 'auto']} />
                  <Line
                    dataKey="value"
                    stroke={stroke}
                    strokeWidth={3}
                    dot={{ r: 4, fill: stroke }}
                    connectNulls
                    isAnimationActive={false}
                  />
                  {measure.input === 'pressure' ? (
                    <Line
                      dataKey="value2"
                      stroke="var(--fg-muted)"
                      strokeWidth={3}
                      strokeDasharray="6 4"
                      dot={{ r: 4, fill: 'var(--fg-muted)' }}
                      connectNulls
                      isAnimationActive={false}
                    />
                  ) : null}
                </LineChart>
              )}
            </ResponsiveContainer>
          </div>
          <details>
            <summary className="min-h-11 cursor-pointer py-2 font-semibold">
              Show the numbers for each day
            </summary>
            <table className="mt-2 w-full border-collapse text-left">
              <caption className="sr-only">{measure.label}, by day</caption>
              <thead>
                <tr>
                  <th scope="col" className="border-border border-b p-2">
                    Day
                  </th>
                  <th scope="col" className="border-border border-b p-2">
                    {isEvent
                      ? 'Times'
                      : measure.input === 'choice' && !measure.unit
                        ? 'Average'
                        : 'Reading'}
                  </th>
                </tr>
              </thead>
              <tbody>
                {withData.map((point) => (
                  <tr key={point.date}>
                    <th scope="row" className="border-border border-b p-2 font-normal">
                      {formatShortDate(point.date)}
                    </th>
                    <td className="border-border border-b p-2">
                      {isEvent
                        ? point.count
                        : measure.input === 'pressure'
                          ? `${point.value}/${point.value2} mmHg`
                          : measure.input === 'number'
                            ? `${point.value} ${measure.unit}`
                            : Number.isInteger(point.value)
                              ? describeTrackingValue(series.kind, point.value)
                              : `${point.value}`}
                      {point.count > 1 && !isEvent ? ` (${point.count} entries)` : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      ) : null}
    </figure>
  );
}
