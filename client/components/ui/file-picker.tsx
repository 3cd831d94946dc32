import { Camera, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { buttonClass } from './button';
import { cn } from '../../lib/cn';

interface FilePickerProps {
  /** The button's words; they also name the file input for screen readers and tests. */
  label: string;
  accept: string;
  /** Opens the phone's camera first (the pill photo, the dose photo). */
  capture?: 'environment' | 'user';
  multiple?: boolean;
  disabled?: boolean;
  icon?: LucideIcon;
  /** `large`: the screen's main action (Add photos); otherwise an outlined button. */
  size?: 'large' | 'normal';
  /** The file chosen so far, named under the button. */
  chosen?: File | null;
  /** The id of a hint that describes the input (formats, sizes). */
  describedBy?: string;
  onFiles: (files: File[]) => void;
}

/**
 * Every file input in Kinwell: a large button in place of the browser's own control, which keeps
 * its own width ("Choose file — No file chosen") and pushed forms wider than a 360 px phone. The
 * input stays in the page, visually hidden inside its label, so the keyboard, screen readers and
 * drag-and-drop into it work as before. Choosing the same file twice still counts.
 */
export function FilePicker({
  label,
  accept,
  capture,
  multiple,
  disabled,
  icon: Icon = Camera,
  size = 'normal',
  chosen,
  describedBy,
  onFiles,
}: FilePickerProps) {
  const id = useId();
  return (
    <div className="grid max-w-full justify-items-start gap-1">
      <label
        htmlFor={id}
        className={cn(
          buttonClass(size === 'large' ? 'primary' : 'secondary'),
          'max-w-full cursor-pointer text-left has-[:focus-visible]:outline-3',
          size === 'large' && 'min-h-14 w-full px-6 py-3 text-xl font-bold sm:w-auto',
          disabled && 'cursor-not-allowed opacity-70',
        )}
      >
        <Icon
          aria-hidden="true"
          className={size === 'large' ? 'h-7 w-7 shrink-0' : 'h-5 w-5 shrink-0'}
        />
        {label}
        <input
          id={id}
          // eslint-disable-next-line no-restricted-syntax -- the one file input, made to fit a phone
          type="file"
          accept={accept}
          capture={capture}
          multiple={multiple}
          disabled={disabled}
          aria-describedby={describedBy}
          className="sr-only"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
      </label>
      {chosen ? <p className="text-fg-muted max-w-full break-all">Chosen: {chosen.name}</p> : null}
    </div>
  );
}
