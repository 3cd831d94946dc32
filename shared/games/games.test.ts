import { describe, expect, it } from 'vitest';
import { DIFFICULTY, GAME_IDS, type GameId } from '../activities';
import { BUNDLED_PICTURES, FAMILIAR_OBJECTS, RECALL_WORDS, SEQUENCES } from './catalog';
import {
  actGame,
  type GameAction,
  type GameState,
  isFinished,
  possibleActions,
  startGame,
} from './index';
import { isFaceUp } from './photo-matching';
import { currentRound } from './picture-naming';
import { nextRandom, seedFrom, shuffle } from './random';
import { nextStep, stepsFor } from './sequence-memory';

const FORBIDDEN = /wrong|incorrect|score|points|fail|mistake|error|time/i;

type Strategy = (state: GameState, rng: number) => [GameAction, number];

/** A player who taps anything the game offers. */
const randomPlayer: Strategy = (state, rng) => {
  const actions = possibleActions(state);
  const [value, next] = nextRandom(rng);
  const action = actions[Math.floor(value * actions.length)];
  if (!action) throw new Error(`Stuck: ${JSON.stringify(state)}`);
  return [action, next];
};

/** A player who always taps something that is not the answer, when there is such a thing. */
const missingPlayer: Strategy = (state, rng) => {
  const actions = possibleActions(state);
  const miss = actions.find((action) => {
    switch (state.game) {
      case 'photo-matching': {
        if (action.type !== 'turn' || state.first === null) return false;
        const first = state.cards[state.first];
        return state.cards[action.index]?.picture.id !== first?.picture.id;
      }
      case 'word-recall':
        return (
          action.type === 'pick' &&
          state.choices.find((c) => c.picture.id === action.id)?.target === false
        );
      case 'sequence-memory':
        return action.type === 'choose' && action.id !== nextStep(state)?.id;
      case 'picture-naming':
        return action.type === 'choose' && action.id !== currentRound(state)?.picture.id;
    }
  });
  return [miss ?? (actions[0] as GameAction), rng];
};

function play(game: GameId, difficulty: number, seed: number, strategy: Strategy) {
  let state = startGame(game, { difficulty, playerName: 'Rosa Martins' }, seed);
  const states = [state];
  let rng = seed ^ 0x5bd1e995;
  for (let taps = 0; taps < 500 && !isFinished(state); taps += 1) {
    const [action, next] = strategy(state, rng);
    rng = next;
    const after = actGame(state, action);
    expect(after, `${game}: ${JSON.stringify(action)} changed nothing`).not.toBe(state);
    state = after;
    states.push(state);
  }
  return { state, states };
}

const difficulties = (game: GameId) =>
  Array.from(
    { length: DIFFICULTY[game].max - DIFFICULTY[game].min + 1 },
    (_, i) => DIFFICULTY[game].min + i,
  );

describe('the seeded generator', () => {
  it('gives the same numbers from the same seed and spreads them over [0, 1)', () => {
    const run = (seed: number) => {
      let state = seed;
      return Array.from({ length: 1000 }, () => {
        const [value, next] = nextRandom(state);
        state = next;
        return value;
      });
    };
    expect(run(42)).toEqual(run(42));
    expect(run(42)).not.toEqual(run(43));
    const values = run(7);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(values.filter((v) => v < 0.5).length).toBeGreaterThan(400);
  });

  it('shuffles into a permutation without touching the original', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const [shuffled] = shuffle(items, 99);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...shuffled].sort()).toEqual(items);
    expect(shuffle(items, 99)[0]).toEqual(shuffled);
  });

  it('reads a seed from a number or any text', () => {
    expect(seedFrom('123')).toBe(123);
    expect(seedFrom('tea time')).toBe(seedFrom('tea time'));
    expect(seedFrom('tea time')).not.toBe(seedFrom('toast'));
  });
});

describe.each(GAME_IDS)('%s', (game) => {
  it('can be finished from any seed and difficulty by a player tapping anything', () => {
    for (const difficulty of difficulties(game)) {
      for (let seed = 1; seed <= 60; seed += 1) {
        const { state, states } = play(game, difficulty, seed * 7919, randomPlayer);
        expect(isFinished(state), `${game} ${difficulty} seed ${seed}`).toBe(true);
        expect(possibleActions(state)).toEqual([]);
        // Nothing the player could see says "wrong", counts points or time.
        for (const s of states) {
          expect(JSON.stringify({ ...s, progress: { ...s.progress, rng: 0 } })).not.toMatch(
            FORBIDDEN,
          );
        }
        expect(state.progress.finishedMessage).toContain('Rosa');
      }
    }
  });

  it('ends in success for a player who misses every time, and eases itself', () => {
    const { min, max } = DIFFICULTY[game];
    for (let seed = 1; seed <= 30; seed += 1) {
      const { state } = play(game, max, seed, missingPlayer);
      expect(isFinished(state)).toBe(true);
      expect(state.progress.answersShown).toBeGreaterThan(0);
      expect(state.progress.eased).toBe(true);
      expect(state.progress.level).toBeGreaterThanOrEqual(min);
      expect(state.progress.level).toBeLessThanOrEqual(max);
    }
  });

  it('deals the same game from the same seed', () => {
    const a = startGame(game, { difficulty: 3, playerName: null }, 2024);
    const b = startGame(game, { difficulty: 3, playerName: null }, 2024);
    expect(a).toEqual(b);
  });

  it('keeps the difficulty within its range', () => {
    const { min, max } = DIFFICULTY[game];
    expect(startGame(game, { difficulty: 0, playerName: null }, 1).progress.difficulty).toBe(min);
    expect(startGame(game, { difficulty: 99, playerName: null }, 1).progress.difficulty).toBe(max);
    expect(
      startGame(game, { difficulty: Number.NaN, playerName: null }, 1).progress.difficulty,
    ).toBe(DIFFICULTY[game].byStage.unsure);
  });

  it('has a warm last message without a name when the name is not known', () => {
    const { state } = play(game, DIFFICULTY[game].min, 5, randomPlayer);
    expect(isFinished(state)).toBe(true);
    const unnamed = startGame(game, { difficulty: DIFFICULTY[game].min, playerName: null }, 5);
    let s: GameState = unnamed;
    let rng = 5;
    while (!isFinished(s)) {
      const [action, next] = randomPlayer(s, rng);
      rng = next;
      s = actGame(s, action);
    }
    expect(s.progress.finishedMessage).toMatch(/^[A-Z].*\.$/);
    expect(s.progress.finishedMessage).not.toMatch(/null|undefined/);
  });
});

describe('photo matching', () => {
  it('deals the number of pairs asked for, each picture twice', () => {
    for (const pairs of difficulties('photo-matching')) {
      const state = startGame('photo-matching', { difficulty: pairs, playerName: null }, pairs);
      if (state.game !== 'photo-matching') throw new Error('game');
      expect(state.cards).toHaveLength(pairs * 2);
      const counts = new Map<string, number>();
      for (const card of state.cards)
        counts.set(card.picture.id, (counts.get(card.picture.id) ?? 0) + 1);
      expect([...counts.values()].every((count) => count === 2)).toBe(true);
    }
  });

  it('shows the pair after a miss, leaves the other card up until the next tap, then hints', () => {
    let state = startGame('photo-matching', { difficulty: 4, playerName: 'Rosa' }, 11);
    if (state.game !== 'photo-matching') throw new Error('game');
    const first = state.cards[0]!;
    const other = state.cards.find((c) => c.picture.id !== first.picture.id)!;
    const pair = state.cards.find((c) => c.picture.id === first.picture.id && c.index !== 0)!;
    state = actGame(state, { type: 'turn', index: 0 });
    state = actGame(state, { type: 'turn', index: other.index });
    if (state.game !== 'photo-matching') throw new Error('game');
    expect(state.shown).toEqual([0, pair.index]);
    expect(state.cards[0]!.matched && state.cards[pair.index]!.matched).toBe(true);
    expect(isFaceUp(state, other.index)).toBe(true);
    expect(state.progress).toMatchObject({ answersShown: 1, eased: false });
    expect(state.hint).toBeNull();

    // A second miss in a row: from now on the pair of the first card glows.
    const rest = state.cards.filter((c) => !c.matched);
    const a = rest[0]!;
    const b = rest.find((c) => c.picture.id !== a.picture.id)!;
    state = actGame(state, { type: 'turn', index: a.index });
    if (state.game !== 'photo-matching') throw new Error('game');
    expect(isFaceUp(state, other.index) && other.index !== a.index).toBe(false);
    state = actGame(state, { type: 'turn', index: b.index });
    if (state.game !== 'photo-matching') throw new Error('game');
    expect(state.progress).toMatchObject({ answersShown: 2, eased: true });
    const c = state.cards.find((card) => !card.matched)!;
    state = actGame(state, { type: 'turn', index: c.index });
    if (state.game !== 'photo-matching') throw new Error('game');
    expect(state.cards[state.hint!]!.picture.id).toBe(c.picture.id);
  });

  it('names whose photos they were when they are the family’s own', () => {
    let state = startGame(
      'photo-matching',
      {
        difficulty: 2,
        playerName: 'Walter Brandt',
        pictures: FAMILIAR_OBJECTS.slice(0, 2).map((p) => ({ ...p, kind: 'photo' as const })),
        photosOf: 'Rosa',
      },
      3,
    );
    while (!isFinished(state)) state = actGame(state, possibleActions(state)[0]!);
    expect(state.progress.finishedMessage).toBe(
      "You found all of Rosa's photos, Walter. Lovely to see them together.",
    );
  });
});

describe('word recall', () => {
  it('shows the words first, then offers them among a few others', () => {
    for (const words of difficulties('word-recall')) {
      let state = startGame('word-recall', { difficulty: words, playerName: null }, words);
      if (state.game !== 'word-recall') throw new Error('game');
      expect(state.phase).toBe('learn');
      expect(state.targets).toHaveLength(words);
      expect(possibleActions(state)).toEqual([{ type: 'ready' }]);
      state = actGame(state, { type: 'ready' });
      if (state.game !== 'word-recall') throw new Error('game');
      expect(state.choices.filter((c) => c.target)).toHaveLength(words);
      expect(state.choices.length).toBeGreaterThan(words);
      expect(state.choices.length).toBeLessThanOrEqual(9);
    }
  });

  it('after a miss shows a word to remember; after two in a row offers fewer words', () => {
    let state = startGame('word-recall', { difficulty: 3, playerName: 'Rosa' }, 8);
    state = actGame(state, { type: 'ready' });
    if (state.game !== 'word-recall') throw new Error('game');
    const before = state.choices.length;
    const others = state.choices.filter((c) => !c.target);
    state = actGame(state, { type: 'pick', id: others[0]!.picture.id });
    if (state.game !== 'word-recall') throw new Error('game');
    expect(state.shown).not.toBeNull();
    expect(state.choices.filter((c) => c.found)).toHaveLength(1);
    expect(state.choices).toHaveLength(before);
    state = actGame(state, { type: 'pick', id: others[1]!.picture.id });
    if (state.game !== 'word-recall') throw new Error('game');
    expect(state.choices).toHaveLength(before - 1);
    expect(state.progress).toMatchObject({ answersShown: 2, eased: true });
  });

  it('says which words were remembered', () => {
    let state = startGame('word-recall', { difficulty: 2, playerName: 'Rosa' }, 4);
    if (state.game !== 'word-recall') throw new Error('game');
    const targets = state.targets.map((t) => t.id);
    state = actGame(state, { type: 'ready' });
    for (const id of targets) state = actGame(state, { type: 'pick', id });
    if (state.game !== 'word-recall') throw new Error('game');
    expect(state.progress.finishedMessage).toBe(
      `You remembered the ${state.targets[0]!.label} and the ${state.targets[1]!.label}, Rosa. Well done.`,
    );
  });
});

describe('sequence memory', () => {
  it('keeps the most needed steps in the routine’s order', () => {
    for (const sequence of SEQUENCES) {
      expect(sequence.steps.map((s) => s.weight).sort()).toEqual([1, 2, 3, 4, 5, 6]);
      expect(new Set(sequence.steps.map((s) => s.id)).size).toBe(sequence.steps.length);
      for (const count of difficulties('sequence-memory')) {
        const steps = stepsFor(sequence, count);
        expect(steps).toHaveLength(count);
        expect(steps.map((s) => sequence.steps.indexOf(s))).toEqual(
          steps.map((s) => sequence.steps.indexOf(s)).sort((a, b) => a - b),
        );
      }
    }
  });

  it('never deals the cards already in order', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const state = startGame('sequence-memory', { difficulty: 2, playerName: null }, seed);
      if (state.game !== 'sequence-memory') throw new Error('game');
      expect(state.cards.map((c) => c.id)).not.toEqual(state.order.map((c) => c.id));
    }
  });

  it('puts the right step in place after a miss, and takes a step away after two', () => {
    let state = startGame(
      'sequence-memory',
      { difficulty: 6, playerName: 'Rosa', sequence: SEQUENCES[0] },
      21,
    );
    if (state.game !== 'sequence-memory') throw new Error('game');
    expect(state.order.map((s) => s.caption)[0]).toBe('Fill the kettle with water');
    const miss = () => {
      if (state.game !== 'sequence-memory') throw new Error('game');
      const next = nextStep(state)!;
      state = actGame(state, { type: 'choose', id: state.cards.find((c) => c.id !== next.id)!.id });
      return next;
    };
    const first = miss();
    if (state.game !== 'sequence-memory') throw new Error('game');
    expect(state.shown).toBe(first.caption);
    expect(state.placed).toBe(1);
    expect(state.order).toHaveLength(6);
    miss();
    if (state.game !== 'sequence-memory') throw new Error('game');
    expect(state.order).toHaveLength(5);
    expect(state.progress).toMatchObject({ level: 5, eased: true, answersShown: 2 });
    expect(state.order.some((s) => s.caption === 'Add a little milk')).toBe(false);
  });
});

describe('picture naming', () => {
  it('offers as many names as asked, the right one always among them', () => {
    for (const choices of difficulties('picture-naming')) {
      for (let seed = 1; seed <= 20; seed += 1) {
        const state = startGame('picture-naming', { difficulty: choices, playerName: null }, seed);
        if (state.game !== 'picture-naming') throw new Error('game');
        for (const round of state.rounds) {
          expect(round.choices).toHaveLength(choices);
          expect(round.choices.map((c) => c.id)).toContain(round.picture.id);
          expect(new Set(round.choices.map((c) => c.label)).size).toBe(choices);
        }
      }
    }
  });

  it('after two misses in a row offers one name fewer, never fewer than two', () => {
    let state = startGame('picture-naming', { difficulty: 3, playerName: null }, 9);
    const missAndNext = () => {
      if (state.game !== 'picture-naming') throw new Error('game');
      const round = currentRound(state)!;
      state = actGame(state, {
        type: 'choose',
        id: round.choices.find((c) => c.id !== round.picture.id)!.id,
      });
      if (state.game !== 'picture-naming') throw new Error('game');
      expect(state.answer).toBe('shown');
      state = actGame(state, { type: 'next' });
    };
    missAndNext();
    missAndNext();
    if (state.game !== 'picture-naming') throw new Error('game');
    expect(currentRound(state)!.choices).toHaveLength(2);
    missAndNext();
    missAndNext();
    if (state.game !== 'picture-naming') throw new Error('game');
    expect(currentRound(state)!.choices).toHaveLength(2);
    expect(state.progress.level).toBe(2);
  });
});

describe('the bundled pictures', () => {
  it('are all used somewhere and all have a word and a description', () => {
    const used = new Set([
      ...FAMILIAR_OBJECTS.map((p) => p.id),
      ...RECALL_WORDS.map((p) => p.id),
      ...SEQUENCES.flatMap((s) => s.steps.map((step) => step.picture.id)),
    ]);
    for (const picture of BUNDLED_PICTURES.values()) {
      expect(picture.label.length).toBeGreaterThan(1);
      expect(picture.alt.length).toBeGreaterThan(3);
      expect(used.has(picture.id), picture.id).toBe(true);
    }
  });
});

describe('the picture files', () => {
  it('exist for every bundled picture, with their source recorded', async () => {
    const { readFile, access } = await import('node:fs/promises');
    const sources = await readFile('client/public/games/pictures/SOURCES.md', 'utf8');
    for (const picture of BUNDLED_PICTURES.values()) {
      await access(`client/public${picture.src}`);
      expect(sources).toMatch(new RegExp(`\\| ${picture.id}\\.svg +\\|`));
    }
    expect(sources).toContain('MIT');
  });
});
