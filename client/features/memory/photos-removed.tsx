import { RotateCcw } from 'lucide-react';
import { type Photo, PHOTO_UNDO_DAYS } from '../../../shared/memory-photos';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { DeleteForGood, useFocusAfterDeleting } from './delete-for-good';
import { PhotoImage } from './photo-image';
import { longDate, photoAlt } from './photo-words';
import type { PhotoMutations } from './photos.queries';

/**
 * "Recently removed": bring a photo back, or delete it for good now to free its room (decision
 * 065). After a deletion focus goes to the list, or to the line saying it is empty.
 */
export function RemovedPhotos({
  photos,
  mutations,
}: {
  photos: Photo[];
  mutations: PhotoMutations;
}) {
  const { listRef, emptyRef, hasDeleted, deleted } = useFocusAfterDeleting(photos);
  if (!photos.length && !hasDeleted) return null;
  const deleteForGood = (photo: Photo) =>
    mutations.deletePhotoForGood.mutate(photo.id, {
      onSuccess: () => {
        toast({
          title: 'Photo deleted for good. Its room in your family’s storage is free again.',
        });
        deleted(photo.id);
      },
      onError: (e) => toast({ title: describeError(e) ?? 'Please try again.' }),
    });
  return (
    <Section
      id="recently-removed"
      title="Recently removed"
      intro={`Removed photos wait here for ${PHOTO_UNDO_DAYS} days, then they are deleted for good. Until then they still take up room in your family’s storage; to free it now, delete them for good.`}
    >
      {photos.length ? (
        <ul ref={listRef} tabIndex={-1} className="grid gap-3" aria-label="Recently removed photos">
          {photos.map((photo) => (
            <li
              key={photo.id}
              className="border-border flex flex-wrap items-center gap-3 rounded-lg border-2 p-3"
            >
              <PhotoImage
                photo={photo}
                sizes="5rem"
                alt={photoAlt(photo)}
                className="h-20 w-20 rounded-lg object-cover"
              />
              <div className="grid min-w-0 grow gap-1">
                <p className="font-semibold break-words">{photo.caption ?? 'A family photo'}</p>
                {photo.deletesOn ? (
                  <p className="text-fg-muted">Deleted for good on {longDate(photo.deletesOn)}</p>
                ) : null}
              </div>
              {photo.canChange ? (
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    onClick={() =>
                      mutations.restorePhoto.mutate(photo.id, {
                        onSuccess: () => toast({ title: 'Photo brought back.' }),
                        onError: (e) => toast({ title: describeError(e) ?? 'Please try again.' }),
                      })
                    }
                  >
                    <RotateCcw aria-hidden className="h-5 w-5" />
                    Restore<span className="sr-only"> {photo.caption ?? 'this photo'}</span>
                  </Button>
                  <DeleteForGood
                    kind="photo"
                    name={photo.caption ?? 'A family photo'}
                    onConfirm={() => deleteForGood(photo)}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p ref={emptyRef} tabIndex={-1}>
          Nothing is waiting in “Recently removed” now.
        </p>
      )}
    </Section>
  );
}
