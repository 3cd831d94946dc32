import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useParams, useNavigate } from 'react-router';
import { CIRCLE_ROLE_LABELS } from '../../../shared/circles';
import { formatDate } from '../../../shared/relative-time';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingPage, Page } from '../../components/ui/page';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { auth, useUser } from '../auth/auth.queries';
import { CredentialsForm } from '../auth/credentials-form.part';
import { RegisterForm } from '../auth/register-form.part';
import {
  acceptInvitation,
  invitationPreviewQuery,
  useAcceptInvitation,
  useCircleChange,
} from './circles.queries';
import type { LoginInput } from '../../../shared/auth';

const joinedToast = () =>
  toast({
    title: 'You have joined the care circle',
    description: 'Welcome to the family’s space.',
  });

/**
 * An invitation link (/invite/<code>): what it is for, then a way in — create an account, sign in,
 * or, when already signed in, join with one tap.
 */
export default function InviteScreen() {
  const { code = '' } = useParams();
  const { user } = useUser();
  const navigate = useNavigate();
  const preview = useQuery(invitationPreviewQuery(code));
  const accept = useAcceptInvitation();
  const onCircleChange = useCircleChange();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'register' | 'signin'>('register');

  // Sign in and join in one go, so the page changes once, to the circle joined. A failed sign-in
  // throws (the form says "Sign in failed"); a code that cannot be used is reported separately.
  const signInAndJoin = useMutation({
    mutationFn: async (values: LoginInput) => {
      await auth.login({ body: values });
      try {
        return { user: await acceptInvitation(code) };
      } catch (error) {
        return { user: null, error };
      }
    },
  });

  const details = preview.data;
  const who = details?.recipientName ? `${details.recipientName}’s` : 'a';
  const title = details ? `Join ${who} care circle` : 'Your invitation';

  if (preview.isPending) return <LoadingPage />;
  if (!details || details.status !== 'pending') {
    const message = !details
      ? (describeError(preview.error) ?? 'This invitation could not be found.')
      : details.status === 'accepted'
        ? 'This invitation has already been used. Ask your caregiver for a new one.'
        : details.status === 'revoked'
          ? 'This invitation was cancelled. Ask your caregiver for a new one.'
          : 'This invitation has expired. Ask your caregiver to send a new one.';
    return (
      <Page title={title}>
        <Notice title="This invitation cannot be used" tone="danger">
          <p>{message.replace(/^\d+: /, '')}</p>
        </Notice>
      </Page>
    );
  }

  const lead = `${details.invitedBy ?? 'A caregiver'} invited ${details.email} to join as ${CIRCLE_ROLE_LABELS[details.role].toLowerCase()}. The invitation is good until ${formatDate(new Date(details.expiresAt))}.`;

  if (user) {
    const handleJoin = async () => {
      try {
        await accept.mutateAsync(code);
        joinedToast();
        await navigate('/');
      } catch (error) {
        toast({
          variant: 'destructive',
          title: 'We could not add you',
          description: describeError(error) ?? 'Please try again.',
        });
      }
    };
    return (
      <Page title={title} lead={lead}>
        <Card className="grid gap-4">
          <p>
            You are signed in as <strong>{user.email}</strong>.
          </p>
          <div>
            <Button disabled={accept.isPending} onClick={() => void handleJoin()}>
              <MailCheck aria-hidden="true" className="h-5 w-5" />
              {accept.isPending ? 'Joining...' : 'Join the care circle'}
            </Button>
          </div>
        </Card>
      </Page>
    );
  }

  return (
    <Page title={title} lead={lead}>
      {mode === 'register' ? (
        <Section title="Create your account to join">
          <RegisterForm invitation={{ code, email: details.email, role: details.role }} />
          <p>
            Already have a Kinwell account?{' '}
            <Button variant="ghost" className="underline" onClick={() => setMode('signin')}>
              Sign in to join instead
            </Button>
          </p>
        </Section>
      ) : (
        <Section title="Sign in to join">
          <CredentialsForm
            emailLabel="Email"
            submitLabel="Sign in and join"
            onSignIn={async (values) => {
              const result = await signInAndJoin.mutateAsync(values);
              if (result.user) {
                onCircleChange(result.user);
                joinedToast();
              } else {
                await queryClient.invalidateQueries();
                toast({
                  variant: 'destructive',
                  title: 'You are signed in, but we could not add you',
                  description: describeError(result.error) ?? 'Please try again.',
                });
              }
              await navigate('/');
            }}
          />
          <p>
            New to Kinwell?{' '}
            <Button variant="ghost" className="underline" onClick={() => setMode('register')}>
              Create an account instead
            </Button>
          </p>
        </Section>
      )}
    </Page>
  );
}
