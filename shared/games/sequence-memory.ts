import { DIFFICULTY } from '../activities';
import type { GameSequence, SequenceStep } from './catalog';
import {
  afterFind,
  afterMiss,
  clampDifficulty,
  firstName,
  type Progress,
  startProgress,
} from './common';
import { shuffle } from './random';

/**
 * Sequence memory: the picture cards of a familiar routine lie mixed up; the player picks them in
 * order. Picking a card that is not the next step is a miss: the game puts the right card in its
 * place ("Next: Boil the water") and the player goes on from there. After two misses in a row one
 * of the remaining steps is taken away (never below the smallest difficulty).
 */
export interface SequenceOptions {
  /** Steps to put in order (DIFFICULTY['sequence-memory']). */
  steps: number;
  sequence: GameSequence;
  playerName: string | null;
}

export interface SequenceState {
  game: 'sequence-memory';
  progress: Progress;
  sequence: { id: string; title: string; kind: 'bundled' | 'family' };
  /** The steps of this game, in the routine's order. */
  order: SequenceStep[];
  /** How many of `order` are in place. */
  placed: number;
  /** The cards still to place, mixed up. */
  cards: SequenceStep[];
  /** The step the game put in place after the last miss. */
  shown: string | null;
  playerName: string | null;
}

export type SequenceAction = { type: 'choose'; id: string };

/** The steps a game of `count` steps keeps: the routine's most needed ones, in order. */
export function stepsFor(sequence: GameSequence, count: number): SequenceStep[] {
  const kept = [...sequence.steps].sort((a, b) => a.weight - b.weight).slice(0, count);
  return sequence.steps.filter((step) => kept.includes(step));
}

export function startSequence(options: SequenceOptions, seed: number): SequenceState {
  const count = Math.min(
    clampDifficulty('sequence-memory', options.steps),
    options.sequence.steps.length,
  );
  const order = stepsFor(options.sequence, count);
  let [cards, rng] = shuffle(order, seed);
  // Mixed up means not already in order.
  for (let tries = 0; tries < 10 && cards.every((c, i) => c === order[i]); tries += 1) {
    [cards, rng] = shuffle(order, rng);
  }
  if (cards.every((c, i) => c === order[i])) cards.reverse();
  return {
    game: 'sequence-memory',
    progress: { ...startProgress(count, seed), rng },
    sequence: {
      id: options.sequence.id,
      title: options.sequence.title,
      kind: options.sequence.kind ?? 'bundled',
    },
    order,
    placed: 0,
    cards,
    shown: null,
    playerName: firstName(options.playerName),
  };
}

export const nextStep = (state: SequenceState): SequenceStep | undefined =>
  state.order[state.placed];

/** Cards the player may pick now. */
export const choosable = (state: SequenceState): string[] =>
  state.progress.finishedMessage === null ? state.cards.map((card) => card.id) : [];

function finish(state: SequenceState): SequenceState {
  if (state.placed < state.order.length) return state;
  const title = state.sequence.title;
  const done =
    state.sequence.kind === 'family' ? `You put “${title}” in order` : `That is how to ${title}`;
  const text = state.playerName
    ? `${done}, ${state.playerName}. Thank you for showing the way.`
    : `${done}. Thank you for showing the way.`;
  return { ...state, progress: { ...state.progress, finishedMessage: text } };
}

export function actSequence(state: SequenceState, action: SequenceAction): SequenceState {
  if (!choosable(state).includes(action.id)) return state;
  const next = nextStep(state);
  if (!next) return state;
  if (action.id === next.id) {
    return finish({
      ...state,
      placed: state.placed + 1,
      cards: state.cards.filter((card) => card.id !== next.id),
      shown: null,
      progress: afterFind(state.progress),
    });
  }

  // A miss: the right card goes in its place.
  const { progress, ease } = afterMiss(state.progress);
  let order = state.order;
  let cards = state.cards.filter((card) => card.id !== next.id);
  let level = progress.level;
  const placed = state.placed + 1;
  if (ease && order.length > DIFFICULTY['sequence-memory'].min) {
    // Take away the least needed step still to place (not one already in place).
    const remaining = order.slice(placed);
    const leastNeeded = [...remaining].sort((a, b) => b.weight - a.weight)[0];
    if (leastNeeded && remaining.length > 1) {
      order = order.filter((step) => step !== leastNeeded);
      cards = cards.filter((card) => card !== leastNeeded);
      level = order.length;
    }
  }
  return finish({
    ...state,
    order,
    placed,
    cards,
    shown: next.caption,
    progress: { ...progress, level, eased: progress.eased || level < progress.level },
  });
}
