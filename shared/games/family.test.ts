import { describe, expect, it } from 'vitest';
import { DIFFICULTY, type GameId } from '../activities';
import type { FamilySequence, GamePerson, GamePhoto, GamePictureSet } from '../activities-family';
import {
  familyGameSequence,
  familyMatching,
  familyNaming,
  NAMING_PHOTO_ROUNDS,
  photoAlt,
  photoLabels,
  pictureSetUrls,
} from './family';
import {
  actGame,
  type GameAction,
  type GameSetup,
  type GameState,
  isFinished,
  possibleActions,
  startGame,
} from './index';
import { currentRound } from './picture-naming';
import { nextRandom } from './random';
import { nextStep } from './sequence-memory';

const FORBIDDEN = /wrong|incorrect|score|points|fail|mistake|error|time/i;

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const person = (n: number, name: string, relationship: string | null): GamePerson => ({
  id: uuid(100 + n),
  name,
  relationship,
});
const ROSA = person(1, 'Rosa', 'granddaughter');
const JOE = person(2, 'Joe', 'husband');
const ANA = person(3, 'Ana', 'sister');
const BEN = person(4, 'Ben', null);

const photo = (
  n: number,
  people: GamePerson[],
  caption: string | null = null,
  addedBy: string | null = 'Maria',
): GamePhoto => ({
  id: uuid(n),
  caption,
  place: null,
  year: null,
  isDecade: false,
  takenOn: null,
  people,
  addedBy,
  thumbnailUrl: `/api/circle/photos/${uuid(n)}/thumbnail?v=1&for=game`,
  imageUrl: `/api/circle/photos/${uuid(n)}/image?v=1&for=game`,
});

const PHOTOS: GamePhoto[] = [
  photo(1, [ROSA], 'Rosa at her graduation'),
  photo(2, [JOE], 'Joe in the garden'),
  photo(3, [ANA]),
  photo(4, [ROSA, JOE], 'Our wedding day'),
  photo(5, [], 'The beach at Cádiz'),
  photo(6, [ROSA]),
  photo(7, [], 'The old house'),
  photo(8, [JOE], null, 'Sam'),
  photo(9, [], null),
  photo(10, [ANA, BEN], 'Sisters'),
];

const SEQUENCE: FamilySequence = {
  id: uuid(500),
  title: 'Making Sunday pancakes',
  steps: [
    'Crack the eggs',
    'Whisk the batter',
    'Heat the pan',
    'Pour and flip',
    'Eat together',
  ].map((label, i) => ({
    photoId: uuid(200 + i),
    label,
    caption: null,
    thumbnailUrl: `/api/circle/photos/${uuid(200 + i)}/thumbnail?v=1&for=game`,
    imageUrl: `/api/circle/photos/${uuid(200 + i)}/image?v=1&for=game`,
  })),
  playable: true,
  createdBy: { id: uuid(900), name: 'Maria Lopez' },
  updatedAt: '2026-03-02T15:00:00.000Z',
};

const SET: GamePictureSet = {
  photos: PHOTOS,
  people: [ROSA, JOE, ANA, BEN],
  sequences: [SEQUENCE],
};

type Strategy = (state: GameState, rng: number) => [GameAction, number];
const randomPlayer: Strategy = (state, rng) => {
  const actions = possibleActions(state);
  const [value, next] = nextRandom(rng);
  const action = actions[Math.floor(value * actions.length)];
  if (!action) throw new Error(`Stuck: ${JSON.stringify(state)}`);
  return [action, next];
};
const missingPlayer: Strategy = (state, rng) => {
  const actions = possibleActions(state);
  const miss = actions.find((action) => {
    if (state.game === 'photo-matching') {
      if (action.type !== 'turn' || state.first === null) return false;
      return state.cards[action.index]?.picture.id !== state.cards[state.first]?.picture.id;
    }
    if (state.game === 'sequence-memory')
      return action.type === 'choose' && action.id !== nextStep(state)?.id;
    if (state.game === 'picture-naming')
      return action.type === 'choose' && action.id !== currentRound(state)?.picture.id;
    return false;
  });
  return [miss ?? (actions[0] as GameAction), rng];
};

function play(game: GameId, setup: GameSetup, seed: number, strategy: Strategy) {
  let state = startGame(game, setup, seed);
  const states = [state];
  let rng = seed ^ 0x5bd1e995;
  for (let taps = 0; taps < 500 && !isFinished(state); taps += 1) {
    const [action, next] = strategy(state, rng);
    rng = next;
    const after = actGame(state, action);
    expect(after).not.toBe(state);
    state = after;
    states.push(state);
  }
  expect(isFinished(state), `${game} from seed ${seed} did not finish`).toBe(true);
  for (const s of states) {
    const text = JSON.stringify({ ...s, progress: { ...s.progress, finishedMessage: null } });
    expect(text.replace(/"[a-zA-Z]+":/g, '')).not.toMatch(FORBIDDEN);
    expect(s.progress.finishedMessage ?? '').not.toMatch(FORBIDDEN);
  }
  return state;
}

const range = (game: GameId) =>
  Array.from(
    { length: DIFFICULTY[game].max - DIFFICULTY[game].min + 1 },
    (_, i) => DIFFICULTY[game].min + i,
  );
const SEEDS = Array.from({ length: 25 }, (_, i) => i * 7919 + 3);

describe('the family’s photos as pictures', () => {
  it('are labelled by who is in them, else their caption, never two alike, and described for screen readers', () => {
    const labels = photoLabels(PHOTOS);
    expect(labels).toEqual([
      'Rosa',
      'Joe',
      'Ana',
      'Rosa and Joe',
      'The beach at Cádiz',
      'Rosa (2)',
      'The old house',
      'Joe (2)',
      'Photo 9',
      'Ana and Ben',
    ]);
    expect(photoAlt(PHOTOS[3]!, labels[3]!)).toBe('Our wedding day, with Rosa and Joe');
    expect(photoAlt(PHOTOS[0]!, labels[0]!)).toBe('Rosa at her graduation');
    expect(photoAlt(PHOTOS[2]!, labels[2]!)).toBe('A photo of Ana');
    expect(photoAlt(PHOTOS[8]!, labels[8]!)).toBe('Photo 9');
  });

  it('lists every thumbnail a game may show, once, to keep offline', () => {
    const urls = pictureSetUrls(SET);
    expect(urls).toHaveLength(PHOTOS.length + SEQUENCE.steps.length);
    expect(urls.every((url) => url.includes('/thumbnail'))).toBe(true);
  });
});

describe('photo matching with the family’s photos', () => {
  it('deals exactly the pairs asked for, the same from the same seed, and bundled pictures when there are too few', () => {
    const dealt = familyMatching(SET, 4, 42);
    expect(dealt?.pictures).toHaveLength(4);
    expect(dealt?.pictures.every((p) => p.kind === 'photo')).toBe(true);
    expect(familyMatching(SET, 4, 42)).toEqual(dealt);
    expect(familyMatching(SET, 10, 1)?.pictures).toHaveLength(10);
    expect(familyMatching(SET, 11, 1)).toBeNull();
    expect(familyMatching({ photos: [] }, 2, 1)).toBeNull();
    expect(familyMatching(null, 2, 1)).toBeNull();
  });

  it('deals photos with nothing written on them as pairs that each have their own name', () => {
    const plain = { photos: [11, 12, 13, 14].map((n) => photo(n, [])) };
    const dealt = familyMatching(plain, 4, 42);
    expect(dealt?.pictures.map((p) => p.label).sort()).toEqual([
      'Photo 1',
      'Photo 2',
      'Photo 3',
      'Photo 4',
    ]);
    // A photo keeps its name whichever photos are dealt with it.
    for (const seed of SEEDS) {
      for (const picture of familyMatching(plain, 2, seed)!.pictures) {
        const at = plain.photos.findIndex((p) => `photo-${p.id}` === picture.id);
        expect(picture.label).toBe(`Photo ${at + 1}`);
      }
    }
  });

  it('says whose photos they are: the one member who added them all, or the family', () => {
    const maria = { photos: PHOTOS.filter((p) => p.addedBy === 'Maria') };
    expect(familyMatching(maria, 3, 5)?.photosOf).toBe('Maria');
    expect(familyMatching(SET, 10, 5)?.photosOf).toBe('the family');
    const unknown = { photos: PHOTOS.slice(0, 3).map((p) => ({ ...p, addedBy: null })) };
    expect(familyMatching(unknown, 3, 5)?.photosOf).toBe('the family');
  });

  it('always ends in success with whose photos they were, at every difficulty, however it is played', () => {
    for (const pairs of range('photo-matching')) {
      for (const seed of SEEDS) {
        for (const strategy of [randomPlayer, missingPlayer]) {
          const family = familyMatching(SET, pairs, seed);
          if (!family) throw new Error('enough photos');
          const state = play(
            'photo-matching',
            { difficulty: pairs, playerName: 'Rosa Martins', ...family },
            seed,
            strategy,
          );
          if (state.game !== 'photo-matching') throw new Error('matching');
          expect(state.cards.every((c) => c.picture.kind === 'photo')).toBe(true);
          expect(state.progress.finishedMessage).toBe(
            `You found all of ${family.photosOf}'s photos, Rosa. Lovely to see them together.`,
          );
        }
      }
    }
  });
});

describe('picture naming with the memory people', () => {
  it('asks "Who is this?" only of photos with exactly one person, once per person, among familiar things', () => {
    const naming = familyNaming(SET, 9);
    if (!naming) throw new Error('enough people');
    const photos = naming.pictures.filter((p) => p.kind === 'photo');
    expect(photos.length).toBeGreaterThan(0);
    expect(photos.length).toBeLessThanOrEqual(NAMING_PHOTO_ROUNDS);
    expect(new Set(photos.map((p) => p.label)).size).toBe(photos.length);
    const single = new Set(PHOTOS.filter((p) => p.people.length === 1).map((p) => `photo-${p.id}`));
    expect(photos.every((p) => single.has(p.id))).toBe(true);
    expect(naming.pictures).toHaveLength(5);
    expect(photos.find((p) => p.label === 'Rosa')?.detail ?? 'granddaughter').toBe('granddaughter');
  });

  it('is left to the bundled pictures when there are fewer than two people or no photo of one alone', () => {
    expect(familyNaming({ photos: PHOTOS, people: [ROSA] }, 1)).toBeNull();
    expect(
      familyNaming({ photos: PHOTOS.filter((p) => p.people.length !== 1), people: SET.people }, 1),
    ).toBeNull();
    expect(familyNaming(undefined, 1)).toBeNull();
  });

  it('offers people’s names for a photo and things for a thing, and always ends in success', () => {
    for (const choices of range('picture-naming')) {
      for (const seed of SEEDS) {
        for (const strategy of [randomPlayer, missingPlayer]) {
          const naming = familyNaming(SET, seed);
          if (!naming) throw new Error('enough people');
          const state = play(
            'picture-naming',
            { difficulty: choices, playerName: 'Rosa Martins', ...naming },
            seed,
            strategy,
          );
          if (state.game !== 'picture-naming') throw new Error('naming');
          for (const round of state.rounds) {
            expect(round.choices.every((c) => c.kind === round.picture.kind)).toBe(true);
            expect(new Set(round.choices.map((c) => c.label)).size).toBe(round.choices.length);
            expect(round.choices.length).toBeGreaterThanOrEqual(2);
            expect(round.choices.map((c) => c.id)).toContain(round.picture.id);
          }
          expect(state.progress.finishedMessage).toMatch(/Rosa\. Lovely\.$/);
        }
      }
    }
  });
});

describe('sequence memory with a family’s sequence', () => {
  it('keeps the first and last steps in a shorter game and ends with the family’s title', () => {
    const sequence = familyGameSequence(SEQUENCE);
    for (const steps of range('sequence-memory')) {
      for (const seed of SEEDS) {
        for (const strategy of [randomPlayer, missingPlayer]) {
          const state = play(
            'sequence-memory',
            { difficulty: steps, playerName: 'Rosa Martins', sequence },
            seed,
            strategy,
          );
          if (state.game !== 'sequence-memory') throw new Error('sequence');
          expect(state.progress.finishedMessage).toBe(
            'You put “Making Sunday pancakes” in order, Rosa. Thank you for showing the way.',
          );
        }
      }
      const first = startGame(
        'sequence-memory',
        { difficulty: steps, playerName: null, sequence },
        1,
      );
      if (first.game !== 'sequence-memory') throw new Error('sequence');
      expect(first.order[0]?.caption).toBe('Crack the eggs');
      expect(first.order.at(-1)?.caption).toBe('Eat together');
      expect(first.order).toHaveLength(Math.min(steps, 5));
      expect(first.order.every((s) => s.picture.kind === 'photo')).toBe(true);
    }
  });
});
