import { formatLocalDate } from '../../../shared/local-dates';
import { can } from '../../../shared/permissions';
import { TRACKING_MEASURES } from '../../../shared/tracking';
import { addDays, localDateOf, startOfLocalDay } from '../../lib/local-time';
import { listAppointments } from '../appointments/appointments.service';
import { changesSince } from '../dashboard/dashboard.service';
import { listMedications } from '../medications/medications.service';
import { trackingOverview } from '../tracking/tracking.service';
import type { ChangesRange } from './circle-questions';
import { dayName, list, loadDoses, type Scene, timeIn } from './circle-scene';

/** What changed in the circle today or this week, and what was tracked: answers to the asker. */

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

export async function changesIn(scene: Scene, range: ChangesRange): Promise<string> {
  return range === 'week' ? changesThisWeek(scene) : changesToday(scene);
}

export async function trackedThisWeek(scene: Scene): Promise<string> {
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
