import {
  afterFind,
  afterMiss,
  clampDifficulty,
  firstName,
  type GamePicture,
  listThe,
  type Progress,
  startProgress,
} from './common';
import { shuffle } from './random';

/**
 * Word recall by recognition: a few words are shown with their pictures and read aloud; then the
 * player picks them out from a small set. Picking a word that was not shown is a miss: the game
 * shows one of the words that was (and counts it found), so the player always moves forward.
 * After two misses in a row one of the other words leaves the set (fewer choices).
 */
export interface RecallOptions {
  /** Words to remember (DIFFICULTY['word-recall']). */
  words: number;
  /** Words with pictures: the ones to remember and the others come from here. */
  pool: readonly GamePicture[];
  playerName: string | null;
}

export interface RecallChoice {
  picture: GamePicture;
  /** One of the words to remember. */
  target: boolean;
  found: boolean;
  /** Found by the game after a miss, not by the player. */
  shownByGame: boolean;
}

export interface RecallState {
  game: 'word-recall';
  progress: Progress;
  /** 'learn': the words are on show; 'pick': the player picks them out. */
  phase: 'learn' | 'pick';
  targets: GamePicture[];
  choices: RecallChoice[];
  /** The word the game showed after the last miss. */
  shown: string | null;
  /** The last word the player found. */
  lastFound: string | null;
  playerName: string | null;
}

export type RecallAction = { type: 'ready' } | { type: 'pick'; id: string };

/** How many other words stand among the ones to remember. */
export const othersFor = (words: number): number => Math.min(4, Math.max(2, words));

export function startRecall(options: RecallOptions, seed: number): RecallState {
  const words = clampDifficulty('word-recall', options.words);
  const [pool, rng1] = shuffle(options.pool, seed);
  const targets = pool.slice(0, Math.min(words, pool.length));
  const others = pool.slice(targets.length, targets.length + othersFor(words));
  const [choices, rng2] = shuffle(
    [
      ...targets.map((picture) => ({ picture, target: true, found: false, shownByGame: false })),
      ...others.map((picture) => ({ picture, target: false, found: false, shownByGame: false })),
    ],
    rng1,
  );
  return {
    game: 'word-recall',
    progress: { ...startProgress(words, seed), rng: rng2 },
    phase: 'learn',
    targets,
    choices,
    shown: null,
    lastFound: null,
    playerName: firstName(options.playerName),
  };
}

/** Words the player may pick now. */
export const pickable = (state: RecallState): string[] =>
  state.phase === 'pick' && state.progress.finishedMessage === null
    ? state.choices.filter((choice) => !choice.found).map((choice) => choice.picture.id)
    : [];

function finish(state: RecallState): RecallState {
  if (!state.choices.filter((c) => c.target).every((c) => c.found)) return state;
  const words = listThe(state.targets.map((t) => t.label));
  const found = state.choices.filter((c) => c.target && !c.shownByGame).length;
  const text =
    found === 0
      ? `We remembered ${words} together`
      : found === state.targets.length
        ? `You remembered ${words}`
        : `You picked out the words: ${words}`;
  const message = state.playerName
    ? `${text}, ${state.playerName}. Well done.`
    : `${text}. Well done.`;
  return { ...state, progress: { ...state.progress, finishedMessage: message } };
}

export function actRecall(state: RecallState, action: RecallAction): RecallState {
  if (state.progress.finishedMessage !== null) return state;
  if (action.type === 'ready') return state.phase === 'learn' ? { ...state, phase: 'pick' } : state;
  if (!pickable(state).includes(action.id)) return state;
  const picked = state.choices.find((choice) => choice.picture.id === action.id);
  if (!picked) return state;

  if (picked.target) {
    return finish({
      ...state,
      choices: state.choices.map((c) => (c === picked ? { ...c, found: true } : c)),
      shown: null,
      lastFound: picked.picture.label,
      progress: afterFind(state.progress),
    });
  }

  // A miss: show one of the words to remember, and that word counts as found.
  const answer = state.choices.find((c) => c.target && !c.found);
  if (!answer) return state;
  const { progress, ease } = afterMiss(state.progress);
  let choices = state.choices.map((c) =>
    c === answer ? { ...c, found: true, shownByGame: true } : c,
  );
  let eased = false;
  if (ease && choices.filter((c) => !c.target).length > 1) {
    // One fewer word to choose from: the one just picked leaves the set.
    choices = choices.filter((c) => c.picture.id !== picked.picture.id);
    eased = true;
  }
  return finish({
    ...state,
    choices,
    shown: answer.picture.label,
    lastFound: null,
    progress: { ...progress, eased: progress.eased || eased },
  });
}
