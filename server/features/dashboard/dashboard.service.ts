import { type Dashboard } from '../../../shared/dashboard';
import { can, type CircleRight } from '../../../shared/permissions';
import type { Database } from '../../db/client';
import { localDateOf } from '../../lib/local-time';
import { appointmentsToday } from '../appointments/appointments.service';
import { dashboardAudit } from './dashboard.audit';
import type { DescribeAuditAction } from '../../platform/audit/audit.descriptions';
import { findRecipient } from '../../platform/circles/recipient';
import type { CircleActor } from '../../platform/circles/circles.policy';
import { listRecentInCircle } from '../../platform/notifications/notifications.service';
import { tasksToday } from '../tasks/tasks.service';
import { latestEntries } from '../tracking/tracking.service';
import { whatChanged } from './dashboard-changes';

export { changesSince } from './dashboard-changes';

export interface DashboardContext {
  db: Database;
  actor: CircleActor;
  timeZone: string;
  at: Date;
}

type FeatureSection = 'appointments' | 'tasks' | 'tracking';

/**
 * Each feature's part of the dashboard: the right it needs and its own small "today" function.
 * A feature joins the dashboard with one line here and its key in shared/dashboard.ts
 * (medications will add `doses`); the dashboard itself never changes (decision 013).
 */
export const DASHBOARD_SECTIONS: {
  [K in FeatureSection]: {
    right: CircleRight;
    load: (context: DashboardContext) => Promise<NonNullable<Dashboard[K]>>;
  };
} = {
  appointments: {
    right: 'appointments.view',
    load: ({ db, actor, timeZone, at }) =>
      appointmentsToday({ db, circleId: actor.circleId, timeZone, at }),
  },
  tasks: { right: 'tasks.view', load: (context) => tasksToday(context) },
  tracking: {
    right: 'tracking.view',
    load: ({ db, actor }) => latestEntries(db, actor.circleId),
  },
};

const RECENT_ALERTS = 5;

async function loadSection<K extends FeatureSection>(
  key: K,
  context: DashboardContext,
): Promise<Dashboard[K] | null> {
  const section = DASHBOARD_SECTIONS[key];
  if (!can(context.actor.role, section.right)) return null;
  return section.load(context);
}

/** Today at a glance, in one answer: every section the person may see, loaded side by side. */
export async function buildDashboard(options: {
  db: Database;
  actor: CircleActor;
  at: Date;
  describeAuditAction: DescribeAuditAction;
}): Promise<Dashboard> {
  const { db, actor, at, describeAuditAction } = options;
  const { timeZone } = await findRecipient(db, actor.circleId);
  const context: DashboardContext = { db, actor, timeZone, at };
  const [appointments, tasks, tracking, alerts, changed] = await Promise.all([
    loadSection('appointments', context),
    loadSection('tasks', context),
    loadSection('tracking', context),
    listRecentInCircle({
      db,
      userId: actor.user.id,
      circleId: actor.circleId,
      limit: RECENT_ALERTS,
    }),
    whatChanged({ db, actor, at, describeAuditAction }),
  ]);
  if (changed.isNewVisit) {
    await dashboardAudit.record(db, {
      actor,
      action: 'dashboard.viewed',
      subject: `care_circle:${actor.circleId}`,
      at,
    });
  }
  return {
    generatedAt: at.toISOString(),
    timeZone,
    today: localDateOf(at, timeZone),
    appointments,
    tasks,
    tracking,
    alerts: {
      unreadCount: alerts.unreadCount,
      items: alerts.rows.map((row) => ({
        id: row.id,
        title: row.title,
        body: row.body,
        link: row.link,
        isUrgent: row.isUrgent,
        isRead: row.readAt !== null,
        createdAt: row.createdAt.toISOString(),
      })),
    },
    changes: changed.changes,
  };
}
