import { useSyncExternalStore } from 'react';

/** Whether the tour is showing and at which step; shared with "Take the tour again". */
export interface TourState {
  isOpen: boolean;
  stepIndex: number;
}

let state: TourState = { isOpen: false, stepIndex: 0 };
const listeners = new Set<() => void>();

function update(next: TourState) {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Opens the tour at step 1. */
export const startTour = () => update({ isOpen: true, stepIndex: 0 });

export const goToStep = (stepIndex: number) => update({ ...state, stepIndex });

export const hideTour = () => update({ ...state, isOpen: false });

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useTourState = (): TourState =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
