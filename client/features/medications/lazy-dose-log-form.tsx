import { type ComponentProps, lazy, Suspense } from 'react';
import type { DoseLogForm as Form } from './dose-log-form';

// The form brings the form library and the schemas; today's doses and the dashboard, which ask
// "was it taken?", are screens a visit starts on (decision 017), so it loads when someone answers.
const DoseLogForm = lazy(() =>
  import('./dose-log-form').then((module) => ({ default: module.DoseLogForm })),
);

/** The dose-log form, loaded when it is first shown. */
export function LazyDoseLogForm(props: ComponentProps<typeof Form>) {
  return (
    <Suspense fallback={<p>Loading the form…</p>}>
      <DoseLogForm {...props} />
    </Suspense>
  );
}
