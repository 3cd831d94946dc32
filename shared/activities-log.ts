import { z } from 'zod';
import {
  ENJOYMENT,
  type Enjoyment,
  GAME_IDS,
  GAME_TITLES,
  type GameId,
  HELP_LEVELS,
  type HelpLevel,
} from './activities';

/**
 * The family's log of the games: what the caregiver's log screen, its chart and the doctor report's
 * activities section read. Nothing here is a score; the screens say so in these words.
 */
export const NOT_A_CLINICAL_SCORE =
  'This is a record of time spent together, not a test or a clinical score.';

/** Sent to the circle when a session is recorded or answered, or the settings change. */
export const ACTIVITY_EVENTS = { changed: 'activities.changed' } as const;

export const ACTIVITY_LOG_RANGES = [30, 90] as const;
export type ActivityLogRange = (typeof ACTIVITY_LOG_RANGES)[number];

/** GET /api/circles/:circleId/activities/sessions?days=30|90 */
export const activityLogQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine((value) => (ACTIVITY_LOG_RANGES as readonly number[]).includes(value), {
      error: 'Please choose 30 or 90 days',
    })
    .default(30),
});

/**
 * How much help a session needed, from what the game counted (never shown to the player):
 * none when it never had to show an answer and never eased itself; a lot when it eased itself or
 * showed more answers than the session's difficulty (more than one per card, word or step);
 * otherwise a little.
 */
export function helpNeeded(session: {
  answersShown: number;
  difficulty: number;
  eased: boolean;
}): HelpLevel {
  if (session.eased || session.answersShown > session.difficulty) return 'a_lot';
  return session.answersShown === 0 ? 'none' : 'a_little';
}

const gameSchema = z.enum(GAME_IDS);
const countsOf = <const T extends readonly [string, ...string[]]>(keys: T) =>
  z.object(
    Object.fromEntries(keys.map((key) => [key, z.number()])) as Record<T[number], z.ZodNumber>,
  );

/** The settings as the API answers them (mirrors `ActivitySettingsDto`). */
export const activitySettingsDtoSchema = z.object({
  difficulty: z.object(
    Object.fromEntries(GAME_IDS.map((game) => [game, z.number().nullable()])) as Record<
      GameId,
      z.ZodNullable<z.ZodNumber>
    >,
  ),
  speech: z.object({ voice: z.string().nullable(), rate: z.number() }),
  effectiveDifficulty: countsOf(GAME_IDS),
});

/** One recorded session as the API answers it (mirrors `ActivitySessionDto`). */
export const activitySessionDtoSchema = z.object({
  id: z.string(),
  game: gameSchema,
  startedAt: z.string(),
  endedAt: z.string(),
  durationSeconds: z.number(),
  difficulty: z.number(),
  answersShown: z.number(),
  eased: z.boolean(),
  help: z.enum(HELP_LEVELS),
  enjoyment: z.enum(ENJOYMENT).nullable(),
  recordedBy: z.object({ id: z.string(), name: z.string() }),
});

export const activitySessionAnswerSchema = z.object({ session: activitySessionDtoSchema });

export const activitySummarySchema = z.object({
  sessions: z.number(),
  minutes: z.number(),
  /** Every game, in the games' order, with its sessions and minutes (zero when not played). */
  byGame: z.array(z.object({ game: gameSchema, sessions: z.number(), minutes: z.number() })),
  help: countsOf(HELP_LEVELS),
  /** Answers to the one-tap question; `unanswered` when nobody answered it. */
  enjoyment: countsOf([...ENJOYMENT, 'unanswered'] as const),
  /** Weeks from Monday in the care recipient's time zone, oldest first, empty weeks included. */
  weeks: z.array(z.object({ weekStart: z.string(), sessions: z.number(), minutes: z.number() })),
});
export type ActivitySummary = z.infer<typeof activitySummarySchema>;

export const activityLogSchema = z.object({
  days: z.number(),
  /** Local dates in the care recipient's time zone, both included. */
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  /** `all`: every session of the circle; `own`: only those the viewer recorded. */
  scope: z.enum(['all', 'own']),
  sessions: z.array(activitySessionDtoSchema),
  summary: activitySummarySchema,
});
export type ActivityLog = z.infer<typeof activityLogSchema>;

/** The doctor report's optional activities section. */
export const activitiesReportSectionSchema = z.object({
  summary: z.string(),
  sessions: z.number(),
  minutes: z.number(),
  byGame: activitySummarySchema.shape.byGame,
  help: z.string(),
  enjoyment: z.string(),
  note: z.string(),
});
export type ActivitiesReportSection = z.infer<typeof activitiesReportSectionSchema>;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The games played most, by sessions (ties by minutes, then the games' order). */
export function mostPlayed(summary: ActivitySummary): GameId | null {
  const played = summary.byGame.filter((game) => game.sessions > 0);
  const [top] = [...played].sort((a, b) => b.sessions - a.sessions || b.minutes - a.minutes);
  return top?.game ?? null;
}

/** "enjoyed in 9 of the 10 answered", or null when nobody answered the question. */
export function describeEnjoyment(enjoyment: Record<Enjoyment | 'unanswered', number>) {
  const answered = ENJOYMENT.reduce((sum, key) => sum + enjoyment[key], 0);
  if (answered === 0) return null;
  return `enjoyed in ${enjoyment.enjoyed} of the ${answered} answered`;
}

/**
 * The log's facts in one sentence, the chart's text alternative: "12 sessions in the last 30
 * days, most often Photo matching; enjoyed in 9 of the 10 answered."
 */
export function describeActivityLog(summary: ActivitySummary, period: string): string {
  if (summary.sessions === 0) return `No sessions ${period}.`;
  const top = mostPlayed(summary);
  const games = summary.byGame.filter((game) => game.sessions > 0).length;
  const often =
    top && games > 1 ? `, most often ${GAME_TITLES[top]}` : top ? `, all ${GAME_TITLES[top]}` : '';
  const enjoyed = describeEnjoyment(summary.enjoyment);
  return `${plural(summary.sessions, 'session')} ${period}, ${plural(summary.minutes, 'minute')} in all${often}${enjoyed ? `; ${enjoyed}` : ''}.`;
}

export function describeHelp(help: Record<HelpLevel, number>): string {
  const total = HELP_LEVELS.reduce((sum, key) => sum + help[key], 0);
  if (total === 0) return 'No sessions.';
  return `No help needed in ${help.none}, a little help in ${help.a_little}, a lot of help in ${help.a_lot} of ${plural(total, 'session')}.`;
}

export function describeEnjoymentCounts(enjoyment: Record<Enjoyment | 'unanswered', number>) {
  const answered = ENJOYMENT.reduce((sum, key) => sum + enjoyment[key], 0);
  if (answered === 0) return 'Nobody answered whether it was enjoyed.';
  const unanswered = enjoyment.unanswered ? `; not answered for ${enjoyment.unanswered}` : '';
  return `Enjoyed in ${enjoyment.enjoyed}, all right in ${enjoyment.neutral}, not enjoyed in ${enjoyment.not_enjoyed} of the ${answered} answered${unanswered}.`;
}

/** Whole minutes for a number of seconds, at least 1 for any session that lasted at all. */
export const minutesOf = (seconds: number): number =>
  seconds <= 0 ? 0 : Math.max(1, Math.round(seconds / 60));
