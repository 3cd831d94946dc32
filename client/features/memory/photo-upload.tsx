import { ImagePlus, RotateCcw, Upload } from 'lucide-react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { MEMORY_PHOTO_MAX_BYTES } from '../../../shared/images';
import { DUPLICATE_PHOTO_CODE, DUPLICATE_REMOVED_PHOTO_CODE } from '../../../shared/memory-storage';
import { Button } from '../../components/ui/button';
import { FilePicker } from '../../components/ui/file-picker';
import { ApiError, describeError } from '../../lib/api';
import { uploadPhoto } from './photos.queries';
import { StorageFullWarning } from './storage-usage';
import { useRefreshStorage } from './storage.queries';

/** Photos sent at the same time; the rest wait their turn. */
const AT_ONCE = 2;

// ---------------------------------------------------------------------------------------------
// Adding photos: many files, two at a time, each with its own progress and retry

interface Upload {
  key: string;
  file: File;
  status: 'waiting' | 'sending' | 'added' | 'failed';
  progress: number;
  error?: string;
  /** The server's word for a refusal: the same photo twice is not worth trying again. */
  code?: string;
}

const isDuplicate = (upload: Upload) =>
  upload.code === DUPLICATE_PHOTO_CODE || upload.code === DUPLICATE_REMOVED_PHOTO_CODE;

export function AddPhotos({ circleId, onAdded }: { circleId: string | null; onAdded: () => void }) {
  const refreshStorage = useRefreshStorage(circleId);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [isDragging, setDragging] = useState(false);
  const hintId = useId();
  const started = useRef(new Set<string>());
  const update = (key: string, change: Partial<Upload>) =>
    setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const addFiles = (files: ArrayLike<File>) => {
    if (!files.length) return;
    const added = Array.from(files).map((file) => ({
      key: `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`,
      file,
      status: 'waiting' as const,
      progress: 0,
    }));
    setUploads((all) => [...all.filter((u) => u.status !== 'added'), ...added]);
  };

  useEffect(() => {
    const sending = uploads.filter((u) => u.status === 'sending').length;
    const next = uploads
      .filter((u) => u.status === 'waiting' && !started.current.has(u.key))
      .slice(0, Math.max(0, AT_ONCE - sending));
    for (const item of next) {
      started.current.add(item.key);
      update(item.key, { status: 'sending', progress: 0, error: undefined, code: undefined });
      uploadPhoto(item.file, {}, (progress) => update(item.key, { progress }))
        .then(() => {
          update(item.key, { status: 'added', progress: 1 });
          onAdded();
        })
        .catch((error: unknown) => {
          update(item.key, {
            status: 'failed',
            error: describeError(error) ?? 'That photo could not be added. Please try again.',
            code: error instanceof ApiError ? error.code : undefined,
          });
          // A refusal for want of room: the storage figure says how full it is now.
          void refreshStorage();
        });
    }
  }, [uploads, onAdded, refreshStorage]);

  const retry = (key: string) => {
    started.current.delete(key);
    update(key, { status: 'waiting', progress: 0, error: undefined });
  };
  const added = uploads.filter((u) => u.status === 'added').length;
  const already = uploads.filter((u) => u.status === 'failed' && isDuplicate(u)).length;
  const failed = uploads.filter((u) => u.status === 'failed').length - already;
  const busy = uploads.some((u) => u.status === 'waiting' || u.status === 'sending');

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  };

  return (
    <div className="grid gap-3">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`grid gap-2 sm:rounded-xl sm:border-2 sm:border-dashed sm:p-5 ${isDragging ? 'border-accent bg-muted' : 'sm:border-border'}`}
      >
        <FilePicker
          label="Add photos"
          icon={ImagePlus}
          size="large"
          accept="image/*"
          multiple
          describedBy={hintId}
          onFiles={addFiles}
        />
        <p id={hintId} className="text-fg-muted">
          {`Up to ${MEMORY_PHOTO_MAX_BYTES / 1024 / 1024} MB each.`}
        </p>
        <p className="text-fg-muted hidden sm:block">
          <Upload aria-hidden className="mr-2 inline h-5 w-5" />
          Or drag photos from your computer and drop them here.
        </p>
      </div>
      <StorageFullWarning circleId={circleId} />
      {/* Out of the layout while empty, so the photos start higher; still there to announce. */}
      <p aria-live="polite" className={uploads.length ? 'font-semibold' : 'sr-only'}>
        {uploads.length
          ? busy
            ? `Adding photos: ${added} of ${uploads.length} done. You can keep using this page meanwhile.`
            : `${added} ${added === 1 ? 'photo' : 'photos'} added.${already ? ` ${already} ${already === 1 ? 'was' : 'were'} already there.` : ''}${failed ? ` ${failed} could not be added.` : ''}${failed || already ? '' : ' Tap a photo below to add names and a caption.'}`
          : ''}
      </p>
      {uploads.length ? (
        <ul className="grid gap-2" aria-label="Photos being added">
          {uploads.map((u) => (
            <li
              key={u.key}
              className="border-border grid gap-2 rounded-lg border-2 p-3"
              data-upload-status={u.status}
            >
              <p className="font-semibold break-all">{u.file.name}</p>
              {u.status === 'failed' && isDuplicate(u) ? (
                <>
                  <p className="font-medium">{u.error}</p>
                  {u.code === DUPLICATE_REMOVED_PHOTO_CODE ? (
                    <p>
                      <a href="#recently-removed" className="font-semibold underline">
                        Go to “Recently removed”
                      </a>
                    </p>
                  ) : null}
                </>
              ) : u.status === 'failed' ? (
                <>
                  <p className="text-danger font-medium">{u.error}</p>
                  <div>
                    <Button variant="secondary" onClick={() => retry(u.key)}>
                      <RotateCcw aria-hidden className="h-5 w-5" />
                      Try again<span className="sr-only">: {u.file.name}</span>
                    </Button>
                  </div>
                </>
              ) : (
                <>
                  <progress
                    className="h-3 w-full"
                    max={1}
                    value={u.status === 'waiting' ? 0 : u.progress}
                    aria-label={`Progress for ${u.file.name}`}
                  />
                  <p className="text-fg-muted">
                    {u.status === 'waiting'
                      ? 'Waiting its turn'
                      : u.status === 'sending'
                        ? `Sending… ${Math.round(u.progress * 100)}%`
                        : 'Added'}
                  </p>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
