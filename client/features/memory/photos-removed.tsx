import { type Photo, photoNames, PHOTO_UNDO_DAYS } from '../../../shared/memory-photos';
import { PhotoImage } from './photo-image';
import { photoAlt } from './photo-words';
import type { PhotoMutations } from './photos.queries';
import { RecentlyRemoved } from './recently-removed';

/** The photos in "Recently removed", each with a small picture. */
export function RemovedPhotos({
  photos,
  mutations,
}: {
  photos: Photo[];
  mutations: PhotoMutations;
}) {
  const listNames = photoNames(photos);
  const names = new Map(photos.map((photo, index) => [photo.id, listNames[index]]));
  return (
    <RecentlyRemoved
      kind="photo"
      items={photos}
      undoDays={PHOTO_UNDO_DAYS}
      name={(photo) => names.get(photo.id) ?? ''}
      picture={(photo) => (
        <PhotoImage
          photo={photo}
          sizes="5rem"
          alt={photoAlt(photo)}
          className="h-20 w-20 rounded-lg object-cover"
        />
      )}
      restore={mutations.restore}
      deleteForGood={mutations.deleteForGood}
    />
  );
}
