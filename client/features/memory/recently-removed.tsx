import type { UseMutationResult } from '@tanstack/react-query';
import { RotateCcw, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { longDate } from './photo-words';

type MediaKind = 'photo' | 'recording';

/** What "Recently removed" reads of a photo or a recording. */
interface RemovedItem {
  id: string;
  deletesOn: string | null;
  canChange: boolean;
}

/**
 * "Recently removed" for photos and recordings alike: each waits `undoDays` days and can be
 * restored, or deleted for good now to free its room (decision 065), by whoever may change it.
 * After a deletion focus goes to the list, or to the line saying it is empty.
 */
export function RecentlyRemoved<Item extends RemovedItem>({
  kind,
  items,
  undoDays,
  name,
  picture,
  restore,
  deleteForGood,
}: {
  kind: MediaKind;
  items: Item[];
  undoDays: number;
  /** What the family calls it: the caption or the title. */
  name: (item: Item) => string;
  /** A small picture of it, where it has one. */
  picture?: (item: Item) => ReactNode;
  restore: UseMutationResult<unknown, Error, string>;
  deleteForGood: UseMutationResult<unknown, Error, string>;
}) {
  const { listRef, emptyRef, hasDeleted, deleted } = useFocusAfterDeleting(items);
  if (!items.length && !hasDeleted) return null;
  const Kind = kind === 'photo' ? 'Photo' : 'Recording';
  const onError = (e: Error) => toast({ title: describeError(e) ?? 'Please try again.' });
  const remove = (item: Item) =>
    deleteForGood.mutate(item.id, {
      onSuccess: () => {
        toast({
          title: `${Kind} deleted for good. Its room in your family’s storage is free again.`,
        });
        deleted(item.id);
      },
      onError,
    });
  return (
    <Section
      id="recently-removed"
      title="Recently removed"
      intro={`Removed ${kind}s wait here for ${undoDays} days, then they are deleted for good. Until then they still take up room in your family’s storage; to free it now, delete them for good.`}
    >
      {items.length ? (
        <ul
          ref={listRef}
          tabIndex={-1}
          className="grid gap-3"
          aria-label={`Recently removed ${kind}s`}
        >
          {items.map((item) => (
            <li
              key={item.id}
              className="border-border flex flex-wrap items-center gap-3 rounded-lg border-2 p-3"
            >
              {picture?.(item)}
              <div className="grid min-w-0 grow gap-1">
                <p className="font-semibold break-words">{name(item)}</p>
                {item.deletesOn ? (
                  <p className="text-fg-muted">Deleted for good on {longDate(item.deletesOn)}</p>
                ) : null}
              </div>
              {item.canChange ? (
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    onClick={() =>
                      restore.mutate(item.id, {
                        onSuccess: () => toast({ title: `${Kind} brought back.` }),
                        onError,
                      })
                    }
                  >
                    <RotateCcw aria-hidden className="h-5 w-5" />
                    Restore<span className="sr-only"> {name(item)}</span>
                  </Button>
                  <DeleteForGood kind={kind} name={name(item)} onConfirm={() => remove(item)} />
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

/**
 * "Delete for good" beside "Restore" in "Recently removed" (decision 065): frees the room a removed
 * photo or recording takes in the family's storage now, instead of 30 days after its removal. It
 * cannot be undone, so it asks first, in a dialog that waits for an answer (no timer).
 */
function DeleteForGood({
  kind,
  name,
  onConfirm,
}: {
  kind: MediaKind;
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
function useFocusAfterDeleting(items: readonly { id: string }[]) {
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
