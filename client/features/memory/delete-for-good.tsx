import { Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';

/**
 * "Delete for good" beside "Restore" in "Recently removed" (decision 065): frees the room a removed
 * photo or recording takes in the family's storage now, instead of 30 days after its removal. It
 * cannot be undone, so it asks first, in a dialog that waits for an answer (no timer).
 */
export function DeleteForGood({
  kind,
  name,
  onConfirm,
}: {
  kind: 'photo' | 'recording';
  /** What the family calls it: the caption or the title. */
  name: string;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost">
          <Trash2 aria-hidden className="h-5 w-5" />
          Delete for good<span className="sr-only"> {name}</span>
        </Button>
      }
      title={`Delete this ${kind} for good?`}
      description={
        <>
          <p>
            “{name}” will be deleted now, for everyone in the family, and the room it takes in your
            family’s storage will be free again.
          </p>
          <p>
            {kind === 'photo'
              ? 'Recordings and memory book pages that go with it stay, without the photo.'
              : 'Photos and memory book pages it goes with stay, without the recording.'}
          </p>
          <p className="font-semibold">This cannot be undone.</p>
        </>
      }
      confirmLabel="Delete for good"
      onConfirm={onConfirm}
    />
  );
}

/**
 * Where focus goes after something is deleted for good from "Recently removed": its row is gone,
 * so focus moves to the list, or to the line saying it is empty, rather than to the top of the
 * page. It moves once the list shown no longer holds the deleted item (the list is read again
 * after the deletion, and may be drawn before or after the deletion's answer arrives).
 */
export function useFocusAfterDeleting(items: readonly { id: string }[]) {
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  const deletedId = useRef<string | null>(null);
  const [deletions, setDeletions] = useState(0);

  useEffect(() => {
    const id = deletedId.current;
    if (!id || items.some((item) => item.id === id)) return;
    deletedId.current = null;
    (listRef.current ?? emptyRef.current)?.focus();
  }, [items, deletions]);

  return {
    listRef,
    emptyRef,
    /** Whether something was deleted here: the section then stays, to say it is empty. */
    hasDeleted: deletions > 0,
    /** Call once the deletion has succeeded. */
    deleted: (id: string) => {
      deletedId.current = id;
      setDeletions((count) => count + 1);
    },
  };
}
