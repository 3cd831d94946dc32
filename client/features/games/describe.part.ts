import type { GameId } from '../../../shared/activities';
import { type GameState, isFinished } from '../../../shared/games';
import { currentRound } from '../../../shared/games/picture-naming';
import { nextStep } from '../../../shared/games/sequence-memory';

/** What each game asks of the player before it starts. */
export const GAME_INVITATIONS: Record<GameId, string> = {
  'photo-matching': 'Turn over two cards at a time to find the pictures that match.',
  'word-recall': 'Look at a few words with their pictures. Then find them again among some others.',
  'sequence-memory': 'Put the pictures of an everyday job in order, one step at a time.',
  'picture-naming': 'Look at each picture and choose its name.',
};

export interface Said {
  /** What the player is asked now. */
  prompt: string;
  /** What the last tap showed: the pair, the word, the step, the name. Never "wrong". */
  feedback: string | null;
}

const count = (n: number) => (n === 1 ? 'one more' : `${n} more`);

/** The words on screen for a game's state; the same words are read aloud on request. */
export function describe(state: GameState): Said {
  if (isFinished(state)) return { prompt: state.progress.finishedMessage ?? '', feedback: null };
  switch (state.game) {
    case 'photo-matching': {
      const first = state.first === null ? null : state.cards[state.first];
      let feedback: string | null = null;
      if (state.shown) {
        const label = state.cards[state.shown[0]]?.picture.label ?? '';
        feedback = `Here are the two ${label} cards together.`;
      }
      if (first) {
        return {
          prompt:
            state.hint !== null
              ? `Now find the other ${first.picture.label}. It is the card with the bright border.`
              : `Now find the other ${first.picture.label}.`,
          feedback,
        };
      }
      // No "3 pairs left": the game never keeps count, as its help says (decision 079).
      return { prompt: 'Turn over a card.', feedback };
    }
    case 'word-recall': {
      if (state.phase === 'learn') {
        const words = state.targets.map((t) => t.label).join(', ');
        return {
          prompt:
            state.targets.length === 1
              ? `Remember this word: ${words}.`
              : `Remember these words: ${words}.`,
          feedback: null,
        };
      }
      const left = state.choices.filter((c) => c.target && !c.found).length;
      const feedback = state.shown
        ? `Here is one of them: ${state.shown}.`
        : state.lastFound
          ? `Yes, ${state.lastFound}.`
          : null;
      return { prompt: `Which words did you see? Find ${count(left)}.`, feedback };
    }
    case 'sequence-memory': {
      const feedback = state.shown ? `This step comes next: ${state.shown}.` : null;
      const prompt =
        state.placed === 0
          ? state.sequence.kind === 'family'
            ? `${state.sequence.title}. Which picture comes first?`
            : `Let's ${state.sequence.title}. Which picture comes first?`
          : nextStep(state)
            ? 'Which picture comes next?'
            : '';
      return { prompt, feedback };
    }
    case 'picture-naming': {
      const round = currentRound(state);
      if (!round) return { prompt: '', feedback: null };
      const question = round.picture.kind === 'photo' ? 'Who is this?' : 'What is this?';
      const feedback =
        state.answer === 'found'
          ? `Yes, it is ${article(round.picture.label)}.`
          : state.answer === 'shown'
            ? `This is ${article(round.picture.label)}.`
            : null;
      return { prompt: question, feedback };
    }
  }
}

/** "a cup", "an apple", "glasses", or a person's name as it is. */
export function article(label: string): string {
  if (/^[A-Z]/.test(label) || /s$/.test(label)) return label;
  return /^[aeiou]/i.test(label) ? `an ${label}` : `a ${label}`;
}
