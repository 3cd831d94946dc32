import type { DementiaStage } from './care-recipient';

/**
 * What screens need of the games without the schemas in `activities.ts`, which re-exports all of it:
 * a screen a visit starts on must not load zod (client/app/first-screen-code.test.ts).
 */

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
