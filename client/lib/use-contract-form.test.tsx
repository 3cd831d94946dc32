import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { authApi } from '../../shared/auth.contract';
import { notificationsApi } from '../../shared/notifications.contract';
import { FormAlert, TextField } from '../components/ui/form-field';
import { confirmsPassword } from './confirm-password';
import { useContractDraftForm, useContractForm } from './use-contract-form';

afterEach(cleanup);

/** A new password and its confirmation, which never leaves the browser. */
function NewPasswordForm({ onSend }: { onSend: (body: unknown) => Promise<void> }) {
  const {
    register,
    submit,
    formState: { errors },
  } = useContractDraftForm(authApi.resetPassword, {
    defaultValues: { token: 'link', password: '', confirmPassword: '' },
    toBody: ({ confirmPassword: _confirm, ...body }) => body,
    checkDraft: confirmsPassword('password'),
  });
  return (
    <form onSubmit={submit(onSend)} noValidate>
      <label>
        New password
        <input {...register('password')} />
      </label>
      <p>{errors.password?.message}</p>
      <label>
        Confirm
        <input {...register('confirmPassword')} />
      </label>
      <p>{errors.confirmPassword?.message}</p>
      <button type="submit">Save</button>
    </form>
  );
}

it('says a confirmation does not match beside the schema’s own words, and sends only the body', async () => {
  const onSend = vi.fn(async () => undefined);
  render(<NewPasswordForm onSend={onSend} />);
  fireEvent.input(screen.getByLabelText('New password'), { target: { value: 'abc' } });
  fireEvent.input(screen.getByLabelText('Confirm'), { target: { value: 'abd' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText("Passwords don't match")).toBeTruthy();
  expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
  expect(onSend).not.toHaveBeenCalled();

  fireEvent.input(screen.getByLabelText('New password'), { target: { value: 'secret12' } });
  fireEvent.input(screen.getByLabelText('Confirm'), { target: { value: 'secret12' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSend).toHaveBeenCalledWith({ token: 'link', password: 'secret12' }));
});

/** Quiet hours as typed: the body's own rule about both times shows as the form's alert. */
function QuietHoursForm() {
  const {
    register,
    submit,
    formState: { errors },
  } = useContractDraftForm(notificationsApi.savePreferences, {
    defaultValues: { from: '21:00', until: '21:00' },
    toBody: ({ from, until }: { from: string; until: string }) => ({
      kinds: {},
      quietHoursStart: from,
      quietHoursEnd: until,
      timeZone: 'Europe/London',
    }),
  });
  return (
    <form onSubmit={submit(async () => undefined)} noValidate>
      <input aria-label="From" {...register('from')} />
      <FormAlert message={errors.root?.message} />
      <button type="submit">Save</button>
    </form>
  );
}

it('shows what is wrong with the body as a whole in the form’s alert', async () => {
  render(<QuietHoursForm />);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Quiet hours must start and end at different times',
  );
});

/** A field made with `field(name)`: its registration and the message about it, in one. */
function ForgotPasswordForm({ onSend }: { onSend: (body: unknown) => Promise<void> }) {
  const { field, submit } = useContractForm(authApi.requestPasswordReset, {
    defaultValues: { email: '' },
  });
  return (
    <form onSubmit={submit(onSend)} noValidate>
      <TextField label="Email" type="email" {...field('email')} />
      <button type="submit">Send</button>
    </form>
  );
}

it('shows a field’s message beside that field and sends what was typed there', async () => {
  const onSend = vi.fn(async () => undefined);
  render(<ForgotPasswordForm onSend={onSend} />);
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  const email = screen.getByLabelText('Email');
  await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByRole('alert').id).toBe(email.getAttribute('aria-describedby'));
  expect(onSend).not.toHaveBeenCalled();

  fireEvent.input(email, { target: { value: 'sam@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(onSend).toHaveBeenCalledWith({ email: 'sam@example.com' }));
  expect(email.getAttribute('aria-invalid')).toBe('false');
});
