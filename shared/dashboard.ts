import { z } from 'zod';
import { appointmentSchema } from './appointments';
import { taskSchema } from './tasks';
import { trackingEntrySchema } from './tracking';

/**
 * The dashboard: one answer with a section per feature. Each section is its feature's own
 * "today" summary; a section the person has no right to see is null. A feature that joins the
 * dashboard adds its section here and its loader on the server (docs/decisions/013).
 */
export const dashboardAlertSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  isUrgent: z.boolean(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type DashboardAlert = z.infer<typeof dashboardAlertSchema>;

export const dashboardChangeSchema = z.object({
  id: z.number(),
  actorName: z.string().nullable(),
  description: z.string(),
  at: z.string(),
});
export type DashboardChange = z.infer<typeof dashboardChangeSchema>;

export const DASHBOARD_CHANGES_SHOWN = 8;

export const dashboardSchema = z.object({
  generatedAt: z.string(),
  timeZone: z.string(),
  /** Today's local date in the care recipient's time zone. */
  today: z.string(),
  appointments: z
    .object({
      upcoming: z.array(appointmentSchema),
      todayCount: z.number(),
    })
    .nullable(),
  tasks: z
    .object({
      /** Open tasks, mine first, then the soonest due. */
      open: z.array(taskSchema),
      openCount: z.number(),
      mineCount: z.number(),
      overdueCount: z.number(),
    })
    .nullable(),
  tracking: z.object({ latest: z.array(trackingEntrySchema) }).nullable(),
  alerts: z.object({ items: z.array(dashboardAlertSchema), unreadCount: z.number() }),
  changes: z.object({
    /** The moment the person last caught up; null on their first visit. */
    since: z.string().nullable(),
    count: z.number(),
    items: z.array(dashboardChangeSchema),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
