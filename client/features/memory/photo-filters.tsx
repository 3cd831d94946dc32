import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId } from 'react';
import {
  type Album,
  type MemoryPerson,
  PHOTO_SORT_LABELS,
  PHOTO_SORTS,
  type PhotoSort,
  personLabel,
} from '../../../shared/memory-photos';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/form-field';
import { cn } from '../../lib/cn';

/** How the list of photos is narrowed and ordered; empty strings are "everyone", "all". */
export interface PhotoFilter {
  q: string;
  sort: PhotoSort;
  personId: string;
  albumId: string;
}

/**
 * The search, the order, the person and the album. On a phone they fold behind one "Search and
 * filter" button, so the photos start in the first screen rather than under four fields
 * (decision 081); the button says how many are chosen, so a narrowed list is never a surprise.
 * From the small-tablet width up they are all shown.
 */
export function PhotoFilters({
  filter,
  people,
  albums,
  open,
  onOpenChange,
  onChange,
}: {
  filter: PhotoFilter;
  people: readonly MemoryPerson[];
  albums: readonly Album[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChange: (change: Partial<PhotoFilter>) => void;
}) {
  const panelId = useId();
  const chosen = [
    filter.q.trim(),
    filter.sort !== 'newest',
    filter.personId,
    filter.albumId,
  ].filter(Boolean).length;
  return (
    <div className="grid gap-3">
      <Button
        variant="secondary"
        className="justify-self-start sm:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
      >
        <SlidersHorizontal aria-hidden className="h-5 w-5" />
        Search and filter
        {chosen ? ` (${chosen} chosen)` : ''}
        <ChevronDown
          aria-hidden
          className={cn('h-5 w-5 transition-transform', open && 'rotate-180')}
        />
      </Button>
      <div id={panelId} className={cn('gap-3 sm:grid sm:grid-cols-2', open ? 'grid' : 'hidden')}>
        <TextField
          label="Search captions and stories"
          type="search"
          value={filter.q}
          onChange={(e) => onChange({ q: e.target.value })}
        />
        <SelectField
          label="Sort"
          value={filter.sort}
          onChange={(e) => onChange({ sort: e.target.value as PhotoSort })}
        >
          {PHOTO_SORTS.map((s) => (
            <option key={s} value={s}>
              {PHOTO_SORT_LABELS[s]}
            </option>
          ))}
        </SelectField>
        {people.length ? (
          <SelectField
            label="Show photos of"
            value={filter.personId}
            onChange={(e) => onChange({ personId: e.target.value })}
          >
            <option value="">Everyone</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {personLabel(p)}
              </option>
            ))}
          </SelectField>
        ) : null}
        {albums.length ? (
          <SelectField
            label="Album"
            value={filter.albumId}
            onChange={(e) => onChange({ albumId: e.target.value })}
          >
            <option value="">All photos</option>
            {albums.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
    </div>
  );
}
