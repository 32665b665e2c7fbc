import type { SearchFilters } from '@viral/domain';
import { titleCase } from '@viral/domain';
import { Icon } from '@viral/ui';
import { useUsedTags } from '../recipe-queries.ts';

type Props = {
  filters: SearchFilters;
  onChange: (change: Partial<SearchFilters>) => void;
  onClear: () => void;
};

/** A removable chip per active filter and a 'Clear' button. */
export function FilterChips({ filters, onChange, onClear }: Props) {
  const { data: tags } = useUsedTags();
  const tagName = (slug: string) => tags?.find((entry) => entry.tag.slug === slug)?.tag.name ?? slug;
  const chips: { key: string; label: string; remove: () => void }[] = [];
  if (filters.q) chips.push({ key: 'q', label: `"${filters.q}"`, remove: () => onChange({ q: '' }) });
  if (filters.difficulty)
    chips.push({
      key: 'difficulty',
      label: `Difficulty: ${titleCase(filters.difficulty)}`,
      remove: () => onChange({ difficulty: '' }),
    });
  if (filters.maxTime !== null)
    chips.push({ key: 'time', label: `≤ ${filters.maxTime} min`, remove: () => onChange({ maxTime: null }) });
  if (filters.maxCost !== null)
    chips.push({
      key: 'cost',
      label: `≤ $${filters.maxCost.toFixed(2)}`,
      remove: () => onChange({ maxCost: null }),
    });
  for (const slug of filters.tags)
    chips.push({
      key: `tag-${slug}`,
      label: `#${tagName(slug)}`,
      remove: () => onChange({ tags: filters.tags.filter((tag) => tag !== slug) }),
    });
  if (chips.length === 0) return null;

  return (
    <ul aria-label="Active filters" className="mt-4 flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={chip.remove}
            aria-label={`Remove filter ${chip.label}`}
            className="inline-flex items-center gap-1.5 rounded-full bg-brand-100 py-1.5 pl-3 pr-2 text-sm font-semibold text-brand-800 transition hover:bg-brand-200 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {chip.label}
            <Icon name="close" className="size-4" />
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={onClear}
          className="rounded-full px-3 py-1.5 text-sm font-semibold text-stone-600 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Clear
        </button>
      </li>
    </ul>
  );
}
