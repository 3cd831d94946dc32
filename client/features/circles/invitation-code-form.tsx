import { useNavigate } from 'react-router';
import { circlesApi } from '../../../shared/circles.contract';
import { Button } from '../../components/ui/button';
import { FormAlert, TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { useContractForm } from '../../lib/use-contract-form';
import { useAcceptInvitation } from './circles.queries';

/** Enter an invitation code from an email or a text message. */
export function InvitationCodeForm({ submitLabel = 'Join care circle' }: { submitLabel?: string }) {
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const {
    field,
    submit,
    formState: { errors, isSubmitting },
  } = useContractForm(circlesApi.acceptInvitation, { defaultValues: { code: '' } });
  const handleJoin = submit(async ({ code }) => {
    await accept.mutateAsync(code);
    toast({
      title: 'You have joined the care circle',
      description: 'Welcome to the family’s space.',
    });
    await navigate('/');
  });
  return (
    <form onSubmit={handleJoin} noValidate className="grid gap-3 sm:max-w-md">
      <TextField
        label="Invitation code"
        hint="20 letters and numbers, like ABCDE-FGHJK-MNPQR-STVWX. Capitals and dashes do not matter."
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        {...field('code')}
      />
      <FormAlert message={errors.root?.message} />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Joining...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
