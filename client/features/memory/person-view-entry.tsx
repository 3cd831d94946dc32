import { useQuery } from '@tanstack/react-query';
import { Tablet } from 'lucide-react';
import { firstName } from '../../../shared/games/common';
import { PRODUCT_NAME } from '../../../shared/product';
import { Section } from '../../components/section';
import { ButtonLink } from '../../components/ui/button';
import { recipientQuery } from '../care-recipient/care-recipient.queries';

/** Memory support's way into the person's full-screen view (decision 057). */
export function PersonViewEntry({ circleId }: { circleId: string }) {
  const { data: recipient } = useQuery({ ...recipientQuery(circleId), retry: false });
  const name = firstName(recipient?.preferredName);
  const view = name ? `${name}’s view` : 'the person’s view';
  return (
    <Section
      title="Sit together"
      intro={`A calm, full-screen view for ${name ?? 'the person you care for'} on a tablet or phone: photos read aloud with the family’s recordings, memory books, music and the games. Nothing counts down or says “wrong”. To leave it, you type a number it shows you, so a stray tap never opens the rest of ${PRODUCT_NAME}.`}
    >
      <p>
        <ButtonLink to="/memory-support/view" variant="secondary" className="min-h-14 text-lg">
          <Tablet aria-hidden className="h-6 w-6" />
          Open {view}
        </ButtonLink>
      </p>
    </Section>
  );
}
