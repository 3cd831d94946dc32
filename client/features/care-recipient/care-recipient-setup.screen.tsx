import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { recipientDisplayName, SETUP_STEPS } from '../../../shared/care-recipient';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingPage, Page } from '../../components/ui/page';
import { toast } from '../../components/ui/use-toast';
import { useUser } from '../auth/auth.queries';
import { recipientQuery, useUpdateRecipient } from './care-recipient.queries';
import { RecipientPhoto } from './recipient-photo';
import { RecipientStepForm, STEP_DETAILS } from './recipient-step-form';
import { NoCirclePage } from '../circles/join-circle.part';
import { useQuery } from '@tanstack/react-query';

/**
 * The guided first-run flow: five short steps, progress shown, each step saved as it is left,
 * so a caregiver can stop and come back to the same step.
 */
export default function CareRecipientSetupScreen() {
  const { user } = useUser();
  const circleId = user?.circleId ?? null;
  const { data: recipient } = useQuery(recipientQuery(circleId));
  const update = useUpdateRecipient(circleId);
  const navigate = useNavigate();
  const [index, setIndex] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A new step opens at its heading, with focus there: "Save and continue" and "Back" sit at the
  // bottom of a long step, and the next one would otherwise open scrolled to its end. Its scroll
  // margin keeps it clear of the sticky header. Not on the first step shown, where the page's own
  // heading has focus.
  useEffect(() => {
    const heading = headingRef.current;
    if (index === null || !heading) return;
    heading.scrollIntoView?.({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [index]);

  if (!circleId) return <NoCirclePage title="About the person you care for" />;
  if (!recipient) return <LoadingPage />;

  // Resume where they stopped.
  const current = index ?? Math.min(recipient.setupStep, SETUP_STEPS.length - 1);
  const step = SETUP_STEPS[current] ?? 'name';
  const isLast = current === SETUP_STEPS.length - 1;
  const details = STEP_DETAILS[step];

  const handleSave = async (fields: Parameters<typeof update.mutateAsync>[0]) => {
    await update.mutateAsync({
      ...fields,
      ...(isLast ? { setupComplete: true } : { setupStep: current + 1 }),
    });
    if (isLast) {
      toast({
        title: 'Profile saved',
        description: `Thank you. Everyone in the circle can now see who ${recipientDisplayName(recipient.preferredName)} is.`,
      });
      await navigate('/');
    } else {
      setIndex(current + 1);
    }
  };

  return (
    <Page
      title="About the person you care for"
      lead="About 3 minutes. Only the name is needed; everything else can wait. Each step is saved as you go, so you can stop at any time."
    >
      <div className="grid gap-2">
        <p id="setup-progress-label" className="font-semibold">
          Step {current + 1} of {SETUP_STEPS.length}: {details.title}
        </p>
        <progress
          aria-labelledby="setup-progress-label"
          max={SETUP_STEPS.length}
          value={current + 1}
          className="accent-accent h-3 w-full"
        />
      </div>
      <Card className="grid gap-4">
        <h2 ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold">
          {details.title}
        </h2>
        <p>{details.intro}</p>
        {step === 'name' ? <RecipientPhoto recipient={recipient} /> : null}
        <RecipientStepForm
          key={step}
          step={step}
          recipient={recipient}
          isSetup
          onSave={handleSave}
          submitLabel={isLast ? 'Finish' : 'Save and continue'}
          extra={
            current > 0 ? (
              <Button variant="secondary" onClick={() => setIndex(current - 1)}>
                Back
              </Button>
            ) : null
          }
        />
      </Card>
    </Page>
  );
}
