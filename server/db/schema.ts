import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DisplayPreferences } from '../../shared/account';
import type { NotificationChannelChoices } from '../../shared/notifications';
import {
  DOSE_STATUSES,
  MEDICATION_FORMS,
  MEDICATION_STATUSES,
  type Schedule,
} from '../../shared/medications';
import { CIRCLE_ROLES } from '../../shared/permissions';
import { DEMENTIA_STAGES } from '../../shared/care-recipient';
import { CRISIS_ANSWERS, CRISIS_TYPES } from '../../shared/crisis';
import { APPOINTMENT_REMINDERS, APPOINTMENT_TYPES } from '../../shared/appointments';
import { TASK_RECURRENCES, TASK_STATUSES } from '../../shared/tasks';
import { TRACKING_KINDS } from '../../shared/tracking';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

/** Binary data; both drivers hand back a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** Stored trimmed and lower-cased; unique. */
  email: text('email').notNull().unique(),
  phoneNumber: text('phone_number'),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['caregiver', 'family'] }).notNull(),
  onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
  onboardingSkipped: boolean('onboarding_skipped').notNull().default(false),
  preferences: jsonb('preferences').$type<DisplayPreferences>().notNull().default({}),
  /** Set when the person asked to delete their account; it is removed at this moment unless they undo. */
  deletionScheduledFor: at('deletion_scheduled_for'),
  createdAt: createdAt(),
});

/**
 * A session row holds only the SHA-256 of the token the browser keeps. It belongs to a family
 * account or to a staff account, never both.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** What the account page shows and signs out by; the id itself never leaves the server. */
    publicId: uuid('public_id').notNull().defaultRandom(),
    /** The circle this session works in. Membership is checked again on every request. */
    currentCircleId: uuid('current_circle_id').references(() => careCircles.id, {
      onDelete: 'set null',
    }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_staff_id_idx').on(t.staffId),
    uniqueIndex('sessions_public_id_idx').on(t.publicId),
    check('sessions_one_owner', sql`num_nonnulls(${t.userId}, ${t.staffId}) = 1`),
  ],
);

/**
 * Rate-limited events (failed sign-ins, chat messages, contact requests) per bucket and client
 * address, counted in the database so every instance sees the same limit.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_events_bucket_key_at_idx').on(t.bucket, t.key, t.at)],
);

/** A care circle: one person living with dementia and the family around them. */
export const careCircles = pgTable('care_circles', {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: createdAt(),
});

export const careRecipients = pgTable('care_recipients', {
  circleId: uuid('circle_id')
    .primaryKey()
    .references(() => careCircles.id, { onDelete: 'cascade' }),
  /** Null until the caregiver fills the profile. */
  preferredName: text('preferred_name'),
  photoId: uuid('photo_id').references(() => images.id, { onDelete: 'set null' }),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  stage: text('stage', { enum: DEMENTIA_STAGES }),
  /** IANA zone; medication times are wall-clock times here. */
  timeZone: text('time_zone').notNull().default('America/New_York'),
  primaryLanguage: text('primary_language'),
  conditions: text('conditions'),
  allergies: text('allergies'),
  routines: text('routines'),
  whatCalms: text('what_calms'),
  /** The guided first-run flow's furthest step, so an interrupted setup resumes there. */
  setupStep: integer('setup_step').notNull().default(0),
  setupCompletedAt: at('setup_completed_at'),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

export const circleMembers = pgTable(
  'circle_members',
  {
    circleId: uuid('circle_id')
      .notNull()
      .references(() => careCircles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: CIRCLE_ROLES }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.circleId, t.userId] }),
    index('circle_members_user_idx').on(t.userId),
  ],
);

/**
 * An invitation to join a circle. Only the SHA-256 of its code is stored; it is single-use and
 * bound to the account that accepted it.
 */
export const circleInvitations = pgTable(
  'circle_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: uuid('circle_id')
      .notNull()
      .references(() => careCircles.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: CIRCLE_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    acceptedByUserId: uuid('accepted_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('circle_invitations_token_hash_idx').on(t.tokenHash),
    index('circle_invitations_circle_idx').on(t.circleId),
  ],
);

/**
 * Images people upload (the care recipient's photo, dose photos). Always re-encoded before they
 * are stored; served only to members of the circle.
 */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: uuid('circle_id')
      .notNull()
      .references(() => careCircles.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [index('images_circle_idx').on(t.circleId)],
);

/** Append-only: the application inserts rows and never updates or deletes them. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    circleId: uuid('circle_id'),
    actorUserId: uuid('actor_user_id'),
    action: text('action').notNull(),
    subject: text('subject'),
    /** A few plain words for the log, e.g. which fields changed; never the health data itself. */
    detail: text('detail'),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('audit_events_circle_id_idx').on(t.circleId, t.id),
    // "Viewed within the hour?" (views are logged at most hourly per person).
    index('audit_events_circle_actor_action_idx').on(t.circleId, t.actorUserId, t.action, t.at),
  ],
);

/** Kinwell's own people (care specialists, moderators, admins): a separate kind of account. */
export const staffUsers = pgTable('staff_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  role: text('role', { enum: ['specialist', 'moderator', 'admin'] }).notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

/** A request for a personal consultation, from the assistant or the support page. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull().default(''),
    urgency: text('urgency', { enum: ['normal', 'high', 'urgent'] }).notNull(),
    conversation: jsonb('conversation')
      .$type<{ role: 'user' | 'assistant'; content: string; timestamp?: string | number }[]>()
      .notNull(),
    source: text('source').notNull(),
    clientTimestamp: text('client_timestamp'),
    /** The signed-in family account that sent it, if any. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['new', 'claimed', 'contacted', 'resolved'] })
      .notNull()
      .default('new'),
    claimedByStaffId: uuid('claimed_by_staff_id').references(() => staffUsers.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('contact_requests_status_created_idx').on(t.status, t.createdAt)],
);

export const contactRequestNotes = pgTable(
  'contact_request_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => contactRequests.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_request_notes_request_idx').on(t.requestId)],
);

/**
 * Every email Kinwell sends is first a row here, written in the same transaction as the change
 * that causes it; unique on its key so a retried change never sends twice. Without SMTP the rows
 * stay here for staff to read.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dedupeKey: text('dedupe_key').notNull(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_outbox_dedupe_key_idx').on(t.dedupeKey),
    index('email_outbox_status_next_idx').on(t.status, t.nextAttemptAt),
  ],
);

/**
 * Settings Kinwell makes for itself on first start and keeps (the VAPID key pair for web push),
 * so every instance and every restart uses the same ones.
 */
export const serverSettings = pgTable('server_settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});

/**
 * One row per person told something (the in-app notification centre). Unique on the cause's key
 * and the person, so a repeated cause is seen once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: uuid('circle_id')
      .notNull()
      .references(() => careCircles.id, { onDelete: 'cascade' }),
    recipientUserId: uuid('recipient_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A path inside Kinwell, such as /medications/today. */
    link: text('link'),
    dedupeKey: text('dedupe_key').notNull(),
    isUrgent: boolean('is_urgent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: at('read_at'),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_recipient_idx').on(t.dedupeKey, t.recipientUserId),
    index('notifications_recipient_created_idx').on(t.recipientUserId, t.createdAt),
    index('notifications_circle_idx').on(t.circleId),
  ],
);

/** Per person: which kinds reach them on which channel, and their quiet hours. */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Only the choices a person changed; the defaults in shared/notifications.ts fill the rest. */
  channels: jsonb('channels').$type<NotificationChannelChoices>().notNull().default({}),
  /** Local wall-clock times (HH:MM); both null means no quiet hours. */
  quietHoursStart: text('quiet_hours_start'),
  quietHoursEnd: text('quiet_hours_end'),
  /** The person's own IANA zone, which their quiet hours are in. */
  timeZone: text('time_zone').notNull().default('America/New_York'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A browser that agreed to receive web push for a person. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * Web push waiting to go out, written in the transaction of the notification that causes it;
 * unique on (cause, subscription), claimed with SKIP LOCKED like the email outbox.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    dedupeKey: text('dedupe_key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Seconds the push service may hold it; dose reminders are pointless once late. */
    ttlSeconds: integer('ttl_seconds').notNull(),
    isUrgent: boolean('is_urgent').notNull().default(false),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'expired'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: at('sent_at'),
  },
  (t) => [
    uniqueIndex('push_outbox_dedupe_subscription_idx').on(t.dedupeKey, t.subscriptionId),
    index('push_outbox_status_next_idx').on(t.status, t.nextAttemptAt),
  ],
);

/** A medicine the care recipient takes, with its schedule in their local time. */
export const medications = pgTable(
  'medications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: uuid('circle_id')
      .notNull()
      .references(() => careCircles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    strength: text('strength').notNull().default(''),
    form: text('form', { enum: MEDICATION_FORMS }).notNull(),
    doseAmount: doublePrecision('dose_amount').notNull(),
    doseUnit: text('dose_unit').notNull(),
    instructions: text('instructions').notNull().default(''),
    prescriber: text('prescriber').notNull().default(''),
    pharmacy: text('pharmacy').notNull().default(''),
    purpose: text('purpose').notNull().default(''),
    photoId: uuid('photo_id').references(() => images.id, { onDelete: 'set null' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    schedule: jsonb('schedule').$type<Schedule>().notNull(),
    status: text('status', { enum: MEDICATION_STATUSES }).notNull().default('active'),
    pillsOnHand: doublePrecision('pills_on_hand'),
    stockPerDose: doublePrecision('stock_per_dose'),
    refillThreshold: doublePrecision('refill_threshold'),
    /** Set when the low-stock reminder went out; cleared by a restock. */
    refillNotifiedAt: at('refill_notified_at'),
    /** Doses before this moment are never planned (the schedule took effect then). */
    planFrom: timestamp('plan_from', { withTimezone: true }).notNull(),
    /** Dose events exist up to this moment; the planner extends it. */
    plannedUntil: timestamp('planned_until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('medications_circle_idx').on(t.circleId),
    index('medications_status_planned_idx').on(t.status, t.plannedUntil),
  ],
);

/**
 * One dose: planned ahead from a schedule (unique on medication, local date and local time, so
 * planning twice never doubles a dose), or logged on demand for an as-needed medicine. What it
 * was (name, amount) is copied in, so editing the medicine never rewrites the past.
 */
export const doseEvents = pgTable(
  'dose_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: uuid('circle_id')
      .notNull()
      .references(() => careCircles.id, { onDelete: 'cascade' }),
    medicationId: uuid('medication_id')
      .notNull()
      .references(() => medications.id, { onDelete: 'cascade' }),
    medicationName: text('medication_name').notNull(),
    doseAmount: doublePrecision('dose_amount').notNull(),
    doseUnit: text('dose_unit').notNull(),
    instructions: text('instructions').notNull().default(''),
    isAsNeeded: boolean('is_as_needed').notNull().default(false),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    localTime: text('local_time').notNull(),
    timeZone: text('time_zone').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    /** When the pre-dose reminder is due (the dose itself when the lead is 0). */
    remindAt: timestamp('remind_at', { withTimezone: true }).notNull(),
    /** When an unlogged dose becomes missed. */
    missAt: timestamp('miss_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: DOSE_STATUSES }).notNull().default('pending'),
    isLate: boolean('is_late').notNull().default(false),
    reminderSentAt: at('reminder_sent_at'),
    dueSentAt: at('due_sent_at'),
    repeatsSent: integer('repeats_sent').notNull().default(0),
    lastAlertAt: at('last_alert_at'),
    missedAt: at('missed_at'),
    takenAt: at('taken_at'),
    loggedByUserId: uuid('logged_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    loggedAt: at('logged_at'),
    skipReason: text('skip_reason'),
    notes: text('notes'),
    photoId: uuid('photo_id').references(() => images.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('dose_events_schedule_key_idx')
      .on(t.medicationId, t.localDate, t.localTime)
      .where(sql`not ${t.isAsNeeded}`),
    index('dose_events_circle_date_idx').on(t.circleId, t.localDate),
    index('dose_events_pending_remind_idx')
      .on(t.remindAt)
      .where(sql`${t.status} = 'pending' and ${t.reminderSentAt} is null`),
    index('dose_events_pending_due_idx')
      .on(t.scheduledAt)
      .where(sql`${t.status} = 'pending' and ${t.dueSentAt} is null`),
    index('dose_events_pending_miss_idx')
      .on(t.missAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** A circle's reminder settings. */
export const medicationSettings = pgTable('medication_settings', {
  circleId: uuid('circle_id')
    .primaryKey()
    .references(() => careCircles.id, { onDelete: 'cascade' }),
  reminderLeadMinutes: integer('reminder_lead_minutes').notNull().default(15),
  graceMinutes: integer('grace_minutes').notNull().default(30),
  repeatEveryMinutes: integer('repeat_every_minutes'),
  /** The local date whose evening summary went out last. */
  lastSummaryDate: date('last_summary_date', { mode: 'string' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * People to call in an emergency, in priority order: members of the circle (linked, so an alert
 * reaches them once) and people outside it (a neighbour, the doctor, a hospice line).
 */
export const emergencyContacts = pgTable(
  'emergency_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: uuid('circle_id')
      .notNull()
      .references(() => careCircles.id, { onDelete: 'cascade' }),
    memberUserId: uuid('member_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    relationship: text('relationship').notNull(),
    /** What they should be called for ("falls at night", "anything medical"). */
    callFor: text('call_for'),
    priority: integer('priority').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('emergency_contacts_circle_idx').on(t.circleId, t.priority)],
);

/** What paramedics need beyond the care recipient's profile (the Vial of Life fields). */
export const emergencyProfiles = pgTable('emergency_profiles', {
  circleId: uuid('circle_id')
    .primaryKey()
    .references(() => careCircles.id, { onDelete: 'cascade' }),
  bloodType: text('blood_type'),
  doctors: text('doctors'),
  hospitalPreference: text('hospital_preference'),
  insurance: text('insurance'),
  /** Where the DNR / POLST form is kept. */
  advanceDirectiveLocation: text('advance_directive_location'),
  baselineAbilities: text('baseline_abilities'),
  communicationTips: text('communication_tips'),
  physicalDescription: text('physical_description'),
  updatedAt: at('updated_at').notNull(),
});

/**
 * A link to the emergency sheet for whoever holds it (the QR code on the printed page). Only the
 * SHA-256 of its token is stored; it expires and can be revoked.
 */
export const emergencyLinks = pgTable(
  'emergency_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: uuid('circle_id')
      .notNull()
      .references(() => careCircles.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    lastOpenedAt: at('last_opened_at'),
  },
  (t) => [
    uniqueIndex('emergency_links_token_hash_idx').on(t.tokenHash),
    index('emergency_links_circle_idx').on(t.circleId),
  ],
);

/**
 * A member sharing their live location with the circle. Only the last position is kept, and the
 * row is deleted when sharing ends: no history of where anyone was.
 */
export const locationShares = pgTable(
  'location_shares',
  {
    circleId: uuid('circle_id')
      .notNull()
      .references(() => careCircles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: at('started_at').notNull(),
    /** Null: until the person turns it off. */
    endsAt: at('ends_at'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracyMeters: doublePrecision('accuracy_meters'),
    positionAt: at('position_at'),
  },
  (t) => [primaryKey({ columns: [t.circleId, t.userId] })],
);

/**
 * A crisis alert ("Alert my family now"). The phone that sends it picks `client_request_id`, so a
 * retry on a bad connection finds the alert already sent instead of sending it twice.
 */
export const crisisAlerts = pgTable(
  'crisis_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: uuid('circle_id')
      .notNull()
      .references(() => careCircles.id, { onDelete: 'cascade' }),
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    clientRequestId: uuid('client_request_id').notNull(),
    type: text('type', { enum: CRISIS_TYPES }),
    note: text('note'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracyMeters: doublePrecision('accuracy_meters'),
    createdAt: at('created_at').notNull(),
    resolvedAt: at('resolved_at'),
    resolvedByUserId: uuid('resolved_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    resolutionNote: text('resolution_note'),
  },
  (t) => [
    uniqueIndex('crisis_alerts_request_idx').on(t.circleId, t.clientRequestId),
    index('crisis_alerts_circle_created_idx').on(t.circleId, t.createdAt),
  ],
);

/**
 * Everyone an alert went to: members of the circle, and emergency contacts with an email (who
 * answer through a link of their own, stored as a hash), with their answer.
 */
export const crisisAlertRecipients = pgTable(
  'crisis_alert_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => crisisAlerts.id, { onDelete: 'cascade' }),
    circleId: uuid('circle_id')
      .notNull()
      .references(() => careCircles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    contactId: uuid('contact_id').references(() => emergencyContacts.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    /** The email's outbox key, to show whether it has gone out. */
    emailDedupeKey: text('email_dedupe_key'),
    answerTokenHash: text('answer_token_hash'),
    answer: text('answer', { enum: CRISIS_ANSWERS }),
    answeredAt: at('answered_at'),
  },
  (t) => [
    index('crisis_alert_recipients_alert_idx').on(t.alertId),
    uniqueIndex('crisis_alert_recipients_token_idx').on(t.answerTokenHash),
  ],
);

/**
 * An appointment of the care recipient. Times are instants; `timeZone` is the recipient's zone when
 * it was saved, in which its date and times were entered and are shown.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: uuid('circle_id')
      .notNull()
      .references(() => careCircles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: text('type', { enum: APPOINTMENT_TYPES }).notNull(),
    provider: text('provider'),
    location: text('location'),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    timeZone: text('time_zone').notNull(),
    /** The member taking them. */
    assigneeUserId: uuid('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    transportNotes: text('transport_notes'),
    questions: text('questions'),
    notesAfter: text('notes_after'),
    attachmentImageId: uuid('attachment_image_id').references(() => images.id, {
      onDelete: 'set null',
    }),
    cancelledAt: at('cancelled_at'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('appointments_circle_starts_idx').on(t.circleId, t.startsAt)],
);

/**
 * The reminders an appointment will send, planned when it is saved and claimed by the sweeper
 * with SKIP LOCKED when due. Rescheduling moves them and sends them again.
 */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    circleId: uuid('circle_id')
      .notNull()
      .references(() => careCircles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: APPOINTMENT_REMINDERS }).notNull(),
    dueAt: at('due_at').notNull(),
    sentAt: at('sent_at'),
  },
  (t) => [
    uniqueIndex('appointment_reminders_appointment_kind_idx').on(t.appointmentId, t.kind),
    index('appointment_reminders_due_idx')
      .on(t.dueAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/** A member's private calendar feed (ICS). Only the SHA-256 of its token is stored. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: uuid('circle_id')
      .notNull()
      .references(() => careCircles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_hash_idx').on(t.tokenHash),
    index('calendar_feeds_circle_user_idx').on(t.circleId, t.userId),
  ],
);

/** The family task hub. A repeating task makes its next one when it is completed. */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: uuid('circle_id')
      .notNull()
      .references(() => careCircles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    notes: text('notes'),
    assigneeUserId: uuid('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A local date in the care recipient's time zone. */
    dueDate: date('due_date', { mode: 'string' }),
    recurrence: text('recurrence', { enum: TASK_RECURRENCES }).notNull().default('none'),
    status: text('status', { enum: TASK_STATUSES }).notNull().default('pending'),
    /** What completing replaced, so that undo puts it back. */
    statusBeforeCompletion: text('status_before_completion', { enum: TASK_STATUSES }),
    completedAt: at('completed_at'),
    completedByUserId: uuid('completed_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The next occurrence this completion made (a repeating task); undo removes it. */
    nextTaskId: uuid('next_task_id'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('tasks_circle_status_due_idx').on(t.circleId, t.status, t.dueDate),
    index('tasks_circle_completed_idx').on(t.circleId, t.completedAt),
  ],
);

export const taskComments = pgTable(
  'task_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    circleId: uuid('circle_id')
      .notNull()
      .references(() => careCircles.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('task_comments_task_idx').on(t.taskId, t.createdAt)],
);

/** What the doctor will ask about: one observation, when it happened and who logged it. */
export const trackingEntries = pgTable(
  'tracking_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: uuid('circle_id')
      .notNull()
      .references(() => careCircles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TRACKING_KINDS }).notNull(),
    value: doublePrecision('value'),
    /** The second number of a reading (diastolic blood pressure). */
    value2: doublePrecision('value2'),
    note: text('note'),
    recordedAt: at('recorded_at').notNull(),
    loggedByUserId: uuid('logged_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('tracking_entries_circle_recorded_idx').on(t.circleId, t.recordedAt)],
);

/**
 * "What changed since you last looked", per person and circle: changes are the circle's audit
 * entries after `sinceAuditId` by someone else. A visit after a break moves the marker.
 */
export const dashboardMarkers = pgTable(
  'dashboard_markers',
  {
    circleId: uuid('circle_id')
      .notNull()
      .references(() => careCircles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sinceAuditId: integer('since_audit_id').notNull(),
    sinceAt: at('since_at').notNull(),
    lastVisitAuditId: integer('last_visit_audit_id').notNull(),
    lastVisitAt: at('last_visit_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.circleId, t.userId] })],
);
