/**
 * What screens need of crisis alerts without the schemas in `crisis.ts`, which re-exports all of it:
 * a screen a visit starts on must not load zod (client/app/first-screen-code.test.ts).
 */

export const CRISIS_TYPES = ['fall', 'wandering', 'medical', 'behaviour', 'other'] as const;

export type CrisisType = (typeof CRISIS_TYPES)[number];

export const CRISIS_TYPE_LABELS: Record<CrisisType, string> = {
  fall: 'A fall',
  wandering: 'Wandering or missing',
  medical: 'Medical',
  behaviour: 'Behaviour',
  other: 'Something else',
};

export const CRISIS_ANSWERS = ['on_my_way', 'calling'] as const;

export type CrisisAnswer = (typeof CRISIS_ANSWERS)[number];

export const CRISIS_ANSWER_LABELS: Record<CrisisAnswer, string> = {
  on_my_way: 'I’m on my way',
  calling: 'I’m calling',
};

export const CRISIS_NOTE_MAX = 500;

/** Live event on /api/events when an alert is sent, answered or closed. */
export const CRISIS_EVENT = 'crisis.changed';

export const crisisTitle = (type: CrisisType | null | undefined) =>
  type ? `Crisis alert: ${CRISIS_TYPE_LABELS[type].toLowerCase()}` : 'Crisis alert';
