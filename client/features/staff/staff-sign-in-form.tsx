import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { groupSecret, type StaffChallenge } from '../../../shared/staff';
import { staffApi } from '../../../shared/staff.contract';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { ApiError, describeError } from '../../lib/api';
import { useContractDraftForm } from '../../lib/use-contract-form';
import { CredentialsForm } from '../auth/credentials-form.part';
import { useStaffCode, useStaffLogin } from './staff.queries';
import { staffHomeOf } from './staff-console.part';

/**
 * /admin-login in two steps: email and password, then the 6-digit code from an authenticator app.
 * The first sign-in sets the app up from a QR code or a typed key.
 */
export function StaffSignInForm() {
  const login = useStaffLogin();
  const [challenge, setChallenge] = useState<StaffChallenge | null>(null);
  const [ended, setEnded] = useState<string | null>(null);

  if (challenge) {
    return (
      <CodeStep
        challenge={challenge}
        onEnded={(message) => {
          setEnded(message);
          setChallenge(null);
        }}
      />
    );
  }
  return (
    <div className="grid gap-5">
      {ended ? (
        <p role="alert" className="text-danger text-lg font-medium">
          {ended}
        </p>
      ) : null}
      <CredentialsForm
        emailLabel="Staff email"
        submitLabel="Sign in to the staff desk"
        onSignIn={async (values) => {
          setChallenge(await login.mutateAsync(values));
          setEnded(null);
        }}
      />
    </div>
  );
}

function CodeStep({
  challenge,
  onEnded,
}: {
  challenge: StaffChallenge;
  /** Back to the password step, with the server's reason when the challenge ended. */
  onEnded: (message: string | null) => void;
}) {
  const navigate = useNavigate();
  const sendCode = useStaffCode();
  const { field, submit, setError, setValue } = useContractDraftForm(staffApi.confirmCode, {
    defaultValues: { code: '' },
    // Spaces a person typed between the digits are taken out first.
    toBody: ({ code }: { code: string }) => ({
      challenge: challenge.challenge,
      code: code.replace(/\s/g, ''),
    }),
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const handleCode = submit(async (input) => {
    try {
      const staff = await sendCode.mutateAsync(input);
      await navigate(staffHomeOf(staff).to);
    } catch (caught) {
      const message = describeError(caught) ?? 'That did not work. Please try again.';
      if (caught instanceof ApiError && caught.status === 410) {
        onEnded(message);
        return;
      }
      setValue('code', '');
      setError('code', { message });
    }
  });

  return (
    <div className="grid gap-5">
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
        {challenge.step === 'enrol'
          ? 'Set up your authenticator app'
          : 'Enter the 6-digit code from your authenticator app'}
      </h2>
      {challenge.step === 'enrol' ? (
        <ol className="grid list-decimal gap-4 pl-6 text-lg">
          <li>
            Staff accounts need a second step at every sign-in. Open an authenticator app on your
            phone (for example Google Authenticator, Microsoft Authenticator or 1Password) and add
            an account.
          </li>
          <li>
            <div className="grid gap-3">
              <span>Scan this QR code with the app:</span>
              <img
                src={challenge.qrCode}
                alt="QR code that adds your Kinwell staff account to an authenticator app. If you cannot scan it, type the key shown below instead."
                width={220}
                height={220}
                className="h-auto w-full max-w-[220px] rounded-lg border-2 border-border bg-white"
              />
              <span>Or type this key into the app (time-based):</span>
              <code className="bg-muted rounded-lg p-3 font-mono text-xl break-words tracking-wide">
                {groupSecret(challenge.secret)}
              </code>
            </div>
          </li>
          <li>Enter the 6-digit code the app now shows for Kinwell.</li>
        </ol>
      ) : (
        <p className="text-lg">
          Open the app on your phone and type the code it shows for Kinwell.
        </p>
      )}
      <form onSubmit={handleCode} noValidate className="grid gap-5">
        <TextField
          label="6-digit code"
          hint="The code changes every 30 seconds."
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          className="font-mono text-2xl tracking-widest"
          {...field('code')}
        />
        <Button type="submit" disabled={sendCode.isPending} className="w-full">
          {sendCode.isPending
            ? 'Checking the code...'
            : challenge.step === 'enrol'
              ? 'Finish setup and sign in'
              : 'Sign in'}
        </Button>
        <Button
          variant="ghost"
          onClick={() =>
            onEnded('Sign-in cancelled. Enter your email and password to start again.')
          }
        >
          Start again
        </Button>
      </form>
    </div>
  );
}
