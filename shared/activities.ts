/** The games' settings and the family's log of the sessions played (the games: activities-basics.ts). */
import { z } from 'zod';
import { GAME_IDS, DIFFICULTY, type GameId } from './activities-basics';
import { enteredDateTime } from './entered-dates';

// The words and helpers screens use without the schemas (client/app/first-screen-code.test.ts).
export * from './activities-basics';

const difficultyOf = (game: GameId) =>
  z
    .number({ error: 'Please choose a number' })
    .int({ error: 'Please choose a whole number' })
    .min(DIFFICULTY[game].min, {
      error: `Please choose at least ${DIFFICULTY[game].min} ${DIFFICULTY[game].unit}`,
    })
    .max(DIFFICULTY[game].max, {
      error: `Please choose at most ${DIFFICULTY[game].max} ${DIFFICULTY[game].unit}`,
    });

export const SPEECH_RATE_MIN = 0.5;
export const SPEECH_RATE_MAX = 1.5;

/** GET/PUT /api/circles/:circleId/activities/settings. `null` difficulty: follow the stage. */
export const activitySettingsSchema = z.object({
  difficulty: z.object({
    'photo-matching': difficultyOf('photo-matching').nullable(),
    'word-recall': difficultyOf('word-recall').nullable(),
    'sequence-memory': difficultyOf('sequence-memory').nullable(),
    'picture-naming': difficultyOf('picture-naming').nullable(),
  }),
  /** Read aloud: the browser voice's name (null: the browser's default) and its rate. */
  speech: z.object({
    voice: z.string().trim().max(200).nullable(),
    rate: z
      .number({ error: 'Please choose a speed' })
      .min(SPEECH_RATE_MIN, { error: 'Please choose a slower speed of at least 0.5' })
      .max(SPEECH_RATE_MAX, { error: 'Please choose a speed of at most 1.5' }),
  }),
});
export type ActivitySettings = z.infer<typeof activitySettingsSchema>;

/** What the screens get: the stored settings and, for each game, the difficulty to play now. */
export interface ActivitySettingsDto extends ActivitySettings {
  effectiveDifficulty: Record<GameId, number>;
}

/** How much help the person needed, from the misses the game counted (never shown to them). */
export const HELP_LEVELS = ['none', 'a_little', 'a_lot'] as const;
export type HelpLevel = (typeof HELP_LEVELS)[number];
export const HELP_LABELS: Record<HelpLevel, string> = {
  none: 'No help needed',
  a_little: 'A little help',
  a_lot: 'A lot of help',
};

/** The one-tap question to whoever sat with the person, never to the person. */
export const ENJOYMENT = ['enjoyed', 'neutral', 'not_enjoyed'] as const;
export type Enjoyment = (typeof ENJOYMENT)[number];
export const ENJOYMENT_LABELS: Record<Enjoyment, string> = {
  enjoyed: 'Enjoyed it',
  neutral: 'It was all right',
  not_enjoyed: 'Did not enjoy it',
};

/** POST /api/circles/:circleId/activities/sessions, sent when the success screen shows. */
export const activitySessionInputSchema = z
  .object({
    game: z.enum(GAME_IDS, { error: 'Please choose a game' }),
    startedAt: enteredDateTime('Please give the start as a date and time'),
    endedAt: enteredDateTime('Please give the end as a date and time'),
    /** The difficulty the session started at. */
    difficulty: z.number().int().min(1).max(8),
    /** Times the game showed the answer after a miss; it eases itself after repeated misses. */
    answersShown: z.number().int().min(0).max(1000),
    /** Whether the game eased itself during the session. */
    eased: z.boolean(),
  })
  .refine((s) => Date.parse(s.endedAt) >= Date.parse(s.startedAt), {
    path: ['endedAt'],
    error: 'The end must be after the start',
  });
export type ActivitySessionInput = z.infer<typeof activitySessionInputSchema>;

/** PATCH /api/circles/:circleId/activities/sessions/:sessionId */
export const activityEnjoymentSchema = z.object({
  enjoyment: z.enum(ENJOYMENT, { error: 'Please choose one answer' }),
});

export interface ActivitySessionDto {
  id: string;
  game: GameId;
  startedAt: string;
  endedAt: string;
  durationSeconds: number;
  difficulty: number;
  answersShown: number;
  eased: boolean;
  help: HelpLevel;
  enjoyment: Enjoyment | null;
  /** Who sat with the person and recorded it. */
  recordedBy: { id: string; name: string };
}
