import { PRICE_PER_YEAR_USD, TRIAL_DAYS } from '../../shared/product';

/** "about $179" */
export const PRICE_YEAR_TEXT = `about $${PRICE_PER_YEAR_USD}`;
export const TRIAL_TEXT = `${TRIAL_DAYS}-day free trial`;

export interface PlanGroup {
  title: string;
  items: readonly string[];
}

/** Everything one family's subscription includes (seed spec §1). */
export const PLAN_INCLUDES: readonly PlanGroup[] = [
  {
    title: 'Medications and appointments',
    items: [
      'Medication tracking, with a reminder 15 minutes before each dose',
      'Dose logging with notes and photo verification',
      'An alert to the family when a dose is missed',
      'Appointment scheduling for the whole family to see',
    ],
  },
  {
    title: 'Family coordination',
    items: [
      'A family task hub, so everyone knows who is doing what',
      'Care plans, with templates for the early, middle and late stages',
      'Roles: a primary caregiver has full access, family members help with memories and updates',
    ],
  },
  {
    title: 'Safety',
    items: [
      'Emergency contacts and crisis alerts to everyone in your care circle',
      'Location sharing when you send an alert',
      'A medical emergency profile with the facts first responders need',
    ],
  },
  {
    title: 'Memory support',
    items: [
      'Photos and voice recordings with names and stories',
      'Memory triggers, memory books, and music by era and mood',
      'Four calm memory games: photo matching, word recall, sequence memory and picture naming',
    ],
  },
  {
    title: 'Support for you',
    items: [
      'A moderated community with support groups and expert Q&A',
      'A Wellness Center for the caregiver',
      'The Kinwell Assistant, day and night, with hand-over to a human care specialist',
    ],
  },
];
