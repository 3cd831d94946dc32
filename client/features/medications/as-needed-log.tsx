import { useState } from 'react';
import type { Medication } from '../../../shared/medications';
import { formatDose } from '../../../shared/medications-basics';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { ApiError, describeError } from '../../lib/api';
import { useLogAsNeeded } from './medications.queries';

/**
 * As-needed medicines, logged when given. A dose too soon after the last, or past the daily
 * maximum, is explained first and logged only if the person confirms. Nothing at all (not even
 * the heading) when the circle has no as-needed medicine.
 */
export function AsNeededLog({ medications }: { medications: Medication[] }) {
  const logAsNeeded = useLogAsNeeded();
  const [warning, setWarning] = useState<{ id: string; message: string } | null>(null);
  const asNeeded = medications.filter(
    (m) => m.schedule.type === 'asNeeded' && m.status === 'active',
  );
  if (asNeeded.length === 0) return null;

  const log = (medication: Medication, acknowledgeWarnings: boolean) =>
    logAsNeeded.mutate(
      { medicationId: medication.id, acknowledgeWarnings },
      {
        onSuccess: () => {
          setWarning(null);
          toast({ title: `Logged: ${medication.name} given`, variant: 'success' });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            setWarning({ id: medication.id, message: describeError(error) ?? '' });
          } else {
            toast({ title: describeError(error) ?? 'Please try again.', variant: 'destructive' });
          }
        },
      },
    );

  return (
    <section aria-labelledby="as-needed" className="grid gap-4">
      <h2 id="as-needed" className="text-2xl font-bold">
        Only when needed
      </h2>
      <ul className="grid gap-3" aria-label="As-needed medicines">
        {asNeeded.map((medication) => (
          <li key={medication.id} className="border-border grid gap-2 rounded-xl border p-4">
            <h3 className="text-lg font-bold">
              {medication.name} {medication.strength}
            </h3>
            <p>{formatDose(medication.doseAmount, medication.doseUnit)} when needed.</p>
            {warning?.id === medication.id ? (
              <div role="alert" className="border-danger grid gap-2 rounded-lg border-2 p-3">
                <p className="font-semibold">{warning.message}</p>
                <p>If in doubt, ask the doctor or pharmacist before giving it.</p>
                <div className="flex flex-wrap gap-3">
                  <Button variant="danger" onClick={() => log(medication, true)}>
                    Log it anyway
                  </Button>
                  <Button variant="ghost" onClick={() => setWarning(null)}>
                    Don’t log
                  </Button>
                </div>
              </div>
            ) : (
              <div>
                <Button
                  variant="secondary"
                  disabled={logAsNeeded.isPending}
                  onClick={() => log(medication, false)}
                >
                  Log a dose given now<span className="sr-only">: {medication.name}</span>
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
