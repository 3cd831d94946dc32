import type { GamePicture } from './common';
import bundled from './bundled-pictures.json' with { type: 'json' };

/**
 * The pictures bundled with Kinwell (openly licensed emoji: client/public/games/pictures/SOURCES.md)
 * and what the games make of them: the words to remember, the things to name and the everyday
 * routines to put in order.
 */
export const PICTURES_PATH = '/games/pictures';

interface BundledEntry {
  id: string;
  icon: string;
  label: string;
  alt: string;
}

export const BUNDLED_PICTURES: ReadonlyMap<string, GamePicture> = new Map(
  (bundled as BundledEntry[]).map((entry) => [
    entry.id,
    {
      id: entry.id,
      src: `${PICTURES_PATH}/${entry.id}.svg`,
      alt: entry.alt,
      label: entry.label,
      kind: 'bundled' as const,
    },
  ]),
);

export function bundledPicture(id: string): GamePicture {
  const picture = BUNDLED_PICTURES.get(id);
  if (!picture) throw new Error(`No bundled picture ${id}`);
  return picture;
}

const pictures = (ids: readonly string[]) => ids.map(bundledPicture);

/** Familiar things, each easy to tell apart from the others: matching and naming. */
export const FAMILIAR_OBJECTS: readonly GamePicture[] = pictures([
  'apple',
  'banana',
  'pear',
  'strawberry',
  'cherries',
  'grapes',
  'lemon',
  'carrot',
  'tomato',
  'bread',
  'egg',
  'cheese',
  'cup',
  'teapot',
  'dog',
  'cat',
  'bird',
  'horse',
  'cow',
  'fish',
  'butterfly',
  'flower',
  'sunflower',
  'tree',
  'hat',
  'umbrella',
  'key',
  'house',
  'chair',
  'bed',
  'book',
  'glasses',
  'clock',
  'telephone',
  'scissors',
  'bicycle',
  'car',
  'camera',
  'guitar',
  'radio',
  'candle',
  'basket',
  'teddy-bear',
  'light-bulb',
]);

/** Short concrete words with a picture each, for word recall. */
export const RECALL_WORDS: readonly GamePicture[] = pictures([
  'apple',
  'cup',
  'dog',
  'flower',
  'hat',
  'key',
  'cat',
  'bread',
  'book',
  'chair',
  'bird',
  'clock',
  'car',
  'house',
  'egg',
  'fish',
  'tree',
  'bed',
  'sun',
  'umbrella',
]);

export interface SequenceStep {
  id: string;
  picture: GamePicture;
  caption: string;
  /**
   * How much the routine needs this step (1: it cannot be left out). A shorter game keeps the
   * steps with the lowest numbers, in their order.
   */
  weight: number;
}

export interface GameSequence {
  id: string;
  /** "make a cup of tea": fits "Let's …" and "That is how to …". */
  title: string;
  steps: readonly SequenceStep[];
  /**
   * 'family': made by the family from its photos, titled as they wrote it ("Making Sunday
   * pancakes"), so the game says "Making Sunday pancakes" rather than "Let's …".
   */
  kind?: 'bundled' | 'family';
}

const step = (id: string, caption: string, weight: number): SequenceStep => ({
  id,
  picture: bundledPicture(id),
  caption,
  weight,
});

export const SEQUENCES: readonly GameSequence[] = [
  {
    id: 'tea',
    title: 'make a cup of tea',
    steps: [
      step('water', 'Fill the kettle with water', 2),
      step('teapot', 'Boil the water', 3),
      step('leaf', 'Put a tea bag in the cup', 4),
      step('droplet', 'Pour in the hot water', 5),
      step('milk', 'Add a little milk', 6),
      step('tea-cup', 'Enjoy your tea', 1),
    ],
  },
  {
    id: 'dressed',
    title: 'get dressed',
    steps: [
      step('briefs', 'Put on your underwear', 2),
      step('t-shirt', 'Put on your shirt', 3),
      step('jeans', 'Put on your trousers', 4),
      step('socks', 'Put on your socks', 5),
      step('shoes', 'Put on your shoes', 1),
      step('coat', 'Put on your coat to go out', 6),
    ],
  },
  {
    id: 'table',
    title: 'set the table',
    steps: [
      step('plate', 'Put out the plates', 2),
      step('cutlery', 'Lay the knives and forks', 3),
      step('glass', 'Put a glass by each plate', 4),
      step('paper', 'Fold the napkins', 5),
      step('candle', 'Light the candle', 6),
      step('food', 'Bring the food to the table', 1),
    ],
  },
  {
    id: 'bulbs',
    title: 'plant bulbs',
    steps: [
      step('gloves', 'Put on your gardening gloves', 5),
      step('hole', 'Dig a small hole', 2),
      step('bulb', 'Put the bulb in, pointed end up', 3),
      step('potted-plant', 'Cover it with soil', 4),
      step('seedling', 'Water it and wait for spring', 6),
      step('flower', 'The flowers come up', 1),
    ],
  },
  {
    id: 'hands',
    title: 'wash your hands',
    steps: [
      step('water', 'Turn on the tap', 2),
      step('soap', 'Take the soap', 3),
      step('bubbles', 'Rub your hands together', 4),
      step('droplet', 'Rinse off the soap', 5),
      step('paper', 'Dry your hands', 1),
      step('open-hands', 'Clean hands, all done', 6),
    ],
  },
  {
    id: 'toast',
    title: 'make toast',
    steps: [
      step('bread', 'Take a slice of bread', 2),
      step('fire', 'Toast it until it is golden', 3),
      step('kitchen-knife', 'Take a knife', 5),
      step('butter', 'Spread the butter', 4),
      step('honey', 'Add some honey', 6),
      step('plate', 'Put it on a plate and enjoy', 1),
    ],
  },
];
