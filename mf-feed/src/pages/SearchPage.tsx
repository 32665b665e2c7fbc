import '../styles.css';
import { activeFilterCount, PRODUCT_NAME } from '@viral/domain';
import { Icon } from '@viral/ui';
import { useState } from 'react';
import { FilterChips } from '../search/FilterChips.tsx';
import { FilterPanel } from '../search/FilterPanel.tsx';
import { SearchBox } from '../search/SearchBox.tsx';
import { SearchResults } from '../search/SearchResults.tsx';
import { useSearchFilters } from '../search/use-search-filters.ts';

/** /search: 'Discover {product}' with filters kept in the URL. */
export default function SearchPage() {
  const { filters, setFilters, clear } = useSearchFilters();
  const count = activeFilterCount(filters);
  const [open, setOpen] = useState(count > 0);

  return (
    <div data-mf="mf_feed" className="mx-auto max-w-6xl px-5 py-10 sm:px-8">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Discover {PRODUCT_NAME}</h1>
      <p className="mt-2 text-stone-600">Search every viral recipe and narrow it down.</p>
      <div className="mt-6 flex gap-3">
        <SearchBox value={filters.q} onChange={(q) => setFilters({ q })} />
        <button
          type="button"
          aria-expanded={open}
          aria-controls="search-filters"
          onClick={() => setOpen(!open)}
          className="relative inline-flex items-center gap-2 rounded-full bg-white px-5 font-semibold shadow-sm ring-1 ring-stone-300 hover:ring-brand-400 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Icon name="filter" className="size-4" />
          <span className="sr-only sm:not-sr-only">Filters</span>
          {count > 0 && (
            <span
              data-testid="filter-count"
              className="absolute -right-1.5 -top-1.5 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white sm:static"
            >
              {count}
            </span>
          )}
        </button>
      </div>
      {open && <FilterPanel filters={filters} onChange={setFilters} />}
      <FilterChips filters={filters} onChange={setFilters} onClear={clear} />
      <SearchResults
        filters={filters}
        filtered={count > 0}
        narrowed={count > 0 || filters.q !== ''}
        onClear={clear}
      />
    </div>
  );
}
