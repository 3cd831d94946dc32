import type { FamilySequence, GamePerson, GamePhoto, GamePictureSet } from '../activities-family';
import { FAMILIAR_OBJECTS, type GameSequence, type SequenceStep } from './catalog';
import type { GamePicture } from './common';
import { NAMING_ROUNDS } from './picture-naming';
import { peopleNames, photoNames } from '../memory-photos-basics';
import { shuffle } from './random';

/**
 * The family's own pictures as the games take them (decision 056): photos become
 * `kind: 'photo'` pictures passed to the same pure rules. Nothing here is random but through the
 * seed, so the same seed deals the same game.
 */

/**
 * What the photo cards say, in the set's order: who is in each photo, else its caption, else where
 * and when, else "Photo 3"; never two the same (decision 079).
 */
export const photoLabels = (photos: readonly GamePhoto[]): string[] =>
  photoNames(photos, { lead: 'people' });

/**
 * What a screen reader says for a photo: its caption and who is in it, else its name in the set
 * (`photoLabels`).
 */
export function photoAlt(photo: GamePhoto, name: string): string {
  const who = peopleNames(photo.people);
  const caption = photo.caption?.trim() || photo.place?.trim();
  if (caption && who && !caption.includes(who)) return `${caption}, with ${who}`;
  return caption || (who ? `A photo of ${who}` : name);
}

const photoPicture = (photo: GamePhoto, name: string): GamePicture => ({
  id: `photo-${photo.id}`,
  src: photo.thumbnailUrl,
  alt: photoAlt(photo, name),
  label: name,
  kind: 'photo',
});

/**
 * Photo matching with the family's photos when there are enough for the pairs asked for: exactly
 * `pairs` photos, chosen by the seed, and whose they are for the last message — the first name of
 * the member who added them all, or "the family" when several did. Null: too few photos, so the
 * game deals the bundled pictures.
 */
export function familyMatching(
  set: Pick<GamePictureSet, 'photos'> | null | undefined,
  pairs: number,
  seed: number,
): { pictures: GamePicture[]; photosOf: string } | null {
  if (!set || pairs < 1 || set.photos.length < pairs) return null;
  // Named in the whole set before the deal, so a card is called the same in every game.
  const names = photoLabels(set.photos);
  const named = set.photos.map((photo, index) => ({ photo, name: names[index]! }));
  const [chosen] = shuffle(named, seed ^ 0x5eed);
  const dealt = chosen.slice(0, pairs);
  const adders = new Set(dealt.map(({ photo }) => photo.addedBy));
  const [only] = [...adders];
  const photosOf = adders.size === 1 && only ? only : 'the family';
  return { pictures: dealt.map(({ photo, name }) => photoPicture(photo, name)), photosOf };
}

/** Photo rounds of picture naming: at most this many of the five, the rest familiar things. */
export const NAMING_PHOTO_ROUNDS = 3;

const personName = (person: GamePerson): GamePicture => ({
  id: `person-${person.id}`,
  src: '',
  alt: person.name,
  label: person.name,
  detail: person.relationship ?? undefined,
  kind: 'photo',
});

/**
 * Picture naming with "Who is this?" rounds from photos that show exactly one memory person (one
 * photo per person, chosen by the seed), the other names from the other memory people, mixed with
 * "What is this?" rounds of familiar things. Null when there are too few: fewer than two people
 * with different names to choose between, or no photo of one person alone.
 */
export function familyNaming(
  set: Pick<GamePictureSet, 'photos' | 'people'> | null | undefined,
  seed: number,
): { pictures: GamePicture[]; names: GamePicture[] } | null {
  if (!set) return null;
  const distinctNames = new Set(set.people.map((p) => p.name));
  if (distinctNames.size < 2) return null;
  const [photos, rng] = shuffle(
    set.photos.filter((photo) => photo.people.length === 1),
    seed ^ 0xface,
  );
  const seen = new Set<string>();
  const rounds: GamePicture[] = [];
  for (const photo of photos) {
    const person = photo.people[0]!;
    if (seen.has(person.id) || rounds.length >= NAMING_PHOTO_ROUNDS) continue;
    seen.add(person.id);
    rounds.push({
      id: `photo-${photo.id}`,
      src: photo.thumbnailUrl,
      alt: photoAlt(photo, person.name),
      label: person.name,
      detail: person.relationship ?? undefined,
      kind: 'photo',
    });
  }
  if (!rounds.length) return null;
  const [objects] = shuffle(FAMILIAR_OBJECTS, rng);
  const things = objects.slice(0, NAMING_ROUNDS - rounds.length);
  return {
    pictures: [...rounds, ...things],
    names: [...set.people.map(personName), ...objects.slice(things.length)],
  };
}

/**
 * A family's sequence as sequence memory plays it. The first and last steps are kept in a
 * shorter game; the middle ones go from the end first.
 */
export function familyGameSequence(sequence: FamilySequence): GameSequence {
  const last = sequence.steps.length - 1;
  const steps: SequenceStep[] = sequence.steps.map((step, index) => ({
    id: `step-${index}-${step.photoId}`,
    picture: {
      id: `photo-${step.photoId}`,
      src: step.thumbnailUrl,
      alt: step.caption?.trim() || step.label,
      label: step.label,
      kind: 'photo',
    },
    caption: step.label,
    weight: index === 0 || index === last ? 1 : 1 + index,
  }));
  return { id: `family-${sequence.id}`, title: sequence.title, steps, kind: 'family' };
}

/**
 * Every photo a game may show from the set, to keep for playing offline (the games show the
 * thumbnails: large enough for a card or the naming picture, small enough to keep).
 */
export function pictureSetUrls(set: GamePictureSet): string[] {
  const urls = new Set<string>();
  for (const photo of set.photos) urls.add(photo.thumbnailUrl);
  for (const sequence of set.sequences)
    for (const step of sequence.steps) urls.add(step.thumbnailUrl);
  return [...urls];
}
