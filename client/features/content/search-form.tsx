import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../components/ui/button';

/**
 * A GET form to /search: it works with JavaScript off (the server answers the search page) and,
 * with it on, the router moves to /search?q=… without a page load.
 */
export function SearchForm({ defaultValue = '', label = 'Search guides and help' }) {
  const navigate = useNavigate();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get('q');
    void navigate(`/search?q=${encodeURIComponent(typeof query === 'string' ? query.trim() : '')}`);
  };
  return (
    <form method="get" action="/search" role="search" onSubmit={handleSubmit} className="grid gap-2">
      <label htmlFor="search-q" className="text-lg font-semibold">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="search-q"
          name="q"
          type="search"
          defaultValue={defaultValue}
          key={defaultValue}
          className="border-border bg-bg text-fg min-h-11 min-w-0 flex-1 basis-56 rounded-md border px-3 py-2 text-lg"
        />
        <button type="submit" className={buttonClass()}>
          <Search aria-hidden="true" className="h-5 w-5" />
          Search
        </button>
      </div>
    </form>
  );
}
