import { DIFFICULTY, type GameId } from '../activities-basics';

/**
 * A picture a game shows: bundled with Kinwell, or one of the circle's own photos (`kind:
 * 'photo'`, from memory support: shared/games/family.ts), so a game can take either.
 */
export interface GamePicture {
  id: string;
  /** Where the browser loads it from. */
  src: string;
  /** What it shows, for screen readers. */
  alt: string;
  /** The word a person would say for it: "cup", "Grandma Rosa". */
  label: string;
  /** Said beside the label where a name is offered: "granddaughter" for "Rosa". */
  detail?: string;
  kind: 'bundled' | 'photo';
}

/** Two misses in a row and the game makes itself easier. */
export const MISSES_BEFORE_EASING = 2;

/**
 * What every game keeps besides its board. Misses are counted for the family's log
 * (`answersShown`), never shown to the player.
 */
export interface Progress {
  /** The difficulty the game started at (the caregiver's setting or the stage's default). */
  difficulty: number;
  /** The difficulty now, after any easing. */
  level: number;
  /** Times the game showed the answer after a miss. */
  answersShown: number;
  missesInARow: number;
  /** Whether the game eased itself. */
  eased: boolean;
  /** The generator's state (random.ts). */
  rng: number;
  /** Set once the game is done: the warm words the success screen shows and reads aloud. */
  finishedMessage: string | null;
}

/** A difficulty the game can play: a whole number within its range. */
export function clampDifficulty(game: GameId, value: number): number {
  const { min, max } = DIFFICULTY[game];
  if (!Number.isFinite(value)) return DIFFICULTY[game].byStage.unsure;
  return Math.min(max, Math.max(min, Math.round(value)));
}

export const startProgress = (difficulty: number, seed: number): Progress => ({
  difficulty,
  level: difficulty,
  answersShown: 0,
  missesInARow: 0,
  eased: false,
  rng: seed | 0,
  finishedMessage: null,
});

/** A miss: the answer is shown; says whether the game should now ease itself. */
export function afterMiss(progress: Progress): { progress: Progress; ease: boolean } {
  const missesInARow = progress.missesInARow + 1;
  const ease = missesInARow >= MISSES_BEFORE_EASING;
  return {
    progress: {
      ...progress,
      answersShown: progress.answersShown + 1,
      missesInARow: ease ? 0 : missesInARow,
    },
    ease,
  };
}

export const afterFind = (progress: Progress): Progress => ({ ...progress, missesInARow: 0 });

/** "Rosa" from "Rosa Martins"; nothing when the name is not known yet. */
export function firstName(name: string | null | undefined): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : null;
}

/** "the cup", "the cup and the dog", "the cup, the dog and the hat". */
export function listThe(labels: readonly string[]): string {
  const items = labels.map((label) => (/^[A-Z]/.test(label) ? label : `the ${label}`));
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** "Well done, Rosa." or "Well done." */
export const withName = (text: string, name: string | null): string =>
  name ? `${text}, ${name}.` : `${text}.`;
