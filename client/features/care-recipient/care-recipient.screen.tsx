import { useQuery } from '@tanstack/react-query';
import { recipientDisplayName, SETUP_STEPS } from '../../../shared/care-recipient';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingPage, Page } from '../../components/ui/page';
import { toast } from '../../components/ui/use-toast';
import { useUser } from '../auth/auth.queries';
import { recipientQuery, useUpdateRecipient } from './care-recipient.queries';
import { RecipientPhoto } from './recipient-photo';
import { RecipientStepForm, STEP_DETAILS } from './recipient-step-form';
import { NoCirclePage } from '../circles/join-circle.part';

/** The care recipient's profile, one section per part, each saved on its own. */
export default function CareRecipientScreen() {
  const { user } = useUser();
  const circleId = user?.circleId ?? null;
  const { data: recipient } = useQuery(recipientQuery(circleId));
  const update = useUpdateRecipient(circleId);

  if (!circleId) return <NoCirclePage title="Care recipient profile" />;
  if (!recipient) return <LoadingPage />;
  const name = recipientDisplayName(recipient.preferredName);

  return (
    <Page
      title={
        recipient.preferredName ? `About ${recipient.preferredName}` : 'Care recipient profile'
      }
      lead={`What everyone in the circle should know about ${name}. Only caregivers can change it.`}
    >
      {!recipient.isSetUp ? (
        <p>
          <ButtonLink to="/care-recipient/setup">Continue the guided setup</ButtonLink>
        </p>
      ) : null}
      {SETUP_STEPS.map((step) => (
        <Card key={step} className="grid gap-4" aria-labelledby={`section-${step}`}>
          <h2 id={`section-${step}`} className="text-2xl font-bold">
            {STEP_DETAILS[step].title}
          </h2>
          {step === 'name' ? <RecipientPhoto recipient={recipient} /> : null}
          <RecipientStepForm
            step={step}
            recipient={recipient}
            submitLabel="Save"
            onSave={async (fields) => {
              await update.mutateAsync(fields);
              toast({
                title: 'Saved',
                description: `${STEP_DETAILS[step].title}: your changes are saved.`,
              });
            }}
          />
        </Card>
      ))}
    </Page>
  );
}
