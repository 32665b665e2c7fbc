import {
  chooserTags,
  DIFFICULTIES,
  parseMaxCost,
  parseMaxTime,
  type SearchFilters,
  TAG_CHOOSER_COUNT,
  titleCase,
} from '@viral/domain';
import { fieldClass, labelClass } from '@viral/ui';
import { useEffect, useState } from 'react';
import { useUsedTags } from '../recipe-queries.ts';

type Props = { filters: SearchFilters; onChange: (change: Partial<SearchFilters>) => void };

/** Difficulty, max time (integer minutes), max cost (decimal, step 0.01) and the first 30 tags. */
export function FilterPanel({ filters, onChange }: Props) {
  const { data: tags } = useUsedTags();
  const [maxTime, setMaxTime] = useState(filters.maxTime?.toString() ?? '');
  const [maxCost, setMaxCost] = useState(filters.maxCost?.toString() ?? '');
  useEffect(() => setMaxTime(filters.maxTime?.toString() ?? ''), [filters.maxTime]);
  useEffect(() => setMaxCost(filters.maxCost?.toString() ?? ''), [filters.maxCost]);

  const toggleTag = (slug: string) =>
    onChange({
      tags: filters.tags.includes(slug)
        ? filters.tags.filter((tag) => tag !== slug)
        : [...filters.tags, slug],
    });

  return (
    <div
      id="search-filters"
      className="mt-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200/70 sm:p-6"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <label className={labelClass}>
          Difficulty
          <select
            className={fieldClass}
            value={filters.difficulty}
            onChange={(event) => onChange({ difficulty: event.target.value as SearchFilters['difficulty'] })}
          >
            <option value="">Any difficulty</option>
            {DIFFICULTIES.map((level) => (
              <option key={level} value={level}>
                {titleCase(level)}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          Max time (minutes)
          <input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            className={fieldClass}
            value={maxTime}
            placeholder="e.g. 30"
            onChange={(event) => {
              setMaxTime(event.target.value);
              onChange({ maxTime: parseMaxTime(event.target.value) });
            }}
          />
        </label>
        <label className={labelClass}>
          Max cost ($)
          <input
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            className={fieldClass}
            value={maxCost}
            placeholder="e.g. 10.00"
            onChange={(event) => {
              setMaxCost(event.target.value);
              onChange({ maxCost: parseMaxCost(event.target.value) });
            }}
          />
        </label>
      </div>
      <fieldset className="mt-5">
        <legend className={labelClass}>Tags</legend>
        <div className="mt-2 flex max-h-56 flex-wrap gap-2 overflow-y-auto p-0.5">
          {chooserTags(tags ?? [], TAG_CHOOSER_COUNT).map(({ tag }) => {
            const selected = filters.tags.includes(tag.slug);
            return (
              <button
                key={tag.id}
                type="button"
                aria-pressed={selected}
                onClick={() => toggleTag(tag.slug)}
                className={`rounded-full px-3 py-1.5 text-sm font-semibold ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                  selected
                    ? 'bg-brand-700 text-white ring-brand-700'
                    : 'bg-white text-stone-700 ring-stone-300 hover:ring-brand-400'
                }`}
              >
                #{tag.name}
              </button>
            );
          })}
        </div>
        <p className="mt-2 text-xs text-stone-600">
          Showing first 30 tags. Use search to find specific tags.
        </p>
      </fieldset>
    </div>
  );
}
