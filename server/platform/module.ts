import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq, getTableName, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Mailer } from '../adapters/mailer';
import type { PushSender, VapidKeys } from '../adapters/push';
import type { AssistantProvider } from '../adapters/assistant-provider';
import type { AssistantModelConfig } from '../adapters/chat-completions';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import type { AuditDescriptions } from './audit/audit-actions';
import type { DescribeAuditAction } from './audit/audit.descriptions';
import type { DeviceCookie, SessionCookie } from './auth/auth.plugin';
import type { SessionPolicies } from './auth/sessions.service';
import type { EmailWorker } from './email/email-outbox';
import type { EventBus } from './notifications/event-bus';
import type { Notifier } from './notifications/notifications.service';
import type { PlanGate } from './circles/plan-guard';
import type { PlatformMetrics } from './metrics/metrics';
import type { FileStore } from './files/file-store';

/**
 * The contract between Kinwell's platform and its modules (decision 018). A module declares all
 * it adds: routes, periodic jobs, audit actions, the tables of the circle export, the stored files
 * it still uses and its reactions to platform events. `server/modules.ts` lists the modules;
 * `createApp` and the job runner iterate the list.
 */

/** A set of audit actions with their words, as `defineAudit` makes it. */
export interface AuditDefinition {
  descriptions: AuditDescriptions;
}

export type KinwellApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface AppConfig {
  publicUrl: string;
  /**
   * Reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (comma-separated
   * addresses, ranges or proxy-addr's names); without it the connection's own address counts.
   */
  trustProxy?: string | undefined;
  /**
   * The bearer token that may read GET /metrics (decision 042); without it the route answers
   * 404, as if it did not exist.
   */
  metricsToken?: string | undefined;
  supportEmail: string;
  emergencyNumber: string;
  /** The limits a session gets when it starts (decision 021). */
  sessionPolicies: SessionPolicies;
  /** How often the reminder engine looks for due doses; 2 s when not given. */
  reminderSweepSeconds?: number;
  /** An OpenAI-compatible model the assistant asks (decision 031); the built-in one without. */
  assistantModel?: AssistantModelConfig | undefined;
  /** Stripe, when the operator sells the plan; without it billing is off (decision 037). */
  billing?: BillingConfig | undefined;
  /** Real-user speed figures (decision 044); `DEFAULT_VITALS` when not given. */
  vitals?: VitalsConfig | undefined;
  /**
   * How much each circle may keep of memory support's photos and recordings, in bytes
   * (decision 060); `DEFAULT_CIRCLE_STORAGE_QUOTA_BYTES` (5 GB) when not given.
   */
  circleStorageQuotaBytes?: number | undefined;
}

export interface VitalsConfig {
  /** The share of page views whose figures browsers send, 0 to 1. */
  sampleRate: number;
  /** How long raw samples are kept before only the daily figures remain. */
  retentionDays: number;
}

export const DEFAULT_VITALS: VitalsConfig = { sampleRate: 0.5, retentionDays: 7 };

/** The operator's Stripe account (server/env.ts reads it; all three or none). */
export interface BillingConfig {
  secretKey: string;
  priceId: string;
  webhookSecret: string;
  /** Another address for Stripe's API (tests: a local stand-in). */
  api?: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
}

/** What the platform hands every module: the app's dependencies and its shared services. */
export interface Platform {
  db: Database;
  clock: Clock;
  config: AppConfig;
  version: string;
  /** When the app was built: the health route reports uptime from it. */
  startedAt: Date;
  session: { policies: SessionPolicies; cookie: SessionCookie; deviceCookie: DeviceCookie };
  /** Features call `notifier.notify(tx, …)` inside the transaction of the change. */
  notifier: Notifier;
  /** Delivers queued email; routes `kick()` it after queuing something urgent. */
  emailWorker: EmailWorker;
  /** Live events from every instance (LISTEN/NOTIFY). */
  events: EventBus;
  /** The VAPID keys, made on first start and kept in the database. */
  vapid: () => Promise<VapidKeys>;
  push: PushSender;
  mailer: Mailer | undefined;
  assistant: AssistantProvider | undefined;
  /** Every module's circle tables, parents first: what the export writes and the import reads. */
  circleTables: readonly CircleTable[];
  /** Every module's audit actions in plain words, for the audit log and "what changed". */
  describeAuditAction: DescribeAuditAction;
  /** Calls every module's reaction to a platform event. */
  reactions: Required<Reactions>;
  /** Whether a circle's plan lets it change non-safety things (always, without billing). */
  planGate: PlanGate;
  /** This app's Prometheus registry and the platform's metrics; modules add theirs (decision 042). */
  metrics: PlatformMetrics;
  /** Uploaded files (photos, recordings): the data folder or an S3-compatible bucket. */
  files: FileStore;
  /**
   * A folder on this machine's disk where a large upload (a recording) is written while it
   * arrives and is checked, before it goes to `files` (decision 064).
   */
  uploadsDir: string;
  /** Whether any module still uses a stored file (asks every module's `isFileUsed`). */
  isFileUsed: (key: string) => Promise<boolean>;
}

/** A table whose rows belong to a care circle, as the circle export writes it. */
export interface CircleTable {
  name: string;
  table: PgTable;
  /** Which rows belong to the circle. */
  where: (circleId: string) => SQL | undefined;
  /** Columns never exported (secrets); an import fills them with fresh values. */
  omit?: readonly string[];
  /**
   * A binary column, written as files beside the JSON; the JSON names the file (`files/…`) in
   * this column. With `fileKeyColumn`, rows whose bytes are in the file store are written the same
   * way, from the store.
   */
  fileColumn?: string;
  /**
   * The column naming the row's file in the file store (decision 047): the export reads the file
   * from the store, the import puts it back there and leaves `fileColumn` empty.
   */
  fileKeyColumn?: string;
  /** Columns the database numbers itself (identity), left out on import. */
  generated?: readonly string[];
  /**
   * The file-store keys a row names besides `fileKeyColumn` (decision 047), e.g. a photo and its
   * thumbnail: the export writes each as `files/<key>`, the import puts it back under that key,
   * which must be the archive's circle's (`circles/<circle id>/…`).
   */
  storedFiles?: (row: Record<string, unknown>) => string[];
  /**
   * The extension the export gives a row's `storedFiles` (`jpg` for a photo), so that each opens
   * by a double-click: `files/<key>.<extension>`. The import also reads archives made without.
   */
  storedFileExtension?: (row: Record<string, unknown>) => string;
  /**
   * The bytes a row counts toward its circle's storage quota (decision 060), e.g. a memory
   * photo's `bytes`: the import refuses an archive whose rows would take the circle past the
   * quota, before it stores anything (decision 065).
   */
  storageBytes?: (row: Record<string, unknown>) => number;
}

/**
 * A circle table whose rows belong to a circle by their `circle_id`, named as in the database;
 * `options` tells the export the rest (secrets to omit, files).
 */
export function ownedByCircle(
  table: PgTable & { circleId: AnyPgColumn },
  options: Omit<CircleTable, 'name' | 'table' | 'where'> = {},
): CircleTable {
  return {
    name: getTableName(table),
    table,
    where: (circleId) => eq(table.circleId, circleId),
    ...options,
  };
}

/**
 * Background work inside the app process. The work must be safe on several instances at once
 * (claims with SKIP LOCKED, unique keys); the runner keeps one run at a time per instance.
 */
export interface JobDefinition {
  /** Unique across modules, kebab-case: names the job in logs, tests and `app.jobs.get()`. */
  name: string;
  /** How often main.ts runs it. */
  everyMs: number | ((config: AppConfig) => number);
  /** Runs once as soon as the app starts, not only after the first interval. */
  isRunAtStart?: boolean;
  /**
   * `delivery` jobs send what other jobs queue (push, email), so "run due work" runs them last.
   * Default `work`.
   */
  phase?: 'work' | 'delivery';
  /**
   * Runs on every instance at every tick: only for sweeps that claim their work row by row
   * (SKIP LOCKED, unique keys), where running everywhere means another instance carries on when
   * one dies. Otherwise (the default) the job runs once per period across all instances: each
   * run first claims its period in `job_claims` (decision 041).
   */
  isOnEveryInstance?: boolean;
  /** Does the work; resolves to how many things it did (for logs and tests). */
  run: (platform: Platform) => Promise<number>;
}

/** Things that happen on the platform that features may need to follow, in the same transaction. */
export interface Reactions {
  /** The care recipient moved to another time zone; wall-clock plans keep their local times. */
  recipientTimeZoneChanged?: (tx: Database, event: { circleId: string; at: Date }) => Promise<void>;
}

export interface KinwellModule {
  /** The folder's name: `medications` for `server/features/medications/`. */
  name: string;
  /** Registers the module's route plugins, handing each what it needs from the platform. */
  routes?: (app: KinwellApp, platform: Platform) => Promise<void>;
  jobs?: readonly JobDefinition[];
  /**
   * The audit actions the module records, with their words (`<name>.audit.ts`); a list when the
   * module's parts keep their own (`community.audit.ts` and `questions.audit.ts`).
   */
  audit?: AuditDefinition | readonly AuditDefinition[];
  /** The module's tables that hold a circle's data, parents first. */
  circleTables?: readonly CircleTable[];
  reactions?: Reactions;
  /**
   * Whether a row of the module still names this stored file. The platform's `file-deletions`
   * job asks every module before it removes a listed file (a deleted row's, or one put before its
   * row committed), so a module whose rows name files in the store must answer for them.
   */
  isFileUsed?: (db: Database, key: string) => Promise<boolean>;
  /**
   * Makes the module's Prometheus metrics in `platform.metrics` when the app starts, so they are
   * there (at zero) before the first event; the module's jobs get the same ones by name.
   */
  metrics?: (platform: Platform) => void;
  /**
   * Whether a circle may change non-safety things now: the module that sells the plan supplies
   * it (at most one); the platform's one guard asks it (`circles/plan-guard.ts`).
   */
  planGate?: (config: AppConfig) => PlanGate;
}

/** Identity, for the types: `export const medicationsModule = defineModule({ … })`. */
export const defineModule = (module: KinwellModule): KinwellModule => module;
