import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AUDIT_CATEGORIES } from '../../../shared/circles';
import { formatDateTime } from '../../../shared/relative-time';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/form-field';
import { describeError } from '../../lib/api';
import { type AuditFilter, auditPage, circleKeys, membersQuery } from './circles.queries';

/** Who viewed or changed what, when and from where; filtered by person, kind and dates. */
export function AuditSection({ circleId }: { circleId: string }) {
  const { data: members = [] } = useQuery(membersQuery(circleId));
  const [filter, setFilter] = useState<AuditFilter>({});
  const log = useInfiniteQuery({
    queryKey: circleKeys.audit(circleId, JSON.stringify(filter)),
    queryFn: ({ pageParam }) => auditPage(filter, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const set = (key: keyof AuditFilter) => (value: string) =>
    setFilter((previous) => ({ ...previous, [key]: value || undefined }));

  return (
    <div className="grid gap-4">
      <form
        className="grid gap-4 sm:grid-cols-2"
        aria-label="Filter the audit log"
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectField
          label="Person"
          value={filter.actor ?? ''}
          onChange={(e) => set('actor')(e.target.value)}
        >
          <option value="">Everyone</option>
          {members.map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Kind"
          value={filter.category ?? ''}
          onChange={(e) => set('category')(e.target.value)}
        >
          <option value="">Everything</option>
          {Object.entries(AUDIT_CATEGORIES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="From"
          type="date"
          value={filter.from ?? ''}
          onChange={(e) => set('from')(e.target.value)}
        />
        <TextField
          label="To"
          type="date"
          value={filter.to ?? ''}
          onChange={(e) => set('to')(e.target.value)}
        />
      </form>
      {log.isError ? (
        <p role="alert" className="text-danger font-medium">
          {describeError(log.error) ?? 'We could not load the log.'}
        </p>
      ) : null}
      {log.isSuccess && entries.length === 0 ? <p>Nothing matches these filters.</p> : null}
      {entries.length > 0 ? (
        // A phone gets one card per entry; a wider screen the table. Nothing scrolls sideways.
        <ol aria-label="Audit log, newest first" className="grid gap-3 sm:hidden">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="border-border grid gap-1 rounded-xl border p-4 wrap-anywhere"
            >
              <p className="font-semibold">{entry.description}</p>
              {entry.detail ? <p className="text-fg-muted">{entry.detail}</p> : null}
              <p>
                {entry.actorName ?? 'A former member'} · {formatDateTime(new Date(entry.at))}
              </p>
              {entry.ip ? <p className="text-fg-muted">From {entry.ip}</p> : null}
            </li>
          ))}
        </ol>
      ) : null}
      {entries.length > 0 ? (
        <div className="border-border hidden rounded-xl border sm:block">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">Audit log, newest first</caption>
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="p-3">
                  When
                </th>
                <th scope="col" className="p-3">
                  Who
                </th>
                <th scope="col" className="p-3">
                  What
                </th>
                <th scope="col" className="p-3">
                  From
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-border border-t align-top">
                  <td className="p-3">{formatDateTime(new Date(entry.at))}</td>
                  <td className="p-3">{entry.actorName ?? 'A former member'}</td>
                  <td className="p-3">
                    {entry.description}
                    {entry.detail ? (
                      <span className="text-fg-muted block">{entry.detail}</span>
                    ) : null}
                  </td>
                  <td className="p-3 wrap-anywhere">{entry.ip ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {log.hasNextPage ? (
        <div>
          <Button
            variant="secondary"
            disabled={log.isFetchingNextPage}
            onClick={() => void log.fetchNextPage()}
          >
            {log.isFetchingNextPage ? 'Loading...' : 'Show older entries'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
