import type { Photo } from '../../../shared/memory-photos';

/** "June 21, 1987". */
export const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** A photo's text equivalent: its caption, who is in it, or who added it and when. */
export const photoAlt = (photo: Photo) =>
  photo.caption ??
  (photo.people.length
    ? `Photo of ${photo.people.map((p) => p.name).join(', ')}`
    : `Photo added by ${photo.addedBy.name} on ${longDate(photo.addedAt)}`);
