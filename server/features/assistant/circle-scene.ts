import { recipientDisplayName } from '../../../shared/care-recipient';
import { formatLocalDate } from '../../../shared/local-dates';
import type { Database } from '../../db/client';
import { addDays, localDateOf } from '../../lib/local-time';
import type { DescribeAuditAction } from '../../platform/audit/audit.descriptions';
import type { CircleActor } from '../../platform/circles/circles.policy';
import { findRecipient } from '../../platform/circles/recipient';
import { listDoses } from '../medications/medications.service';
import { porterStem } from '../../platform/safety/porter-stemmer';
import type { Day } from './circle-questions';

/**
 * What every answer about the asker's own circle is told in (circle-answers.ts): the asker, the
 * recipient's name and time zone, today there, and the words dates, times and lists are said in.
 */

export interface CircleContext {
  db: Database;
  /** The signed-in member in their current circle (the circle is theirs, never chosen here). */
  actor: CircleActor;
  at: Date;
  describeAuditAction: DescribeAuditAction;
}

export interface Scene {
  context: CircleContext;
  timeZone: string;
  today: string;
  name: string;
  /** The recipient's name as typed in a question ("rosa", "rosas"): never a thing to look for. */
  nameWords: ReadonlySet<string>;
}

export const dayDate = (scene: Scene, day: Day): string =>
  addDays(scene.today, day === 'tomorrow' ? 1 : day === 'yesterday' ? -1 : 0);

/** "8:00 PM EST": a time in the recipient's zone, labelled with the zone's short name. */
export const timeIn = (instant: Date | string, timeZone: string): string =>
  new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(instant));

/** "today", "tomorrow", "yesterday" or "Tuesday, March 10, 2026" (a local date). */
export function dayName(scene: Scene, date: string): string {
  if (date === scene.today) return 'today';
  if (date === addDays(scene.today, 1)) return 'tomorrow';
  if (date === addDays(scene.today, -1)) return 'yesterday';
  return `on ${formatLocalDate(date)}`;
}

/** "today (Monday, March 2, 2026)" */
export const dayWithDate = (scene: Scene, date: string) =>
  `${dayName(scene, date)} (${formatLocalDate(date)})`.replace(/^on (.*) \(\1\)$/, 'on $1');

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export const list = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

export const stems = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length > 1)
      .map((word) => porterStem(word)),
  );
/** How many of the asked words a text names ("dentist" in "Dentist check-up"). */
export const overlap = (words: readonly string[], text: string) => {
  const named = stems(text);
  return words.filter((word) => named.has(porterStem(word))).length;
};

export async function sceneOf(context: CircleContext): Promise<Scene> {
  const recipient = await findRecipient(context.db, context.actor.circleId);
  const nameWords = (recipient.preferredName ?? '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .flatMap((word) => [word, `${word}s`]);
  return {
    context,
    timeZone: recipient.timeZone,
    today: localDateOf(context.at, recipient.timeZone),
    name: recipientDisplayName(recipient.preferredName),
    nameWords: new Set(nameWords),
  };
}

/** The recipient's doses of a local day, as the doses screen lists them. */
export const loadDoses = (scene: Scene, date: string) =>
  listDoses({
    db: scene.context.db,
    actor: scene.context.actor,
    date,
    at: scene.context.at,
  }).then((day) => day.doses);
