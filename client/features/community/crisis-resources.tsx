import { PhoneCall } from 'lucide-react';
import { CRISIS_RESOURCES } from '../../../shared/community';
import { PhoneLink } from '../../components/links';
import { useAppConfig } from '../auth/auth.queries';

/**
 * Shown to the writer at once when what they wrote speaks of a crisis; what they wrote waits for a
 * moderator (decision 069).
 */
export function CrisisResources() {
  const { emergencyNumber } = useAppConfig();
  const lines = [
    { label: 'Someone is in danger right now', number: emergencyNumber },
    ...CRISIS_RESOURCES,
  ];
  return (
    <section
      aria-labelledby="crisis-resources-title"
      role="alert"
      className="border-danger bg-bg grid gap-3 rounded-xl border-2 p-4"
    >
      <h2 id="crisis-resources-title" className="flex items-center gap-2 text-xl font-bold">
        <PhoneCall aria-hidden="true" className="h-6 w-6 shrink-0" />
        <span>You don’t have to face this alone</span>
      </h2>
      <p>
        What you wrote sounds like things may be very hard right now. Thank you for telling us. A
        Kinwell moderator has been asked to read it soon. Until they have, other members cannot see
        it; you still can.
      </p>
      <p>
        Caring can become more than one person can carry. Needing help is not a failing. Please
        reach out now:
      </p>
      <ul className="grid gap-2">
        {lines.map((resource) => (
          <li key={resource.number}>
            {resource.label}:{' '}
            <PhoneLink number={resource.number} label={`Call ${resource.number}`} />
          </li>
        ))}
      </ul>
      <p>You can also text 988, any time, day or night.</p>
    </section>
  );
}
