import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, ImageIcon, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type BookPage, PAGE_CAPTION_MAX } from '../../../shared/memory-books';
import { formatDuration, type Recording } from '../../../shared/memory-recordings';
import { Button } from '../../components/ui/button';
import { SelectField, TextAreaField } from '../../components/ui/form-field';

type Choice = Pick<Recording, 'id' | 'title' | 'durationSeconds'>;

const pageName = (page: BookPage, number: number) =>
  `page ${number}${page.caption ? ` (${page.caption.slice(0, 40)})` : ''}`;

interface PageActions {
  onMove: (pageId: string, to: number) => void;
  onSaveCaption: (page: BookPage, caption: string) => Promise<void>;
  /** Puts a recording on the page, or takes it off (null). */
  onSaveRecording: (page: BookPage, recordingId: string | null) => Promise<void>;
  /** The circle's recordings (not removed), to choose from. */
  recordings: readonly Recording[];
  onRemove: (page: BookPage) => void;
  onUseAsCover: (page: BookPage) => void;
  coverPhotoId: string | null;
  isBusy: boolean;
}

function SortablePage({
  page,
  number,
  count,
  actions,
}: {
  page: BookPage;
  number: number;
  count: number;
  actions: PageActions;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    useSortable({ id: page.id });
  const [caption, setCaption] = useState(page.caption ?? '');
  const [savedCaption, setSavedCaption] = useState(page.caption);
  if (savedCaption !== page.caption) {
    setSavedCaption(page.caption);
    setCaption(page.caption ?? '');
  }
  const isChanged = caption.trim() !== (page.caption ?? '');
  const name = pageName(page, number);
  const savedRecordingId = page.recording?.id ?? '';
  const [recordingId, setRecordingId] = useState(savedRecordingId);
  const [shownRecordingId, setShownRecordingId] = useState(savedRecordingId);
  if (shownRecordingId !== savedRecordingId) {
    setShownRecordingId(savedRecordingId);
    setRecordingId(savedRecordingId);
  }
  // The recordings of this page's photo come first: the likeliest to go with it.
  const ofPhoto = actions.recordings.filter(
    (recording) => page.photo && recording.photoId === page.photo.id,
  );
  const others: Choice[] = actions.recordings.filter((recording) => !ofPhoto.includes(recording));
  // The page's own recording is always there to keep, even before the list has loaded.
  const current = page.recording;
  if (current && !actions.recordings.some((recording) => recording.id === current.id)) {
    others.unshift(current);
  }
  const option = (recording: Choice) => (
    <option key={recording.id} value={recording.id}>
      {recording.title} ({formatDuration(recording.durationSeconds)})
    </option>
  );

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className="border-border bg-bg grid gap-3 rounded-xl border-2 p-3 motion-reduce:transition-none"
    >
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          className="border-border hover:bg-muted inline-flex min-h-11 min-w-11 cursor-grab touch-none items-center justify-center gap-1 rounded-lg border-2 px-2 font-semibold"
        >
          <GripVertical aria-hidden className="h-6 w-6" />
          <span aria-hidden>{number}</span>
          <span className="sr-only">Drag to move {name}</span>
        </button>
        {page.photo ? (
          <img
            src={page.photo.thumbnailUrl}
            alt=""
            className="bg-muted h-20 w-20 rounded-lg object-cover"
          />
        ) : (
          <span className="text-fg-muted grid h-20 w-20 place-items-center rounded-lg border-2 border-dashed text-center text-sm">
            {page.isPhotoRemoved ? 'Photo removed' : 'Words only'}
          </span>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => actions.onMove(page.id, number - 2)}
            disabled={number === 1 || actions.isBusy}
          >
            <ArrowUp aria-hidden className="h-5 w-5" />
            Move up<span className="sr-only">: {name}</span>
          </Button>
          <Button
            variant="secondary"
            onClick={() => actions.onMove(page.id, number)}
            disabled={number === count || actions.isBusy}
          >
            <ArrowDown aria-hidden className="h-5 w-5" />
            Move down<span className="sr-only">: {name}</span>
          </Button>
        </div>
      </div>
      {page.isPhotoRemoved ? (
        <p className="text-fg-muted">
          This page’s photo was removed. It comes back if someone brings the photo back from
          “Recently removed”.
        </p>
      ) : null}
      <TextAreaField
        label={`Caption for page ${number}`}
        value={caption}
        maxLength={PAGE_CAPTION_MAX}
        rows={2}
        onChange={(event) => setCaption(event.target.value)}
      />
      {page.isRecordingRemoved ? (
        <p className="text-fg-muted">
          This page’s recording was removed. It comes back if someone brings the recording back from
          “Recently removed”.
        </p>
      ) : null}
      {others.length + ofPhoto.length > 0 ? (
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            label={`Recording for page ${number}`}
            hint={
              ofPhoto.length && !page.recording
                ? 'There is a recording of this photo. Choose it to play it on this page.'
                : undefined
            }
            value={recordingId}
            onChange={(event) => setRecordingId(event.target.value)}
          >
            <option value="">No recording</option>
            {ofPhoto.length ? (
              <optgroup label="About this photo">{ofPhoto.map(option)}</optgroup>
            ) : null}
            {others.length ? (
              <optgroup label={ofPhoto.length ? 'Other recordings' : 'Recordings'}>
                {others.map(option)}
              </optgroup>
            ) : null}
          </SelectField>
          <Button
            variant="secondary"
            disabled={recordingId === savedRecordingId || actions.isBusy}
            onClick={() => void actions.onSaveRecording(page, recordingId || null)}
          >
            {recordingId ? 'Save recording' : 'Take off the recording'}
            <span className="sr-only"> for page {number}</span>
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={!isChanged || actions.isBusy}
          onClick={() => void actions.onSaveCaption(page, caption)}
        >
          Save caption<span className="sr-only"> for page {number}</span>
        </Button>
        {page.photo && page.photo.id !== actions.coverPhotoId ? (
          <Button variant="secondary" onClick={() => actions.onUseAsCover(page)}>
            <ImageIcon aria-hidden className="h-5 w-5" />
            Use as cover<span className="sr-only">: {name}</span>
          </Button>
        ) : null}
        <Button variant="ghost" onClick={() => actions.onRemove(page)} disabled={actions.isBusy}>
          <Trash2 aria-hidden className="h-5 w-5" />
          Remove page<span className="sr-only"> {number}</span>
        </Button>
      </div>
    </li>
  );
}

/**
 * The pages of a book in order: drag a page by its handle (mouse, touch, or the keyboard: Space to
 * pick up, arrow keys to move, Space to drop), or use Move up and Move down. Every move is said
 * aloud to screen readers, and the new order is saved at once.
 */
export function BookPagesEditor({
  pages,
  onReorder,
  ...actions
}: Omit<PageActions, 'onMove'> & {
  pages: BookPage[];
  onReorder: (pageIds: string[]) => void;
}) {
  const [order, setOrder] = useState(() => pages.map((page) => page.id));
  const [announcement, setAnnouncement] = useState('');
  // The saved book changed (a move saved, a page added or removed): follow it.
  const [savedPages, setSavedPages] = useState(pages);
  if (savedPages !== pages) {
    setSavedPages(pages);
    setOrder(pages.map((page) => page.id));
  }
  const byId = new Map(pages.map((page) => [page.id, page]));
  const shown = order.map((id) => byId.get(id)).filter((page): page is BookPage => !!page);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const numberOf = (id: string | number) => order.indexOf(String(id)) + 1;

  const move = (pageId: string, to: number) => {
    const from = order.indexOf(pageId);
    if (from < 0 || to < 0 || to >= order.length || from === to) return;
    const next = arrayMove(order, from, to);
    setOrder(next);
    setAnnouncement(`Page moved to position ${to + 1} of ${next.length}.`);
    onReorder(next);
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(String(active.id), order.indexOf(String(over.id)));
  };

  return (
    <>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={handleDragEnd}
        accessibility={{
          screenReaderInstructions: {
            draggable:
              'To move a page, press Space. Use the up and down arrow keys to move it, Space again to put it down, or Escape to cancel.',
          },
          announcements: {
            onDragStart: ({ active }) => `Picked up page ${numberOf(active.id)}.`,
            onDragOver: ({ over }) =>
              over ? `Over position ${numberOf(over.id)} of ${order.length}.` : undefined,
            onDragEnd: ({ over }) =>
              over
                ? `Page put down at position ${numberOf(over.id)} of ${order.length}.`
                : undefined,
            onDragCancel: () => 'Moving cancelled. The page is back where it was.',
          },
        }}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ol className="grid gap-3" aria-label="Pages of the book">
            {shown.map((page, index) => (
              <SortablePage
                key={page.id}
                page={page}
                number={index + 1}
                count={shown.length}
                actions={{ ...actions, onMove: move }}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </>
  );
}
