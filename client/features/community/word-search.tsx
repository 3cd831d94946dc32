import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { describeError } from '../../lib/api';

/**
 * A search of the community's writing by its words (posts in every group, answered questions): the
 * form, then how many matched and each one as `show` draws it.
 */
export function WordSearch<Data, Item extends { id: string }, Key extends QueryKey>({
  title,
  hint,
  search,
  itemsOf,
  noun,
  show,
}: {
  title: string;
  hint: string;
  search: (query: string) => UseQueryOptions<Data, Error, Data, Key>;
  itemsOf: (data: Data) => Item[];
  /** What is searched, for "1 post matches", "3 posts match", "No posts match". */
  noun: { one: string; many: string };
  show: (item: Item) => ReactNode;
}) {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const { data, error, isFetching } = useQuery(search(query));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(draft.trim());
  };
  const items = data ? itemsOf(data) : [];
  return (
    <Section title={title}>
      <form role="search" onSubmit={submit} className="grid gap-3 sm:max-w-md" noValidate>
        <TextField
          label="Words to look for"
          type="search"
          value={draft}
          hint={hint}
          onChange={(event) => setDraft(event.target.value)}
        />
        <div>
          <Button type="submit">Search</Button>
        </div>
      </form>
      {error ? <p role="alert">{describeError(error)}</p> : null}
      {query && data && !isFetching ? (
        items.length === 0 ? (
          <p role="status">
            No {noun.many} match “{query}”.
          </p>
        ) : (
          <>
            <p role="status">
              {items.length === 1 ? `1 ${noun.one} matches` : `${items.length} ${noun.many} match`}{' '}
              “{query}”.
            </p>
            <ul className="grid gap-3">
              {items.map((item) => (
                <li key={item.id}>{show(item)}</li>
              ))}
            </ul>
          </>
        )
      ) : null}
    </Section>
  );
}
