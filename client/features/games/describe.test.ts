import { expect, it } from 'vitest';
import { DIFFICULTY, GAME_IDS } from '../../../shared/activities';
import {
  actGame,
  type GameState,
  isFinished,
  possibleActions,
  startGame,
} from '../../../shared/games';
import { nextRandom } from '../../../shared/games/random';
import { article, describe as said } from './describe.part';

const NEVER_SAID = /score|points|seconds|time left|wrong|incorrect|mistake|fail|undefined|null/i;

it('asks something, and never says "wrong", a score or a time, on any screen of any game', () => {
  for (const game of GAME_IDS) {
    for (let seed = 1; seed <= 40; seed += 1) {
      const difficulty = seed % 2 ? DIFFICULTY[game].min : DIFFICULTY[game].max;
      let state: GameState = startGame(game, { difficulty, playerName: 'Rosa' }, seed);
      let rng = seed;
      for (let taps = 0; taps < 300; taps += 1) {
        const words = said(state);
        expect(words.prompt.length, `${game} ${seed}`).toBeGreaterThan(0);
        expect(`${words.prompt} ${words.feedback ?? ''}`).not.toMatch(NEVER_SAID);
        if (isFinished(state)) break;
        const actions = possibleActions(state);
        const [value, next] = nextRandom(rng);
        rng = next;
        state = actGame(state, actions[Math.floor(value * actions.length)]!);
      }
      expect(isFinished(state)).toBe(true);
    }
  }
});

it('says "a cup", "an apple", and names and plurals as they are', () => {
  expect(article('cup')).toBe('a cup');
  expect(article('apple')).toBe('an apple');
  expect(article('glasses')).toBe('glasses');
  expect(article('Grandma Rosa')).toBe('Grandma Rosa');
});

it('never counts the pairs left in photo matching: its help says the game never keeps count', () => {
  let state: GameState = startGame('photo-matching', { difficulty: 4, playerName: 'Rosa' }, 7);
  let rng = 7;
  while (!isFinished(state)) {
    const { prompt, feedback } = said(state);
    expect(`${prompt} ${feedback ?? ''}`).not.toMatch(/\bleft\b|\bpairs?\b|\d/i);
    const actions = possibleActions(state);
    const [value, next] = nextRandom(rng);
    rng = next;
    state = actGame(state, actions[Math.floor(value * actions.length)]!);
  }
  expect(said(startGame('photo-matching', { difficulty: 3, playerName: 'Rosa' }, 1)).prompt).toBe(
    'Turn over a card.',
  );
});
