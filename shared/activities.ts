import { z } from 'zod';
import type { DementiaStage } from './care-recipient';

/**
 * The four errorless games (PRODUCT.md, "Safety rules for the person living with dementia") and
 * the family's log of the sessions played. The player never sees the log: no timer, no score.
 */
export const GAME_IDS = [
  'photo-matching',
  'word-recall',
  'sequence-memory',
  'picture-naming',
] as const;
export type GameId = (typeof GAME_IDS)[number];

export const GAME_TITLES: Record<GameId, string> = {
  'photo-matching': 'Photo matching',
  'word-recall': 'Word recall',
  'sequence-memory': 'Sequence memory',
  'picture-naming': 'Picture naming',
};

/**
 * Each game has one difficulty: how many of something it shows. The caregiver sets it per game;
 * until then it follows the care recipient's stage.
 */
export interface DifficultyRange {
  min: number;
  max: number;
  /** What the number counts, for the settings screen: "4 pairs of cards". */
  unit: string;
  byStage: Record<DementiaStage, number>;
}

export const DIFFICULTY: Record<GameId, DifficultyRange> = {
  'photo-matching': {
    min: 2,
    max: 8,
    unit: 'pairs of cards',
    byStage: { early: 6, middle: 4, late: 2, unsure: 4 },
  },
  'word-recall': {
    min: 1,
    max: 5,
    unit: 'words to remember',
    byStage: { early: 4, middle: 2, late: 1, unsure: 2 },
  },
  'sequence-memory': {
    min: 2,
    max: 6,
    unit: 'steps to put in order',
    byStage: { early: 5, middle: 3, late: 2, unsure: 3 },
  },
  'picture-naming': {
    min: 2,
    max: 4,
    unit: 'choices for each picture',
    byStage: { early: 4, middle: 3, late: 2, unsure: 3 },
  },
};

export const defaultDifficulty = (game: GameId, stage: DementiaStage | null): number =>
  DIFFICULTY[game].byStage[stage ?? 'unsure'];

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
    startedAt: z.iso.datetime({ offset: true, error: 'Please give the start as a date and time' }),
    endedAt: z.iso.datetime({ offset: true, error: 'Please give the end as a date and time' }),
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
