import { APPOINTMENT_TYPE_LABELS, type Appointment } from '../../../shared/appointments';
import { formatLocalDate } from '../../../shared/local-dates';
import {
  type DoseEvent,
  formatDose,
  type Schedule,
  WEEKDAY_LABELS,
} from '../../../shared/medications';
import { can, type CircleRight } from '../../../shared/permissions';
import type { Task } from '../../../shared/tasks';
import type {
  AssistantProvider,
  AssistantReply,
  AssistantTopic,
} from '../../adapters/assistant-provider';
import { addDays, localToInstant } from '../../lib/local-time';
import { NO_CIRCLE_MESSAGE } from '../../platform/circles/circles.policy';
import { listAppointments } from '../appointments/appointments.service';
import { listMedications } from '../medications/medications.service';
import { listTasks } from '../tasks/tasks.service';
import {
  type AppointmentRange,
  type CircleQuestion,
  type Day,
  type PartOfDay,
  recogniseCircleQuestionInConversation,
} from './circle-questions';
import { changesIn, trackedThisWeek } from './circle-changes';
import {
  capitalise,
  type CircleContext,
  dayDate,
  dayName,
  dayWithDate,
  list,
  loadDoses,
  overlap,
  type Scene,
  sceneOf,
  timeIn,
} from './circle-scene';

/**
 * Answers about the asker's own care circle, read through each feature's own service with the
 * same rights as its screen (decision 030). Everything is scoped to the asker's current circle:
 * no id or name from the message is ever looked up, so another circle is out of reach.
 */

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

// Doses ------------------------------------------------------------------------------------------

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

// The answerer ------------------------------------------------------------------------------------

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
