import { DIFFICULTY } from '../activities';
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
 * Picture naming: "What is this?" (or "Who is this?" for a photo of a person) with two to four
 * large names to choose from. Choosing another name is a miss: the game shows the right one
 * ("This is a cup") and the player goes on to the next picture. After two misses in a row each
 * picture has one name fewer to choose from (never fewer than two).
 */
export const NAMING_ROUNDS = 5;

export interface NamingOptions {
  /** Names to choose from for each picture (DIFFICULTY['picture-naming']). */
  choices: number;
  /** The pictures to name and the other names come from here (at least `choices` of them). */
  pictures: readonly GamePicture[];
  /**
   * More names to offer, never asked about: the memory people without a photo of their own and
   * more familiar things. A round offers only names of its own kind (people for a photo, things
   * for a bundled picture).
   */
  names?: readonly GamePicture[];
  rounds?: number;
  playerName: string | null;
}

export interface NamingRound {
  picture: GamePicture;
  /** Picture ids whose labels are offered, the right one among them. */
  choices: GamePicture[];
}

export interface NamingState {
  game: 'picture-naming';
  progress: Progress;
  rounds: NamingRound[];
  round: number;
  /** After a choice: 'found' (the player named it) or 'shown' (the game showed the name). */
  answer: 'found' | 'shown' | null;
  /** The pictures the player named themselves. */
  named: string[];
  /** Other pictures the names come from, for dealing later rounds anew after easing. */
  pool: GamePicture[];
  playerName: string | null;
}

export type NamingAction = { type: 'choose'; id: string } | { type: 'next' };

function deal(
  picture: GamePicture,
  pool: readonly GamePicture[],
  count: number,
  rng: number,
): [NamingRound, number] {
  // Other names of the same kind (people for a photo, things for a thing), each name once.
  const labels = new Set([picture.label]);
  const candidates = pool.filter((p) => {
    if (p.kind !== picture.kind || labels.has(p.label)) return false;
    labels.add(p.label);
    return true;
  });
  const [others, rng1] = shuffle(candidates, rng);
  const [choices, rng2] = shuffle([picture, ...others.slice(0, count - 1)], rng1);
  return [{ picture, choices }, rng2];
}

export function startNaming(options: NamingOptions, seed: number): NamingState {
  const names = options.names ?? [];
  const count = Math.min(
    clampDifficulty('picture-naming', options.choices),
    options.pictures.length + names.length,
  );
  const [shuffled, rng1] = shuffle(options.pictures, seed);
  const pool = [...shuffled, ...names];
  const roundCount = Math.max(1, Math.min(options.rounds ?? NAMING_ROUNDS, shuffled.length));
  let rng = rng1;
  const rounds: NamingRound[] = [];
  for (const picture of shuffled.slice(0, roundCount)) {
    const [round, next] = deal(picture, pool, count, rng);
    rounds.push(round);
    rng = next;
  }
  return {
    game: 'picture-naming',
    progress: { ...startProgress(count, seed), rng },
    rounds,
    round: 0,
    answer: null,
    named: [],
    pool,
    playerName: firstName(options.playerName),
  };
}

export const currentRound = (state: NamingState): NamingRound | undefined =>
  state.rounds[state.round];

/** Names the player may choose now. */
export const namesOffered = (state: NamingState): string[] =>
  state.answer === null && state.progress.finishedMessage === null
    ? (currentRound(state)?.choices.map((c) => c.id) ?? [])
    : [];

function finishedMessage(state: NamingState): string {
  const named = state.rounds.filter((r) => state.named.includes(r.picture.id));
  const name = state.playerName;
  const text =
    named.length === 0
      ? `We looked at ${listThe(state.rounds.map((r) => r.picture.label))} together`
      : `You named ${listThe(named.map((r) => r.picture.label))}`;
  return name ? `${text}, ${name}. Lovely.` : `${text}. Lovely.`;
}

export function actNaming(state: NamingState, action: NamingAction): NamingState {
  if (state.progress.finishedMessage !== null) return state;
  const round = currentRound(state);
  if (!round) return state;

  if (action.type === 'next') {
    if (state.answer === null) return state;
    if (state.round + 1 >= state.rounds.length) {
      return {
        ...state,
        answer: null,
        progress: { ...state.progress, finishedMessage: finishedMessage(state) },
      };
    }
    return { ...state, round: state.round + 1, answer: null };
  }

  if (!namesOffered(state).includes(action.id)) return state;
  if (action.id === round.picture.id) {
    return {
      ...state,
      answer: 'found',
      named: [...state.named, round.picture.id],
      progress: afterFind(state.progress),
    };
  }

  const { progress, ease } = afterMiss(state.progress);
  if (!ease || progress.level <= DIFFICULTY['picture-naming'].min) {
    return { ...state, answer: 'shown', progress };
  }
  // One name fewer for each picture still to come.
  const level = progress.level - 1;
  let rng = progress.rng;
  const rounds = state.rounds.map((r, index) => {
    if (index <= state.round) return r;
    const [dealt, next] = deal(r.picture, state.pool, level, rng);
    rng = next;
    return dealt;
  });
  return { ...state, answer: 'shown', rounds, progress: { ...progress, level, rng, eased: true } };
}
