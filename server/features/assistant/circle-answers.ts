import { APPOINTMENT_TYPE_LABELS, type Appointment } from '../../../shared/appointments';
import { recipientDisplayName } from '../../../shared/care-recipient';
import { formatLocalDate } from '../../../shared/local-dates';
import {
  type DoseEvent,
  formatDose,
  type Schedule,
  WEEKDAY_LABELS,
} from '../../../shared/medications';
import { can, type CircleRight } from '../../../shared/permissions';
import type { Task } from '../../../shared/tasks';
import { TRACKING_MEASURES } from '../../../shared/tracking';
import type {
  AssistantProvider,
  AssistantReply,
  AssistantTopic,
} from '../../adapters/assistant-provider';
import type { Database } from '../../db/client';
import { addDays, localDateOf, localToInstant, startOfLocalDay } from '../../lib/local-time';
import type { DescribeAuditAction } from '../../platform/audit/audit.descriptions';
import { type CircleActor, NO_CIRCLE_MESSAGE } from '../../platform/circles/circles.policy';
import { findRecipient } from '../../platform/circles/recipient';
import { listAppointments } from '../appointments/appointments.service';
import { changesSince } from '../dashboard/dashboard.service';
import { listDoses, listMedications } from '../medications/medications.service';
import { listTasks } from '../tasks/tasks.service';
import { trackingOverview } from '../tracking/tracking.service';
import {
  type AppointmentRange,
  type ChangesRange,
  type CircleQuestion,
  type Day,
  type PartOfDay,
  recogniseCircleQuestionInConversation,
} from './circle-questions';
import { porterStem } from '../../platform/safety/porter-stemmer';

/**
 * Answers about the asker's own care circle, read through each feature's own service with the
 * same rights as its screen (decision 030). Everything is scoped to the asker's current circle:
 * no id or name from the message is ever looked up, so another circle is out of reach.
 */

export interface CircleContext {
  db: Database;
  /** The signed-in member in their current circle (the circle is theirs, never chosen here). */
  actor: CircleActor;
  at: Date;
  describeAuditAction: DescribeAuditAction;
}

/** Topics of general care advice, which never answer a question about the asker's own family. */
export const GUIDE_TOPICS: ReadonlySet<AssistantTopic> = new Set([
  'dementia',
  'care_planning',
  'costs',
  'wellbeing',
]);

export const SIGN_IN_FOR_CIRCLE_ANSWERS =
  "Sign in and I can tell you about your own family's medicines, appointments and tasks. Sign in at /login.";

/** What each kind of question needs, and who can see it when the asker cannot. */
const RIGHT_FOR: Record<CircleQuestion['kind'], CircleRight> = {
  medicines: 'care.view',
  'next-dose': 'care.view',
  'doses-given': 'care.view',
  'doses-day': 'care.view',
  appointments: 'appointments.view',
  'day-plan': 'appointments.view',
  who: 'appointments.view',
  tasks: 'tasks.view',
  changes: 'dashboard.view',
  tracking: 'tracking.view',
};

const NOT_YOURS: Partial<Record<CircleQuestion['kind'], string>> = {
  tracking:
    'Tracked observations such as mood, sleep and falls are for the caregivers in your circle, so I cannot show them to you. A caregiver can see them and tell you how things are going.',
};
const NOT_YOURS_DEFAULT =
  'That is something the caregivers in your circle can see, so I cannot show it to you. Ask a caregiver in your circle.';

interface Scene {
  context: CircleContext;
  timeZone: string;
  today: string;
  name: string;
  /** The recipient's name as typed in a question ("rosa", "rosas"): never a thing to look for. */
  nameWords: ReadonlySet<string>;
}

const dayDate = (scene: Scene, day: Day): string =>
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
function dayName(scene: Scene, date: string): string {
  if (date === scene.today) return 'today';
  if (date === addDays(scene.today, 1)) return 'tomorrow';
  if (date === addDays(scene.today, -1)) return 'yesterday';
  return `on ${formatLocalDate(date)}`;
}

/** "today (Monday, March 2, 2026)" */
const dayWithDate = (scene: Scene, date: string) =>
  `${dayName(scene, date)} (${formatLocalDate(date)})`.replace(/^on (.*) \(\1\)$/, 'on $1');

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const list = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const stems = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length > 1)
      .map((word) => porterStem(word)),
  );
/** How many of the asked words a text names ("dentist" in "Dentist check-up"). */
const overlap = (words: readonly string[], text: string) => {
  const named = stems(text);
  return words.filter((word) => named.has(porterStem(word))).length;
};

// Doses ------------------------------------------------------------------------------------------

const loadDoses = (scene: Scene, date: string) =>
  listDoses({
    db: scene.context.db,
    actor: scene.context.actor,
    date,
    at: scene.context.at,
  }).then((day) => day.doses);

function doseStatus(scene: Scene, dose: DoseEvent): string {
  switch (dose.status) {
    case 'taken':
      return `given${dose.loggedBy ? ` by ${dose.loggedBy}` : ''}${dose.takenAt ? ` at ${timeIn(dose.takenAt, scene.timeZone)}` : ''}`;
    case 'skipped':
      return `skipped${dose.loggedBy ? ` by ${dose.loggedBy}` : ''}${dose.skipReason ? ` (${dose.skipReason})` : ''}`;
    case 'missed':
      return 'missed: nobody logged it';
    case 'pending':
      return new Date(dose.scheduledAt) <= scene.context.at ? 'not logged yet' : 'not due yet';
  }
}

const PARTS: Record<PartOfDay, { label: string; from: string; to: string }> = {
  morning: { label: 'morning', from: '00:00', to: '12:00' },
  afternoon: { label: 'afternoon', from: '12:00', to: '17:00' },
  evening: { label: 'evening', from: '17:00', to: '24:00' },
};

const matchingMedicine = (doses: DoseEvent[], words: readonly string[]) => {
  const named = doses.filter((dose) => overlap(words, dose.medicationName) > 0);
  return named.length > 0 ? named : doses;
};

async function nextDose(scene: Scene, words: readonly string[]): Promise<string> {
  const { at } = scene.context;
  for (const date of [scene.today, addDays(scene.today, 1)]) {
    const planned = matchingMedicine(
      (await loadDoses(scene, date)).filter((dose) => !dose.isAsNeeded),
      words,
    );
    const next = planned.find(
      (dose) => dose.status === 'pending' && new Date(dose.scheduledAt) > at,
    );
    if (!next) continue;
    const together = planned.filter(
      (dose) => dose.status === 'pending' && dose.scheduledAt === next.scheduledAt,
    );
    const overdue = planned.filter(
      (dose) => dose.status === 'pending' && new Date(dose.scheduledAt) <= at,
    );
    const names = list(together.map((dose) => dose.medicationName));
    const late =
      overdue.length > 0
        ? ` Not logged yet: ${list(overdue.map((dose) => `${dose.medicationName} at ${timeIn(dose.scheduledAt, scene.timeZone)}`))}.`
        : '';
    return `${scene.name}'s next ${together.length > 1 ? 'doses are' : 'dose is'} ${names} at ${timeIn(next.scheduledAt, scene.timeZone)} ${dayName(scene, next.localDate)}.${late}`;
  }
  return `No doses are planned for ${scene.name} today or tomorrow.`;
}

async function dosesOfDay(
  scene: Scene,
  day: Day,
  part: PartOfDay | null,
  words: readonly string[],
) {
  const date = dayDate(scene, day);
  let doses = matchingMedicine(await loadDoses(scene, date), words).filter(
    (dose) => !dose.isAsNeeded || dose.status !== 'pending',
  );
  if (part) {
    const { from, to } = PARTS[part];
    doses = doses.filter((dose) => dose.localTime >= from && dose.localTime < to);
  }
  const when = `${part ? `${dayName(scene, date) === 'today' ? 'this' : dayName(scene, date)} ${PARTS[part].label}` : dayWithDate(scene, date)}`;
  if (doses.length === 0) return `No doses are planned for ${scene.name} ${when}.`;
  const lines = doses.map(
    (dose) =>
      `${dose.medicationName} at ${timeIn(dose.scheduledAt, scene.timeZone)}: ${doseStatus(scene, dose)}`,
  );
  return `${capitalise(`${scene.name}'s doses ${when}`)}: ${lines.join('; ')}.`;
}

// The medicine list, from the schedules -------------------------------------------------------

/** A schedule's time of day ("08:00") as the other answers show times: "8:00 AM CST". */
const scheduledTime = (scene: Scene, time: string) =>
  timeIn(localToInstant(scene.today, time, scene.timeZone), scene.timeZone);

/** On which days, when not every day: " on Mon, Wed and Fri", " every 2 days". */
function whichDays(schedule: Schedule): string {
  if (schedule.type === 'interval') return ` every ${schedule.everyDays} days`;
  if (schedule.type === 'daily' && schedule.weekdays.length < 7)
    return ` on ${list([...schedule.weekdays].sort().map((day) => WEEKDAY_LABELS[day - 1] ?? ''))}`;
  return '';
}

/**
 * Every medicine the recipient takes now, read from the medicines and their schedules (the
 * medicines screen's own list), so the answer is the same at any hour of the day: the times
 * of the part of the day asked about, or all of them, and the as-needed ones as such.
 */
async function medicineList(
  scene: Scene,
  part: PartOfDay | null,
  words: readonly string[],
): Promise<string> {
  const { db, actor, at } = scene.context;
  const rows = await listMedications({ db, actor, at });
  // As on the emergency sheet: paused, stopped and ended medicines are not taken now.
  const current = rows.filter(
    (row) => row.status === 'active' && (row.endDate === null || row.endDate >= scene.today),
  );
  const named = current.filter((row) => overlap(words, row.name) > 0);
  const shown = named.length > 0 ? named : current;
  const paused = rows.filter((row) => row.status === 'paused').map((row) => row.name);
  const pausedNote =
    paused.length > 0 && named.length === 0 ? ` Paused for now: ${list(paused)}.` : '';
  const link = ' See /medications';
  if (shown.length === 0) return `No medicines are listed for ${scene.name}.${pausedNote}${link}`;

  const from = (row: (typeof rows)[number]) =>
    row.startDate > scene.today
      ? ` (starting ${dayName(scene, row.startDate).replace(/^on /, '')})`
      : '';
  const timesOf = (schedule: Schedule) => {
    if (schedule.type === 'asNeeded') return [];
    const times = [...schedule.times].sort();
    if (!part) return times;
    const { from: start, to } = PARTS[part];
    return times.filter((time) => time >= start && time < to);
  };
  const scheduled = shown
    .map((row) => ({ row, times: timesOf(row.schedule) }))
    .filter(({ times }) => times.length > 0)
    .sort(
      (a, b) =>
        (a.times[0] ?? '').localeCompare(b.times[0] ?? '') || a.row.name.localeCompare(b.row.name),
    );
  const asNeeded = shown.filter((row) => row.schedule.type === 'asNeeded');
  // As the family recorded it: "Donepezil 10 mg, 1 tablet".
  const recordedDose = (row: (typeof rows)[number]) =>
    `${row.name}${row.strength ? ` ${row.strength}` : ''}, ${formatDose(row.doseAmount, row.doseUnit)}`;
  const scheduledLines = scheduled.map(
    ({ row, times }) =>
      `${recordedDose(row)} at ${list(times.map((time) => scheduledTime(scene, time)))}${whichDays(row.schedule)}${from(row)}`,
  );
  const asNeededLines = asNeeded.map((row) => `${recordedDose(row)}${from(row)}`);
  const asNeededText = asNeededLines.length > 0 ? ` As needed: ${list(asNeededLines)}.` : '';

  if (part) {
    const label = part === 'afternoon' ? 'in the afternoon' : `in the ${PARTS[part].label}`;
    if (scheduledLines.length === 0)
      return `No medicines are scheduled for ${scene.name} ${label}.${asNeededText}${link}`;
    return `${capitalise(label)} ${scene.name} takes: ${scheduledLines.join('; ')}.${asNeededText}${link}`;
  }
  const count = shown.length;
  const heading =
    named.length > 0
      ? `${scene.name} takes`
      : `${scene.name} takes ${count} ${count === 1 ? 'medicine' : 'medicines'}`;
  const scheduledText = scheduledLines.length > 0 ? `: ${scheduledLines.join('; ')}.` : ':';
  return `${heading}${scheduledText}${asNeededText}${pausedNote}${link}`;
}

// Appointments and tasks ---------------------------------------------------------------------------

async function loadAppointments(scene: Scene, from: string, to?: string) {
  const rows = await listAppointments({
    db: scene.context.db,
    actor: scene.context.actor,
    from,
    to,
    at: scene.context.at,
  });
  return rows.filter((row) => row.status === 'scheduled');
}

const appointmentText = (text: Appointment) =>
  `${text.title} ${APPOINTMENT_TYPE_LABELS[text.type]} ${text.provider ?? ''} ${text.location ?? ''}`;

function describeAppointment(scene: Scene, appointment: Appointment, withDay: boolean): string {
  const when = `${withDay ? `${dayName(scene, appointment.date)} ` : ''}at ${timeIn(appointment.startsAt, scene.timeZone)}`;
  const where = appointment.provider ? ` with ${appointment.provider}` : '';
  const who = appointment.assignee
    ? `${appointment.assignee.name} is taking ${scene.name}`
    : `nobody is down to take ${scene.name} yet`;
  return `${appointment.title} ${when}${where}; ${who}. See /appointments/${appointment.id}`;
}

async function appointmentsIn(
  scene: Scene,
  range: AppointmentRange,
  words: readonly string[],
): Promise<string> {
  const { at } = scene.context;
  if (range === 'next') {
    const upcoming = (await loadAppointments(scene, scene.today)).filter(
      (row) => new Date(row.endsAt) > at,
    );
    const named = upcoming.filter((row) => overlap(words, appointmentText(row)) > 0);
    const next = (named.length > 0 ? named : upcoming)[0];
    if (!next) return `No appointments are coming up for ${scene.name}. See /appointments`;
    return `${named.length === 0 && words.length > 0 ? `I found no upcoming appointment about ${words.join(' ')}. ` : ''}The next appointment: ${describeAppointment(scene, next, true)}`;
  }
  const from = range === 'tomorrow' ? addDays(scene.today, 1) : scene.today;
  const to = range === 'week' ? addDays(scene.today, 6) : from;
  const rows = await loadAppointments(scene, from, to);
  const named = rows.filter((row) => overlap(words, appointmentText(row)) > 0);
  const shown = named.length > 0 ? named : rows;
  const label =
    range === 'week' ? 'in the next 7 days' : dayWithDate(scene, from).replace(/^on /, 'on ');
  if (shown.length === 0) return `No appointments ${label}. See /appointments`;
  return `${capitalise(label)}: ${shown.map((row) => describeAppointment(scene, row, range === 'week')).join(' ')}`;
}

const loadOpenTasks = (scene: Scene) =>
  listTasks({ db: scene.context.db, actor: scene.context.actor, view: 'open' });

const describeTask = (scene: Scene, task: Task) =>
  `${task.title}${task.dueDate ? ` (due ${dayName(scene, task.dueDate).replace(/^on /, '')})` : ''}${task.assignee ? `, ${task.isMine ? 'yours' : `with ${task.assignee.name}`}` : ', not taken yet'}`;

async function openTasks(scene: Scene, mine: boolean): Promise<string> {
  const open = await loadOpenTasks(scene);
  const shown = mine ? open.filter((task) => task.isMine) : open;
  if (shown.length === 0)
    return `${mine ? 'You have no open tasks.' : 'There are no open tasks.'} See /tasks`;
  const heading = mine
    ? `You have ${shown.length} open ${shown.length === 1 ? 'task' : 'tasks'}`
    : `There ${shown.length === 1 ? 'is 1 open task' : `are ${shown.length} open tasks`}`;
  const listed = shown.slice(0, 8).map((task) => describeTask(scene, task));
  const more = shown.length > listed.length ? ` and ${shown.length - listed.length} more` : '';
  return `${heading}: ${listed.join('; ')}${more}. See /tasks`;
}

async function dayPlan(scene: Scene, day: 'today' | 'tomorrow'): Promise<string> {
  const date = dayDate(scene, day);
  const [appointments, tasks] = await Promise.all([
    loadAppointments(scene, date, date),
    can(scene.context.actor.role, 'tasks.view') ? loadOpenTasks(scene) : Promise.resolve([]),
  ]);
  const due = tasks.filter((task) => task.dueDate === date);
  const label = capitalise(dayWithDate(scene, date));
  if (appointments.length === 0 && due.length === 0)
    return `Nothing is planned ${dayWithDate(scene, date)}: no appointments and no tasks due. See /appointments`;
  const parts: string[] = [];
  parts.push(
    appointments.length === 0
      ? 'No appointments.'
      : `${appointments.length === 1 ? 'Appointment' : 'Appointments'}: ${appointments.map((row) => describeAppointment(scene, row, false)).join(' ')}`,
  );
  if (due.length > 0)
    parts.push(
      `Tasks due: ${due.map((task) => describeTask(scene, task).replace(/ \(due [^)]*\)/, '')).join('; ')}. See /tasks`,
    );
  return `${label}. ${parts.join(' ')}`;
}

async function whoIsTaking(scene: Scene, words: readonly string[]): Promise<string> {
  const { at, actor } = scene.context;
  const [appointments, tasks] = await Promise.all([
    loadAppointments(scene, scene.today).then((rows) =>
      rows.filter((row) => new Date(row.endsAt) > at),
    ),
    can(actor.role, 'tasks.view') ? loadOpenTasks(scene) : Promise.resolve([]),
  ]);
  const bestAppointment = appointments
    .map((row) => ({ row, score: overlap(words, appointmentText(row)) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)[0];
  const bestTask = tasks
    .map((task) => ({ task, score: overlap(words, task.title) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)[0];
  if (bestTask && (!bestAppointment || bestTask.score > bestAppointment.score)) {
    const { task } = bestTask;
    const who = task.assignee
      ? `${task.isMine ? 'You are' : `${task.assignee.name} is`} doing "${task.title}"`
      : `Nobody has taken "${task.title}" yet`;
    return `${who}${task.dueDate ? `, due ${dayName(scene, task.dueDate).replace(/^on /, '')}` : ''}. See /tasks/${task.id}`;
  }
  const appointment = bestAppointment?.row ?? (words.length === 0 ? appointments[0] : undefined);
  if (!appointment)
    return words.length > 0
      ? `I could not find an upcoming appointment or open task about ${words.join(' ')}. See /appointments and /tasks`
      : `No appointments are coming up for ${scene.name}. See /appointments`;
  const when = `${dayName(scene, appointment.date)} at ${timeIn(appointment.startsAt, scene.timeZone)}`;
  const who = appointment.assignee
    ? `${appointment.assignee.userId === actor.user.id ? 'You are' : `${appointment.assignee.name} is`} taking ${scene.name} to ${appointment.title} ${when}.`
    : `Nobody is down to take ${scene.name} to ${appointment.title} ${when} yet.`;
  return `${who} See /appointments/${appointment.id}`;
}

// What changed and tracking -----------------------------------------------------------------------

const changesScreen = (scene: Scene) =>
  can(scene.context.actor.role, 'tracking.view') ? '/dashboard' : '/memory-support';

const byWhom = (item: { isMine: boolean; actorName: string | null }) =>
  item.isMine ? 'you' : (item.actorName ?? 'Kinwell');

async function changesToday(scene: Scene): Promise<string> {
  const { db, actor, describeAuditAction } = scene.context;
  const changes = await changesSince({
    db,
    actor,
    since: startOfLocalDay(scene.today, scene.timeZone),
    describeAuditAction,
    limit: 8,
  });
  const screen = changesScreen(scene);
  if (changes.count === 0) return `Nothing has changed in the circle today yet. See ${screen}`;
  const lines = changes.items.map(
    (item) =>
      `${item.isMine ? 'You' : (item.actorName ?? 'Kinwell')}: ${item.description.charAt(0).toLowerCase()}${item.description.slice(1)} at ${timeIn(item.at, scene.timeZone)}`,
  );
  const more = changes.count > lines.length ? ` (${changes.count} changes in all)` : '';
  return `Today so far${more}: ${lines.join('; ')}. See ${screen}`;
}

/** A medicine's changed fields, as the audit names them, in plain words. */
const MEDICINE_FIELDS: Readonly<Record<string, string>> = {
  name: 'name',
  strength: 'strength',
  form: 'form',
  doseAmount: 'dose',
  doseUnit: 'dose',
  instructions: 'instructions',
  schedule: 'times',
  startDate: 'dates',
  endDate: 'dates',
  purpose: 'purpose',
  prescriber: 'prescriber',
  pharmacy: 'pharmacy',
};
const MEDICINE_VERBS: Readonly<Record<string, string>> = {
  'medication.added': 'added',
  'medication.changed': 'changed',
  'medication.paused': 'paused',
  'medication.resumed': 'resumed',
  'medication.stopped': 'stopped',
};
const APPOINTMENT_VERBS: Readonly<Record<string, string>> = {
  'appointment.created': 'added',
  'appointment.updated': 'changed',
  'appointment.cancelled': 'cancelled',
  'appointment.restored': 'brought back',
};

const idOf = (subject: string | null, kind: string) =>
  subject?.startsWith(`${kind}:`) ? subject.slice(kind.length + 1) : null;

/**
 * The last 7 days: medicines added, changed, paused or stopped and appointments added, moved or
 * cancelled (from the circle's audit log, named from the circle's own medicines and
 * appointments), then doses skipped or missed and, for caregivers, what was tracked. Each part
 * only when the asker may see that feature.
 */
async function changesThisWeek(scene: Scene): Promise<string> {
  const { db, actor, at, describeAuditAction } = scene.context;
  const firstDay = addDays(scene.today, -6);
  const changes = await changesSince({
    db,
    actor,
    since: startOfLocalDay(firstDay, scene.timeZone),
    describeAuditAction,
    limit: 500,
  });
  const when = (instant: Date) =>
    `${dayName(scene, localDateOf(instant, scene.timeZone)).replace(/^on (\w+),.*$/, '$1')}`;
  const parts: string[] = [];
  const told = new Set<(typeof changes.items)[number]>();

  if (can(actor.role, 'care.view')) {
    const medicines = new Map(
      (await listMedications({ db, actor, at })).map((row) => [row.id, row] as const),
    );
    const lines = changes.items
      .filter((item) => MEDICINE_VERBS[item.action])
      .reverse()
      .flatMap((item) => {
        const row = medicines.get(idOf(item.subject, 'medication') ?? '');
        if (!row) return [];
        told.add(item);
        const fields = [
          ...new Set(
            (item.detail ?? '')
              .split(', ')
              .map((field) => MEDICINE_FIELDS[field])
              .filter((field): field is string => field !== undefined),
          ),
        ];
        const what =
          fields.length > 0 && item.action === 'medication.changed' ? ` (${list(fields)})` : '';
        return [
          `${row.name} ${MEDICINE_VERBS[item.action]}${what} ${when(item.at)} by ${byWhom(item)}`,
        ];
      });
    if (lines.length > 0) parts.push(`Medicines: ${lines.join('; ')}.`);
  }

  if (can(actor.role, 'appointments.view')) {
    const appointments = new Map(
      (await listAppointments({ db, actor, from: addDays(firstDay, -30), at })).map(
        (row) => [row.id, row] as const,
      ),
    );
    const lines = changes.items
      .filter((item) => APPOINTMENT_VERBS[item.action])
      .reverse()
      .flatMap((item) => {
        const row = appointments.get(idOf(item.subject, 'appointment') ?? '');
        if (!row) return [];
        told.add(item);
        const moved =
          item.action === 'appointment.updated' && (item.detail ?? '').split(', ').includes('time');
        const verb = moved ? 'moved' : APPOINTMENT_VERBS[item.action];
        const slot = `${dayName(scene, row.date).replace(/^on /, '')} at ${timeIn(row.startsAt, scene.timeZone)}`;
        const now = item.action === 'appointment.created' ? `, for ${slot}` : `, now ${slot}`;
        return [
          `${row.title} ${verb} ${when(item.at)} by ${byWhom(item)}${row.status === 'scheduled' ? now : ''}`,
        ];
      });
    if (lines.length > 0) parts.push(`Appointments: ${lines.join('; ')}.`);
  }

  if (can(actor.role, 'care.view')) {
    const days = Array.from({ length: 7 }, (_, index) => addDays(firstDay, index));
    const doses = (await Promise.all(days.map((date) => loadDoses(scene, date)))).flat();
    const skipped = doses.filter((dose) => dose.status === 'skipped');
    const missed = doses.filter((dose) => dose.status === 'missed');
    const lines = skipped
      .slice(0, 6)
      .map(
        (dose) =>
          `${dose.medicationName} ${dayName(scene, dose.localDate).replace(/^on (\w+),.*$/, '$1')} at ${timeIn(dose.scheduledAt, scene.timeZone)} skipped${dose.skipReason ? ` (${dose.skipReason})` : ''}`,
      );
    if (skipped.length > lines.length) lines.push(`${skipped.length - lines.length} more skipped`);
    // Missed doses are counted per medicine: a week of them one by one would drown the answer.
    const missedBy = new Map<string, number>();
    for (const dose of missed)
      missedBy.set(dose.medicationName, (missedBy.get(dose.medicationName) ?? 0) + 1);
    if (missed.length > 0)
      lines.push(
        `${missed.length} missed with nobody logging them (${[...missedBy]
          .map(([name, count]) => `${name} ${count} ${count === 1 ? 'time' : 'times'}`)
          .join(', ')})`,
      );
    if (lines.length > 0) parts.push(`Doses not taken: ${lines.join('; ')}.`);
  }

  if (can(actor.role, 'tracking.view')) {
    const overview = await trackingOverview({ db, actor, days: 7, at });
    if (overview.entries.length > 0)
      parts.push(
        `Tracked: ${overview.entries
          .slice(0, 6)
          .map(
            (entry) =>
              `${TRACKING_MEASURES[entry.kind].label} ${when(new Date(entry.recordedAt))}${entry.loggedBy ? ` (${entry.loggedBy})` : ''}`,
          )
          .join(
            '; ',
          )}${overview.entries.length > 6 ? ` and ${overview.entries.length - 6} more` : ''}.`,
      );
  }

  const others = changes.count - told.size;
  if (others > 0)
    parts.push(
      `${parts.length > 0 ? 'And' : 'There were'} ${others} other ${others === 1 ? 'update' : 'updates'} in the circle.`,
    );
  const screen = changesScreen(scene);
  if (parts.length === 0)
    return `Nothing has changed in the circle in the last 7 days. See ${screen}`;
  return `In the last 7 days (since ${formatLocalDate(firstDay)}): ${parts.join(' ')} See ${screen}`;
}

async function changesIn(scene: Scene, range: ChangesRange): Promise<string> {
  return range === 'week' ? changesThisWeek(scene) : changesToday(scene);
}

async function trackedThisWeek(scene: Scene): Promise<string> {
  const { db, actor, at } = scene.context;
  const overview = await trackingOverview({ db, actor, days: 7, at });
  if (overview.entries.length === 0)
    return `Nothing has been tracked for ${scene.name} in the last 7 days. See /tracking`;
  const shown = overview.entries.slice(0, 6).map((entry) => {
    const date = localDateOf(new Date(entry.recordedAt), scene.timeZone);
    const what = `${TRACKING_MEASURES[entry.kind].label}${entry.description ? ` (${entry.description})` : ''}`;
    return `${what} ${dayName(scene, date)} at ${timeIn(entry.recordedAt, scene.timeZone)}${entry.loggedBy ? `, logged by ${entry.loggedBy}` : ''}`;
  });
  const more =
    overview.entries.length > shown.length
      ? ` and ${overview.entries.length - shown.length} more`
      : '';
  return `Tracked in the last 7 days: ${shown.join('; ')}${more}. See /tracking`;
}

// The answerer ------------------------------------------------------------------------------------

async function sceneOf(context: CircleContext): Promise<Scene> {
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

async function answerIn(scene: Scene, asked: CircleQuestion): Promise<string> {
  if (!can(scene.context.actor.role, RIGHT_FOR[asked.kind]))
    return NOT_YOURS[asked.kind] ?? NOT_YOURS_DEFAULT;
  const question =
    'words' in asked
      ? { ...asked, words: asked.words.filter((word) => !scene.nameWords.has(word)) }
      : asked;
  switch (question.kind) {
    case 'medicines':
      return medicineList(scene, question.part, question.words);
    case 'next-dose':
      return `${await nextDose(scene, question.words)} See /medications/today`;
    case 'doses-given':
      return `${await dosesOfDay(scene, question.day, question.part, question.words)} See /medications/today`;
    case 'doses-day':
      return `${await dosesOfDay(scene, question.day, null, [])} See /medications/today`;
    case 'appointments':
      return appointmentsIn(scene, question.range, question.words);
    case 'day-plan':
      return dayPlan(scene, question.day);
    case 'who':
      return whoIsTaking(scene, question.words);
    case 'tasks':
      return openTasks(scene, question.mine);
    case 'changes':
      return changesIn(scene, question.range);
    case 'tracking':
      return trackedThisWeek(scene);
  }
}

/** The answer to a recognised question, within the asker's rights and circle. */
export async function answerCircleQuestion(
  context: CircleContext,
  question: CircleQuestion,
): Promise<string> {
  return answerIn(await sceneOf(context), question);
}

/** An answer without its "See /…" pointers to screens. */
const withoutLinks = (text: string) => text.replace(/ See \/\S+(?: and \/\S+)?/g, '');

/**
 * Plain-text facts about the asker's circle that their rights allow, for grounding a language
 * model: whose care it is and in which zone, the medicines and their times, the next doses, today's
 * and tomorrow's appointments, the open tasks and today's changes. A fact the asker may not see is left out.
 */
export async function circleFacts(context: CircleContext): Promise<string[]> {
  const scene = await sceneOf(context);
  const facts = [
    `The circle cares for ${scene.name}. Today is ${formatLocalDate(scene.today)} in ${scene.name}'s time zone (${scene.timeZone}); times are given there.`,
  ];
  const asked: CircleQuestion[] = [
    { kind: 'medicines', part: null, words: [] },
    { kind: 'next-dose', words: [] },
    { kind: 'appointments', range: 'today', words: [] },
    { kind: 'appointments', range: 'tomorrow', words: [] },
    { kind: 'tasks', mine: false },
    { kind: 'changes', range: 'today' },
  ];
  for (const question of asked) {
    if (!can(context.actor.role, RIGHT_FOR[question.kind])) continue;
    facts.push(withoutLinks(await answerIn(scene, question)));
  }
  return facts;
}

/** Who is asking: a member in their circle, a signed-in person with no circle, or nobody. */
export type Asker =
  { kind: 'member'; context: CircleContext } | { kind: 'no-circle' } | { kind: 'signed-out' };

/** Every circle answer is read from the circle's records, its dose amounts included. */
const circleReply = (response: string): AssistantReply => ({
  response,
  needsEscalation: false,
  topic: 'circle',
  recorded: [response],
});

/**
 * A provider that answers own-circle questions and hands everything else to `fallback`. The
 * route wraps it in `withSafetyRules`, so emergencies and medical questions never reach it.
 */
export function withCircleAnswers(asker: Asker, fallback: AssistantProvider): AssistantProvider {
  return {
    async reply(input) {
      const question = recogniseCircleQuestionInConversation(input.message, input.history);
      if (!question) {
        // A language model answers other questions from the circle's facts as well (decision 031).
        if (asker.kind === 'member' && fallback.usesFacts) {
          return fallback.reply({ ...input, facts: await circleFacts(asker.context) });
        }
        return fallback.reply(input);
      }
      switch (asker.kind) {
        case 'signed-out': {
          // Whatever the assistant already answers for visitors stays as it is; only a question it
          // could not answer learns what signing in brings.
          // Still "not answered" for the safety rules: a message that mentions harm gets the
          // emergency line first.
          // A guide's general advice is not what "when is mum's next dose?" asked either.
          const known = await fallback.reply(input);
          return known.topic === 'unknown' || GUIDE_TOPICS.has(known.topic)
            ? { ...known, response: SIGN_IN_FOR_CIRCLE_ANSWERS, needsEscalation: false }
            : known;
        }
        case 'no-circle':
          return circleReply(NO_CIRCLE_MESSAGE);
        case 'member':
          return circleReply(await answerCircleQuestion(asker.context, question));
      }
    },
  };
}
