import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role, User } from '../../../shared/auth';
import { Toaster } from '../../components/ui/toaster';
import { dismissToast } from '../../components/ui/use-toast';
import { OnboardingTour } from './onboarding-tour';
import { TakeTourAgainButton } from './take-tour-again-button.part';
import { hideTour } from './tour-store';

let posts: string[] = [];
let status = { completed: false, skipped: false };
let failPosts = false;

function stubFetch() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const isPost = init?.method === 'POST';
      if (isPost) posts.push(url);
      const fail = isPost && failPosts;
      const body =
        url === '/api/user/onboarding-status'
          ? status
          : url === '/api/config'
            ? { productName: 'Kinwell', supportEmail: 'help@example.com', emergencyNumber: '911' }
            : {};
      return {
        ok: !fail,
        status: fail ? 500 : 200,
        statusText: '',
        json: async () => body,
        text: async () => JSON.stringify(body),
      } as Response;
    }),
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const user = (role: Role): User => ({
  id: `user-${role}`,
  name: 'Ruth',
  email: 'ruth@example.com',
  phoneNumber: null,
  role,
  circleId: null,
});

function renderTour(role: Role = 'caregiver') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <Where />
        <TakeTourAgainButton />
        <OnboardingTour user={user(role)} />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const where = () => screen.getByTestId('where').textContent;
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

beforeEach(() => {
  posts = [];
  status = { completed: false, skipped: false };
  failPosts = false;
  stubFetch();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  act(() => {
    hideTour();
    dismissToast();
  });
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the onboarding tour', () => {
  it('opens 1.5 s after the status says it is due, and walks the nine screens', async () => {
    renderTour();
    await advance(0);
    await advance(1498);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(2);
    const dialog = screen.getByRole('dialog', { name: 'Welcome to Kinwell' });
    expect(dialog).toHaveTextContent('Step 1 of 9');
    expect(screen.getByRole('progressbar', { name: 'Tour progress' })).toHaveAttribute(
      'aria-valuenow',
      '11',
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    const seen = [where()];
    for (let step = 2; step <= 9; step += 1) {
      next();
      await advance(0);
      expect(screen.getByRole('dialog')).toHaveTextContent(`Step ${step} of 9`);
      seen.push(where());
    }
    expect(seen).toEqual([
      '/',
      '/dashboard',
      '/tracking',
      '/medications',
      '/community',
      '/memory-support',
      '/care-plans',
      '/account',
      '/',
    ]);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Complete Tour' }));
    await advance(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts).toEqual(['/api/user/complete-onboarding']);
    expect(
      screen.getByText(
        'Welcome to Kinwell! Onboarding completed. Start providing better care today!',
      ),
    ).toBeInTheDocument();
  });

  it('stays closed for someone who finished or skipped it', async () => {
    status = { completed: false, skipped: true };
    renderTour();
    await advance(5000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('skips from the button or the close icon with the toast; Escape only hides', async () => {
    renderTour();
    await advance(1500);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await advance(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Take the tour again' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close tour' }));
    await advance(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts).toEqual(['/api/user/skip-onboarding']);
    expect(screen.getByText('Onboarding Skipped')).toBeInTheDocument();
    expect(
      screen.getByText('You can always access the tour later from your account settings.'),
    ).toBeInTheDocument();
  });

  it('closes even when saving fails, and logs the error', async () => {
    failPosts = true;
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderTour();
    await advance(1500);
    fireEvent.click(screen.getByRole('button', { name: 'Skip Tour' }));
    await advance(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(consoleError).toHaveBeenCalled();
    expect(screen.queryByText('Onboarding Skipped')).toBeNull();
  });

  it('walks a family member through their own eight screens', async () => {
    renderTour('family');
    await advance(1500);
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
    const seen = [where()];
    for (let step = 2; step <= 8; step += 1) {
      next();
      await advance(0);
      seen.push(where());
    }
    expect(screen.getByRole('button', { name: 'Complete Tour' })).toBeInTheDocument();
    expect(seen).toEqual([
      '/',
      '/memory-support',
      '/medications',
      '/tasks',
      '/community',
      '/care-plans',
      '/account',
      '/',
    ]);
  });
});
