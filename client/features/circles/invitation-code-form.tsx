import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { acceptInvitationSchema } from '../../../shared/circles';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useAcceptInvitation } from './circles.queries';

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
