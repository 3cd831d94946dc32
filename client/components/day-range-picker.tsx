import { Button } from './ui/button';

/** "7 days · 30 days · 90 days": which span a chart or log shows, the chosen one pressed. */
export function DayRangePicker<Days extends number>({
  ranges,
  days,
  onChange,
}: {
  ranges: readonly Days[];
  days: Days;
  onChange: (days: Days) => void;
}) {
  return (
    <div role="group" aria-label="How many days to show" className="flex flex-wrap gap-2">
      {ranges.map((range) => (
        <Button
          key={range}
          variant={range === days ? 'primary' : 'secondary'}
          aria-pressed={range === days}
          onClick={() => onChange(range)}
        >
          {range} days
        </Button>
      ))}
    </div>
  );
}
