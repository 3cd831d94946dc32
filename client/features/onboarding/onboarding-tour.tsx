import * as Dialog from '@radix-ui/react-dialog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { User } from '../../../shared/auth';
import { ONBOARDING_OPEN_DELAY_MS } from '../../../shared/onboarding-basics';
import { Button, buttonClass } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { cn } from '../../lib/cn';
import { useAppConfig } from '../auth/auth.queries';
import {
  onboardingStatusQuery,
  saveTourOutcome,
  statusAfter,
  type TourOutcome,
} from './onboarding.queries';
import { tourStepsFor } from './tour-steps';
import { tourProgress } from './tour.logic';
import { goToStep, hideTour, startTour, useTourState } from './tour-store';

/**
 * The onboarding tour of spec §4: opens 1.5 s after sign-in for someone who has neither finished
 * nor skipped it, and walks its steps (the spec's nine for a caregiver, a family member's own),
 * opening each step's screen behind the dialog.
 */
export function OnboardingTour({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Read by the step effect below without making every navigation re-run it.
  const pathnameRef = useRef(pathname);
  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);
  const { productName } = useAppConfig();
  const statusQuery = onboardingStatusQuery(user.id);
  const { data: status } = useQuery(statusQuery);
  const { isOpen, stepIndex } = useTourState();
  const nextRef = useRef<HTMLButtonElement>(null);

  const isDue = status !== undefined && !status.completed && !status.skipped;
  useEffect(() => {
    if (!isDue) return;
    const timer = setTimeout(startTour, ONBOARDING_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isDue]);

  const steps = tourStepsFor(user.role);
  const total = steps.length;
  const step = steps[Math.min(stepIndex, total - 1)] ?? steps[0];
  const route = step?.route;

  // Each step shows its screen.
  useEffect(() => {
    if (!isOpen || route === undefined || pathnameRef.current === route) return;
    void navigate(route);
  }, [isOpen, route, navigate]);

  if (!step) return null;
  const isFirst = stepIndex === 0;
  const isLast = stepIndex >= total - 1;
  const progress = tourProgress(stepIndex, total);

  // The result is saved on the server; if that fails the tour still closes (spec §4).
  const finish = async (outcome: TourOutcome) => {
    hideTour();
    try {
      await saveTourOutcome(outcome);
      queryClient.setQueryData(statusQuery.queryKey, (previous) => statusAfter(outcome, previous));
      toast(
        outcome === 'complete'
          ? {
              variant: 'success',
              title: `Welcome to ${productName}! Onboarding completed. Start providing better care today!`,
            }
          : {
              title: 'Onboarding Skipped',
              description: 'You can always access the tour later from your account settings.',
            },
      );
    } catch (error) {
      console.error(`Could not save the onboarding tour (${outcome})`, error);
    }
  };

  const handlePrevious = () => {
    goToStep(stepIndex - 1);
    // Previous is disabled on step 1; keep focus on a button that still works.
    if (stepIndex - 1 === 0) nextRef.current?.focus();
  };

  return (
    <Dialog.Root
      open={isOpen}
      // Escape or a click outside only hides the tour; nothing is saved (spec §4).
      onOpenChange={(open) => {
        if (!open) hideTour();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            nextRef.current?.focus();
          }}
          className={cn(
            'bg-bg text-fg border-border fixed left-1/2 z-50 grid max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 gap-4 overflow-y-auto rounded-xl border-2 p-5 shadow-xl sm:p-6',
            'top-1/2 -translate-y-1/2',
            step.position === 'bottom' && 'md:top-auto md:bottom-6 md:translate-y-0',
          )}
        >
          <div className="flex items-center justify-between gap-3">
            <p className="text-fg-muted font-semibold">
              Step {stepIndex + 1} of {total}
            </p>
            <button
              type="button"
              aria-label="Close tour"
              onClick={() => void finish('skip')}
              className="hover:bg-muted -mr-2 inline-flex h-11 w-11 items-center justify-center rounded-md"
            >
              <X aria-hidden="true" className="h-6 w-6" />
            </button>
          </div>
          <div
            role="progressbar"
            aria-label="Tour progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-valuetext={`Step ${stepIndex + 1} of ${total}`}
            className="bg-muted border-border h-3 overflow-hidden rounded-full border"
          >
            <div className="bg-accent h-full" style={{ width: `${progress}%` }} />
          </div>
          <div aria-live="polite" className="grid gap-2">
            <Dialog.Title className="text-2xl leading-tight font-bold">{step.title}</Dialog.Title>
            <Dialog.Description className="text-lg font-semibold">
              {step.description}
            </Dialog.Description>
            <p>{step.content}</p>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Button variant="ghost" className="px-3" onClick={() => void finish('skip')}>
              Skip Tour
            </Button>
            <div className="flex flex-wrap gap-3">
              <Button variant="secondary" disabled={isFirst} onClick={handlePrevious}>
                Previous
              </Button>
              <button
                ref={nextRef}
                type="button"
                className={buttonClass('primary')}
                onClick={() => (isLast ? void finish('complete') : goToStep(stepIndex + 1))}
              >
                {isLast ? 'Complete Tour' : 'Next'}
              </button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
