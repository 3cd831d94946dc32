import { formatMonthYear } from './local-dates';

/**
 * What screens need of memory photos without the schemas in `memory-photos.ts`, which re-exports all of it:
 * a screen a visit starts on must not load zod (client/app/first-screen-code.test.ts).
 */

/** Thumbnails fit this box (the display copy fits IMAGE_MAX_SIDE, 1600). */
export const PHOTO_THUMBNAIL_SIDE = 400;

/** A stored photo's copies, as the server names them (each address carries its version). */
export interface PhotoCopies {
  imageUrl: string;
  thumbnailUrl: string;
  /** The display copy's size in pixels. */
  width: number;
  height: number;
  /** The full copy, when the photo has one (larger than the display copy). */
  fullUrl?: string | null;
  fullWidth?: number | null;
}

/**
 * `srcset` with width descriptors for a photo's copies (decisions 061 and 067): the thumbnail,
 * fitted into PHOTO_THUMBNAIL_SIDE like the server makes it, the display copy at its own width,
 * and the full copy when there is one. With a `sizes` that says how wide the image is shown, a
 * phone fetches the thumbnail where it is enough, the display copy where the photo is shown
 * large, and only a large, dense screen the full copy. A photo no larger than a thumbnail has one
 * copy worth naming.
 */
export function photoSrcSet(photo: PhotoCopies): string {
  const scale = Math.min(1, PHOTO_THUMBNAIL_SIDE / Math.max(photo.width, photo.height, 1));
  const thumbnailWidth = Math.max(1, Math.round(photo.width * scale));
  const full =
    photo.fullUrl && photo.fullWidth && photo.fullWidth > photo.width
      ? `, ${photo.fullUrl} ${photo.fullWidth}w`
      : '';
  if (thumbnailWidth >= photo.width) return `${photo.imageUrl} ${photo.width}w${full}`;
  return `${photo.thumbnailUrl} ${thumbnailWidth}w, ${photo.imageUrl} ${photo.width}w${full}`;
}

export const MEMORY_PHOTO_EVENTS = { changed: 'memory.photos_changed' } as const;

/** "1962", "the 1960s", or null. */
export const photoWhen = (photo: { year: number | null; isDecade: boolean }): string | null =>
  photo.year === null ? null : photo.isDecade ? `the ${photo.year}s` : String(photo.year);

/** What a photo's name is made of: a memory photo, or the games' copy of one. */
export interface PhotoToName {
  caption: string | null;
  place: string | null;
  people: readonly { name: string }[];
  year: number | null;
  isDecade: boolean;
  /** From the camera: `YYYY-MM-DD`. */
  takenOn: string | null;
}

/** "Rosa", "Rosa and Ben", "Rosa, Joe and Ben". */
export function peopleNames(people: readonly { name: string }[]): string {
  const names = people.map((p) => p.name.trim()).filter(Boolean);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "Lake Geneva, June 1998", "June 1998", "The 1960s", "Lake Geneva", or "". */
function placeAndDate(photo: PhotoToName): string {
  const place = photo.place?.trim() ?? '';
  const when = photo.takenOn ? formatMonthYear(photo.takenOn) : photoWhen(photo);
  if (!when) return place;
  if (place) return `${place}, ${when}`;
  return when.charAt(0).toUpperCase() + when.slice(1);
}

/**
 * Each photo of a list named so a person can tell them apart (decision 079): its caption, else
 * who is in it, else where and when, else "Photo 3" by its place in the list. `lead: 'people'`
 * puts who is in it before the caption (the games' cards, decision 056). Two photos that would
 * share a name are told apart by a number: "Rosa", "Rosa (2)". The names follow the list's order.
 */
export function photoNames(
  photos: readonly PhotoToName[],
  { lead = 'caption' }: { lead?: 'caption' | 'people' } = {},
): string[] {
  const named = photos.map((photo, index) => {
    const caption = photo.caption?.trim() ?? '';
    const people = peopleNames(photo.people);
    const [first, second] = lead === 'people' ? [people, caption] : [caption, people];
    return first || second || placeAndDate(photo) || `Photo ${index + 1}`;
  });
  return distinctNames(named);
}

/**
 * One photo's name where it is shown on its own (its page, the person's view, a book page): its
 * caption, else who is in it, else where and when, else "A family photo".
 */
export const photoName = (photo: PhotoToName): string =>
  photo.caption?.trim() || peopleNames(photo.people) || placeAndDate(photo) || 'A family photo';

/** Names in a list told apart by a number where they would repeat: "Rosa", "Rosa (2)". */
export function distinctNames(names: readonly string[]): string[] {
  const taken = new Set(names);
  const seen = new Set<string>();
  return names.map((name) => {
    if (!seen.has(name)) {
      seen.add(name);
      return name;
    }
    let n = 2;
    while (taken.has(`${name} (${n})`)) n += 1;
    const distinct = `${name} (${n})`;
    taken.add(distinct);
    return distinct;
  });
}
