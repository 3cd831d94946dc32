import type { Role } from '../../../shared/auth';
import { PRODUCT_NAME } from '../../../shared/product';

/** Where the tour dialog sits: centred, or low on wide screens so the page above stays in view. */
export type TourPosition = 'center' | 'bottom';

/** One step of the onboarding tour (spec §3). */
export interface TourStep {
  id: string;
  title: string;
  description: string;
  route: string;
  position: TourPosition;
  /** A selector for the part of the page the step talks about, when there is one. */
  target?: string;
  content: string;
}

/** The nine steps of spec §4, in order: the primary caregiver's tour. */
export const TOUR_STEPS: readonly TourStep[] = [
  {
    id: 'welcome',
    title: `Welcome to ${PRODUCT_NAME}`,
    description: 'A two-minute tour of the screens you will use most.',
    route: '/',
    position: 'center',
    content: `${PRODUCT_NAME} keeps the care of your loved one in one place: medicines, notes for the doctor, care plans, family memories and people who understand. We will open each screen in turn. Use Next and Previous to move, or Skip Tour to explore on your own.`,
  },
  {
    id: 'dashboard',
    title: 'Your dashboard',
    description: 'Today at a glance, and the way to everything else.',
    route: '/dashboard',
    position: 'bottom',
    content: `The dashboard shows what needs doing today and links to every part of ${PRODUCT_NAME}. It is a good place to start each morning.`,
  },
  {
    id: 'tracking',
    title: 'Tracking',
    description: 'Short notes that make doctor visits easier.',
    route: '/tracking',
    position: 'bottom',
    content:
      'Write down sleep, mood, meals, falls and changes in behaviour when they happen. A few words a day are enough to spot patterns and to answer the doctor’s questions with confidence.',
  },
  {
    id: 'medications',
    title: 'Medications',
    description: 'Every medicine, every dose, in one list.',
    route: '/medications',
    position: 'bottom',
    content: `Medicines are kept on the Medications screen. List each medicine with its dose and times, so that whoever is helping today gives the right thing at the right time. ${PRODUCT_NAME} reminds you 15 minutes before each dose, lets you log a dose with a photo and a note, and lets the family know when a dose is missed.`,
  },
  {
    id: 'community',
    title: 'Community',
    description: 'Other families who know what this is like.',
    route: '/community',
    position: 'bottom',
    content:
      'Moderated support groups and questions answered by experts. Ask something, share what worked for you, or simply read — many caregivers say this is where they feel less alone.',
  },
  {
    id: 'memory-support',
    title: 'Memory Support',
    description: 'Photos, voices and music that bring comfort.',
    route: '/memory-support',
    position: 'bottom',
    content:
      'Add family photos with names, voice recordings and favourite songs, and note what calms or upsets your loved one. Everyone in the family can add to it, and it feeds the memory activities.',
  },
  {
    id: 'care-plans',
    title: 'Care Plans',
    description: 'Who does what, and what comes next.',
    route: '/care-plans',
    position: 'bottom',
    content:
      'Start from the template for your stage: keep what fits, choose who does each item, and each one becomes a task in the family hub. Everyone in the family can read the plan and sees the tasks that are theirs.',
  },
  {
    id: 'family-access',
    title: 'Family access',
    description: 'Share the care with the people who love them too.',
    route: '/account',
    position: 'bottom',
    content: `Brothers, sisters and grandchildren join by an invitation you send from Family administration, as Family Members. They can upload photos and recordings, edit memory triggers and see care updates; you keep the full dashboard. Your account settings, including larger text, are on this page.`,
  },
  {
    id: 'complete',
    title: 'You are all set',
    description: 'Help is always close by.',
    route: '/',
    position: 'center',
    content: `The ${PRODUCT_NAME} Assistant in the bottom corner answers questions at any hour and can put you in touch with a care specialist. The Emergency button at the top is always there. You can take this tour again from your account settings.`,
  },
];

const caregiverStep = (id: string): TourStep => {
  const step = TOUR_STEPS.find((candidate) => candidate.id === id);
  if (!step) throw new Error(`No tour step ${id}`);
  return step;
};

/**
 * A family member's tour: only screens they can open, in their own words (no dashboard, no
 * tracking, no invitations to send). Where the caregiver's step already fits, it is the same.
 */
export const FAMILY_TOUR_STEPS: readonly TourStep[] = [
  {
    id: 'welcome',
    title: `Welcome to ${PRODUCT_NAME}`,
    description: 'A short tour of what you can do here.',
    route: '/',
    position: 'center',
    content: `${PRODUCT_NAME} keeps the care of your loved one in one place. As a family member you can add photos, recordings and what comforts them, log a dose when you are the one helping, take on tasks and stay up to date. We will open each screen in turn. Use Next and Previous to move, or Skip Tour to explore on your own.`,
  },
  caregiverStep('memory-support'),
  {
    id: 'medications',
    title: 'Medications',
    description: 'Every medicine, every dose, in one list.',
    route: '/medications',
    position: 'bottom',
    content:
      'The primary caregiver keeps the list of medicines, with each dose and its times. When you are the one helping, log the dose here, with a photo and a note if you like, so everyone knows it was given.',
  },
  {
    id: 'tasks',
    title: 'Tasks',
    description: 'Who is doing what, in one place.',
    route: '/tasks',
    position: 'bottom',
    content:
      'Tasks from the care plan and the family land here. Take one on with “I’ll do it”, and mark it done when it is: the whole family sees it at once.',
  },
  caregiverStep('community'),
  {
    id: 'care-plans',
    title: 'Care Plans',
    description: 'What the family agreed for this stage.',
    route: '/care-plans',
    position: 'bottom',
    content:
      'The primary caregiver makes the plan from the template for your loved one’s stage. Read what comes next; the items given to you are on your task list.',
  },
  {
    id: 'your-account',
    title: 'Your account',
    description: 'Settings that make Kinwell easier for you.',
    route: '/account',
    position: 'bottom',
    content:
      'Large text, high contrast and which updates reach you by email are on this page. New family members are invited by the primary caregiver.',
  },
  caregiverStep('complete'),
];

/** The tour this person takes: the spec's nine steps for a caregiver, their own for family. */
export const tourStepsFor = (role: Role): readonly TourStep[] =>
  role === 'family' ? FAMILY_TOUR_STEPS : TOUR_STEPS;
