import { z } from 'zod';

// The words and helpers screens use without the schemas (client/app/first-screen-code.test.ts).
export * from './notifications-basics';

/** Where a notification can reach a person. The in-app centre is the record of what was sent. */
export const NOTIFICATION_CHANNELS = ['inApp', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  inApp: 'In Kinwell',
  email: 'Email',
  push: 'Phone or browser alert',
};

export interface NotificationKindInfo {
  label: string;
  description: string;
  /** Urgent kinds pass through quiet hours. */
  isUrgent: boolean;
  /** Crisis alerts: every channel, whatever the person chose; they cannot be turned off. */
  isAlwaysOn?: boolean;
  defaults: Record<NotificationChannel, boolean>;
}

/**
 * Every kind of notification Kinwell sends, with what each person gets until they choose
 * otherwise. A feature that notifies adds its kinds here, so the settings screen lists them.
 */
export const NOTIFICATION_KINDS = {
  'medication.reminder': {
    label: 'Dose reminders',
    description:
      'Before each dose, when it is due, and again until it is logged if your circle asks.',
    isUrgent: false,
    defaults: { inApp: true, email: false, push: true },
  },
  'medication.missed': {
    label: 'Missed doses',
    description: 'When a dose was not logged in time.',
    isUrgent: true,
    defaults: { inApp: true, email: true, push: true },
  },
  'medication.refill': {
    label: 'Refills',
    description: 'When a medicine is running low, with the day it will run out.',
    isUrgent: false,
    defaults: { inApp: true, email: true, push: false },
  },
  'medication.daily_summary': {
    label: 'Daily medication summary',
    description: 'Each evening: which doses were taken, skipped or missed today.',
    isUrgent: false,
    defaults: { inApp: false, email: false, push: false },
  },
  'circle.member_joined': {
    label: 'Someone joins the care circle',
    description: 'When a person you invited accepts and joins.',
    isUrgent: false,
    defaults: { inApp: true, email: false, push: false },
  },
  'crisis.alert': {
    label: 'Crisis alerts',
    description: 'When someone in the circle presses “Alert my family now”.',
    isUrgent: true,
    isAlwaysOn: true,
    defaults: { inApp: true, email: true, push: true },
  },
  'crisis.update': {
    label: 'Answers to a crisis alert',
    description: 'When someone answers or closes a crisis alert: “I’m on my way”, “I’m calling”.',
    isUrgent: true,
    defaults: { inApp: true, email: false, push: true },
  },
  'appointment.reminder': {
    label: 'Appointment reminders',
    description: 'The day before and an hour before an appointment you are taking them to.',
    isUrgent: false,
    defaults: { inApp: true, email: true, push: true },
  },
  'appointment.assigned': {
    label: 'You are asked to take them to an appointment',
    description: 'When someone puts you down to go with them to an appointment.',
    isUrgent: false,
    defaults: { inApp: true, email: true, push: false },
  },
  'task.assigned': {
    label: 'A task is given to you',
    description: 'When someone in the family hub asks you to do something.',
    isUrgent: false,
    defaults: { inApp: true, email: true, push: false },
  },
  'subscription.trial_ending': {
    label: 'The free trial is ending',
    description: 'Seven days and one day before your family’s free trial ends (caregivers).',
    isUrgent: false,
    defaults: { inApp: true, email: true, push: false },
  },
  'care_plan.review': {
    label: 'Care plan reviews',
    description:
      'When it is time to look at the care plan again (every 3 months unless you change it).',
    isUrgent: false,
    defaults: { inApp: true, email: true, push: false },
  },
  'task.comment': {
    label: 'Comments on your tasks',
    description: 'When someone comments on a task you are doing or that you made.',
    isUrgent: false,
    defaults: { inApp: true, email: false, push: false },
  },
  'community.reply': {
    label: 'Replies in community threads you follow',
    description:
      'When someone replies to a post you wrote, replied to or chose to follow in a support group.',
    isUrgent: false,
    defaults: { inApp: true, email: false, push: false },
  },
  'community.moderation': {
    label: 'A moderator acts on your community post',
    description: 'When a moderator hides or restores something you wrote, with their reason.',
    isUrgent: false,
    defaults: { inApp: true, email: true, push: false },
  },
  'community.answer': {
    label: 'An expert answers your question',
    description: 'When one of Kinwell’s experts answers a question you asked in the community.',
    isUrgent: false,
    defaults: { inApp: true, email: true, push: false },
  },
  'wellness.self_care': {
    label: 'Your daily moment for yourself',
    description: 'A gentle self-care reminder at the time you chose in the Wellness Center.',
    isUrgent: false,
    defaults: { inApp: true, email: false, push: true },
  },
  'memory.photos_added': {
    label: 'New family photos',
    description: 'When someone adds photos to memory support (once for each batch they add).',
    isUrgent: false,
    defaults: { inApp: true, email: false, push: false },
  },
  'memory.recordings_added': {
    label: 'New voices and stories',
    description: 'When someone adds recordings to memory support (once for each batch they add).',
    isUrgent: false,
    defaults: { inApp: true, email: false, push: false },
  },
} as const satisfies Record<string, NotificationKindInfo>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

export const isNotificationKind = (value: string): value is NotificationKind =>
  Object.hasOwn(NOTIFICATION_KINDS, value);

/** Only what a person changed; the kind's defaults fill in the rest. */
export type NotificationChannelChoices = Partial<
  Record<string, Partial<Record<NotificationChannel, boolean>>>
>;

/** Whether `kind` reaches a person on `channel`, given their choices. */
export function isChannelEnabled(
  choices: NotificationChannelChoices,
  kind: NotificationKind,
  channel: NotificationChannel,
): boolean {
  const info: NotificationKindInfo = NOTIFICATION_KINDS[kind];
  if (info.isAlwaysOn) return info.defaults[channel];
  return choices[kind]?.[channel] ?? info.defaults[channel];
}

const timeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please enter a time like 21:30')
  .nullable();

const channelChoicesSchema = z.object({
  inApp: z.boolean(),
  email: z.boolean(),
  push: z.boolean(),
});

/** A person's notification settings, as the settings screen shows and saves them. */
export const notificationPreferencesSchema = z
  .object({
    kinds: z.partialRecord(z.enum(NOTIFICATION_KIND_NAMES), channelChoicesSchema),
    quietHoursStart: timeOfDay,
    quietHoursEnd: timeOfDay,
    timeZone: z.string().min(1).max(64),
  })
  .refine((value) => (value.quietHoursStart === null) === (value.quietHoursEnd === null), {
    error: 'Please give both a start and an end for quiet hours, or neither',
  })
  .refine(
    (value) => value.quietHoursStart === null || value.quietHoursStart !== value.quietHoursEnd,
    {
      error: 'Quiet hours must start and end at different times',
    },
  );
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  circleId: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  isUrgent: z.boolean(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** How many the centre lists at once. */
export const NOTIFICATION_PAGE_SIZE = 50;

export const notificationListSchema = z.object({
  unreadCount: z.number(),
  notifications: z.array(notificationSchema),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const unreadCountSchema = z.object({ unreadCount: z.number() });

/** What a browser's PushManager subscription looks like as JSON. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ error: 'This browser gave an address we cannot use for alerts.' })
    .max(2000)
    .refine((value) => value.startsWith('https://'), {
      error: 'This browser gave an address we cannot use for alerts.',
    }),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: z.string().min(1).max(2000) });

export const pushStatusSchema = z.object({
  /** The VAPID public key a browser subscribes with (base64url). */
  publicKey: z.string(),
  subscriptionCount: z.number(),
});
export type PushStatus = z.infer<typeof pushStatusSchema>;

export interface NotificationCreatedEvent {
  id: string;
  kind: string;
  title: string;
  isUrgent: boolean;
}
