import type { GameId } from '../activities';
import { FAMILIAR_OBJECTS, RECALL_WORDS, SEQUENCES, type GameSequence } from './catalog';
import type { GamePicture, Progress } from './common';
import {
  actMatching,
  type MatchingAction,
  type MatchingState,
  startMatching,
  turnableCards,
} from './photo-matching';
import {
  actNaming,
  type NamingAction,
  type NamingState,
  namesOffered,
  startNaming,
} from './picture-naming';
import { nextRandom } from './random';
import {
  actSequence,
  choosable,
  type SequenceAction,
  type SequenceState,
  startSequence,
} from './sequence-memory';
import {
  actRecall,
  pickable,
  type RecallAction,
  type RecallState,
  startRecall,
} from './word-recall';

/**
 * The four games behind one pair of pure functions: `startGame(game, setup, seed)` deals a game,
 * `actGame(state, action)` answers one tap. The same seed always deals the same game.
 */
export type GameState = MatchingState | RecallState | SequenceState | NamingState;
export type GameAction = MatchingAction | RecallAction | SequenceAction | NamingAction;

export interface GameSetup {
  /** In DIFFICULTY's units; out-of-range numbers are brought into range. */
  difficulty: number;
  /** The person playing ("Rosa Martins"); the messages use the first name. */
  playerName: string | null;
  /** Pictures to use instead of the bundled ones (the circle's own photos, when there are enough). */
  pictures?: readonly GamePicture[];
  /** Whose photos `pictures` are, for the last message. */
  photosOf?: string | null;
  /** Picture naming: more names to offer, never asked about (shared/games/family.ts). */
  names?: readonly GamePicture[];
  /** The routine to put in order; one is chosen from the seed otherwise. */
  sequence?: GameSequence;
}

export function startGame(game: GameId, setup: GameSetup, seed: number): GameState {
  const { difficulty, playerName } = setup;
  switch (game) {
    case 'photo-matching':
      return startMatching(
        {
          pairs: difficulty,
          pictures: setup.pictures ?? FAMILIAR_OBJECTS,
          playerName,
          photosOf: setup.pictures ? (setup.photosOf ?? null) : null,
        },
        seed,
      );
    case 'word-recall':
      return startRecall({ words: difficulty, pool: RECALL_WORDS, playerName }, seed);
    case 'sequence-memory': {
      const [value, rng] = nextRandom(seed);
      const sequence =
        setup.sequence ?? SEQUENCES[Math.floor(value * SEQUENCES.length)] ?? SEQUENCES[0];
      if (!sequence) throw new Error('No sequences');
      return startSequence({ steps: difficulty, sequence, playerName }, rng);
    }
    case 'picture-naming':
      return startNaming(
        {
          choices: difficulty,
          pictures: setup.pictures ?? FAMILIAR_OBJECTS,
          names: setup.names,
          playerName,
        },
        seed,
      );
  }
}

export function actGame(state: GameState, action: GameAction): GameState {
  switch (state.game) {
    case 'photo-matching':
      return action.type === 'turn' ? actMatching(state, action) : state;
    case 'word-recall':
      return action.type === 'ready' || action.type === 'pick' ? actRecall(state, action) : state;
    case 'sequence-memory':
      return action.type === 'choose' ? actSequence(state, action) : state;
    case 'picture-naming':
      return action.type === 'choose' || action.type === 'next' ? actNaming(state, action) : state;
  }
}

/** Every action that changes something now (what a player could tap). */
export function possibleActions(state: GameState): GameAction[] {
  switch (state.game) {
    case 'photo-matching':
      return turnableCards(state).map((index) => ({ type: 'turn', index }));
    case 'word-recall':
      return state.phase === 'learn' && state.progress.finishedMessage === null
        ? [{ type: 'ready' }]
        : pickable(state).map((id) => ({ type: 'pick', id }));
    case 'sequence-memory':
      return choosable(state).map((id) => ({ type: 'choose', id }));
    case 'picture-naming':
      if (state.progress.finishedMessage !== null) return [];
      return state.answer !== null
        ? [{ type: 'next' }]
        : namesOffered(state).map((id) => ({ type: 'choose', id }));
  }
}

export const isFinished = (state: GameState): boolean => state.progress.finishedMessage !== null;

export const progressOf = (state: GameState): Progress => state.progress;
