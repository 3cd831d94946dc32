import { zodResolver } from '@hookform/resolvers/zod';
import { Users } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { acceptInvitationSchema } from '../../../shared/circles';
import { Notice } from '../../components/notice';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useAcceptInvitation, useStartCircle } from './circles.queries';

type CodeInput = z.input<typeof acceptInvitationSchema>;
type CodeOutput = z.output<typeof acceptInvitationSchema>;

/** Enter an invitation code from an email or a text message. */
export function InvitationCodeForm({ submitLabel = 'Join care circle' }: { submitLabel?: string }) {
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CodeInput, unknown, CodeOutput>({
    resolver: zodResolver(acceptInvitationSchema),
    defaultValues: { code: '' },
  });
  const handleJoin = handleSubmit(async ({ code }) => {
    try {
      await accept.mutateAsync(code);
      toast({
        title: 'You have joined the care circle',
        description: 'Welcome to the family’s space.',
      });
      await navigate('/');
    } catch (error) {
      setError('code', { message: describeError(error) ?? 'Please try again.' });
    }
  });
  return (
    <form onSubmit={handleJoin} noValidate className="grid gap-3 sm:max-w-md">
      <TextField
        label="Invitation code"
        hint="20 letters and numbers, like ABCDE-FGHJK-MNPQR-STVWX. Capitals and dashes do not matter."
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.code?.message}
        {...register('code')}
      />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Joining...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}

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
      <InvitationCodeForm />
      <p>Looking after someone yourself? Start a care circle for them.</p>
      <div>
        <Button variant="secondary" disabled={start.isPending} onClick={() => void handleStart()}>
          {start.isPending ? 'Starting...' : 'Start a care circle'}
        </Button>
      </div>
    </Notice>
  );
}
