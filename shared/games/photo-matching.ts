import {
  afterFind,
  afterMiss,
  clampDifficulty,
  firstName,
  type GamePicture,
  type Progress,
  startProgress,
} from './common';
import { shuffle } from './random';

/**
 * Photo matching: cards lie face down; the player turns two at a time to find the pairs. A second
 * card that is not the pair is a miss: the game turns the pair over beside the first card and
 * counts them as found, so the player sees the answer and goes on. Nothing turns back by itself:
 * the card that did not match stays up until the next tap. After two misses in a row the game
 * shows where each first card's pair is (a stronger hint).
 */
export interface MatchingOptions {
  /** Pairs of cards (DIFFICULTY['photo-matching']). */
  pairs: number;
  /** At least `pairs` pictures to choose from. */
  pictures: readonly GamePicture[];
  /** The person playing, for the last message ("Rosa Martins" → "Rosa"). */
  playerName: string | null;
  /** Whose photos these are ("Rosa"), when they are the circle's own; null for bundled pictures. */
  photosOf?: string | null;
}

export interface MatchingCard {
  /** Position on the table. */
  index: number;
  picture: GamePicture;
  matched: boolean;
}

export interface MatchingState {
  game: 'photo-matching';
  progress: Progress;
  cards: MatchingCard[];
  /** A card turned over, waiting for its pair. */
  first: number | null;
  /** The card that was not the pair: face up until the next tap. */
  notPair: number | null;
  /** The pair the game just showed after a miss ("Here is the other one"). */
  shown: [number, number] | null;
  /** With the stronger hint: where the first card's pair is. */
  hint: number | null;
  strongHint: boolean;
  playerName: string | null;
  photosOf: string | null;
}

export type MatchingAction = { type: 'turn'; index: number };

export function startMatching(options: MatchingOptions, seed: number): MatchingState {
  const pairs = Math.min(clampDifficulty('photo-matching', options.pairs), options.pictures.length);
  if (pairs < 1) throw new Error('Photo matching needs at least one picture');
  const [chosen, rng1] = shuffle(options.pictures, seed);
  const faces = chosen.slice(0, pairs);
  const [dealt, rng2] = shuffle([...faces, ...faces], rng1);
  return {
    game: 'photo-matching',
    progress: { ...startProgress(pairs, seed), rng: rng2 },
    cards: dealt.map((picture, index) => ({ index, picture, matched: false })),
    first: null,
    notPair: null,
    shown: null,
    hint: null,
    strongHint: false,
    playerName: firstName(options.playerName),
    photosOf: options.photosOf ?? null,
  };
}

/** Cards the player may turn now. */
export const turnableCards = (state: MatchingState): number[] =>
  state.progress.finishedMessage !== null
    ? []
    : state.cards.filter((card) => !card.matched && card.index !== state.first).map((c) => c.index);

/** Whether a card shows its picture. */
export const isFaceUp = (state: MatchingState, index: number): boolean =>
  state.cards[index]?.matched === true || state.first === index || state.notPair === index;

const pairOf = (state: MatchingState, index: number): number =>
  state.cards.findIndex(
    (card) => card.index !== index && card.picture.id === state.cards[index]?.picture.id,
  );

function finishedMessage(state: MatchingState): string {
  const count = state.cards.length / 2;
  const name = state.playerName;
  if (state.photosOf) {
    return name
      ? `You found all of ${state.photosOf}'s photos, ${name}. Lovely to see them together.`
      : `You found all of ${state.photosOf}'s photos. Lovely to see them together.`;
  }
  const pairs = count === 1 ? 'the pair' : `all ${count} pairs`;
  return name
    ? `You found ${pairs} of pictures, ${name}. Well done.`
    : `You found ${pairs} of pictures. Well done.`;
}

export function actMatching(state: MatchingState, action: MatchingAction): MatchingState {
  if (action.type !== 'turn' || !turnableCards(state).includes(action.index)) return state;
  // A tap puts the card that did not match face down again and clears the last answer shown.
  const settled: MatchingState = { ...state, notPair: null, shown: null };

  if (settled.first === null) {
    return {
      ...settled,
      first: action.index,
      hint: settled.strongHint ? pairOf(settled, action.index) : null,
    };
  }

  const first = settled.first;
  const pair = pairOf(settled, first);
  const found = pair === action.index;
  const cards = settled.cards.map((card) =>
    card.index === first || card.index === pair ? { ...card, matched: true } : card,
  );
  let next: MatchingState;
  if (found) {
    next = { ...settled, cards, first: null, hint: null, progress: afterFind(settled.progress) };
  } else {
    const { progress, ease } = afterMiss(settled.progress);
    next = {
      ...settled,
      cards,
      first: null,
      hint: null,
      notPair: action.index,
      shown: [first, pair],
      strongHint: settled.strongHint || ease,
      progress: { ...progress, eased: progress.eased || ease },
    };
  }
  if (next.cards.every((card) => card.matched)) {
    next = {
      ...next,
      notPair: null,
      progress: { ...next.progress, finishedMessage: finishedMessage(next) },
    };
  }
  return next;
}
