import { useQuery } from '@tanstack/react-query';
import { Lightbulb } from 'lucide-react';
import { StandaloneLink } from '../../components/links';
import { useUser } from '../auth/auth.queries';
import { TriggerCard } from './trigger-card';
import { triggerListQuery } from './triggers.queries';

/** A photo's memory triggers, and a way to write one for it. */
export function PhotoTriggers({ photoId }: { photoId: string }) {
  const { user } = useUser();
  const circleId = user?.circleId ?? null;
  const triggers = useQuery(triggerListQuery(circleId, { photoId })).data?.triggers ?? [];
  return (
    <section className="grid gap-3" aria-labelledby={`photo-triggers-${photoId}`}>
      <h3 id={`photo-triggers-${photoId}`} className="flex items-center gap-2 text-xl font-bold">
        <Lightbulb aria-hidden className="h-6 w-6 shrink-0" />
        Memory triggers for this photo
      </h3>
      {triggers.length ? (
        <ul className="grid gap-3">
          {triggers.map((trigger) => (
            <li key={trigger.id}>
              <TriggerCard trigger={trigger} level={4} isPhotoLinked={false} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-fg-muted">None yet.</p>
      )}
      <p>
        <StandaloneLink to={`/memory-support/triggers?photoId=${photoId}`}>
          Write a memory trigger for this photo
        </StandaloneLink>
      </p>
    </section>
  );
}
