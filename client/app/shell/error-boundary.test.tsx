import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('broken card');
  return <p>All better</p>;
}

it('shows the fallback screen, logs the error, and Try Again clears it', async () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <ErrorBoundary>
      <Fragile />
    </ErrorBoundary>,
  );
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(
    screen.getByText(
      'We encountered an unexpected error. This has been logged and our team will investigate.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Return Home' })).toBeInTheDocument();
  expect(consoleError).toHaveBeenCalledWith('Render error', expect.any(Error), expect.anything());

  shouldThrow = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(screen.getByText('All better')).toBeInTheDocument();
  consoleError.mockRestore();
});
