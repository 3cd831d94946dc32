import { Users } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { Notice } from '../../components/notice';
import { Button } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useStartCircle } from './circles.queries';

// The form brings the form library and the schemas; the screens that show this notice are the
// ones a visit starts on, and most people who see them are in a circle (decision 017).
const InvitationCodeForm = lazy(() =>
  import('./invitation-code-form').then((module) => ({ default: module.InvitationCodeForm })),
);

/**
 * For someone in no circle yet: a family member who registered without an invitation, or a
 * caregiver whose circle has moved on. They can join with a code, or start their own circle.
 */
export function NoCircleNotice() {
  const start = useStartCircle();
  const navigate = useNavigate();
  const handleStart = async () => {
    try {
      await start.mutateAsync();
      await navigate('/care-recipient/setup');
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'We could not start a care circle',
        description: describeError(error) ?? 'Please try again.',
      });
    }
  };
  return (
    <Notice title="Join your family’s care circle" icon={Users}>
      <p>
        A care circle is the family around one person living with dementia. You are not part of one
        yet.
      </p>
      <p>
        Ask the person who looks after your loved one to invite you from their Kinwell page{' '}
        <strong>Family administration</strong>. You will get an email with a link. If they gave you
        a code instead, enter it here:
      </p>
      <Suspense fallback={<p>Loading the form…</p>}>
        <InvitationCodeForm />
      </Suspense>
      <p>Looking after someone yourself? Start a care circle for them.</p>
      <div>
        <Button variant="secondary" disabled={start.isPending} onClick={() => void handleStart()}>
          {start.isPending ? 'Starting...' : 'Start a care circle'}
        </Button>
      </div>
    </Notice>
  );
}

/** A circle's screen for someone in no circle yet: its title, and how to join or start one. */
export function NoCirclePage({ title }: { title: string }) {
  return (
    <Page title={title}>
      <NoCircleNotice />
    </Page>
  );
}
