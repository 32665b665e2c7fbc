import { ALREADY_IMPORTED, isAlreadyImported } from '@viral/domain';
import { Link } from 'wouter';
import { durationSeconds, hostOf, recipeHref, STATUS_LABEL } from '../import/import-format.ts';
import type { ImportItem, ItemStatus } from '../import/import-types.ts';
import { VideoOutcome } from './VideoOutcome.tsx';

const TONE: Record<ItemStatus, string> = {
  pending: 'bg-stone-100 text-stone-600',
  validating: 'bg-blue-100 text-blue-800',
  processing: 'bg-blue-100 text-blue-800',
  categorizing: 'bg-purple-100 text-purple-800',
  completed: 'bg-green-100 text-green-800',
  error: 'bg-red-100 text-red-800',
  skipped: 'bg-yellow-100 text-yellow-800',
};
const ICON: Record<ItemStatus, string> = {
  pending: '○',
  validating: '◔',
  processing: '◑',
  categorizing: '◕',
  completed: '✓',
  error: '✕',
  skipped: '!',
};

/**
 * One URL of a bulk run: status, title or host, skip details, error, timing, categories, its
 * video's outcome, link; a
 * page already in the catalogue reads 'Already imported' and links to the recipe that exists.
 */
export function ImportItemRow({ item }: { item: ImportItem }) {
  const existing = isAlreadyImported(item);
  const href = item.status === 'completed' || existing ? recipeHref(item.recipe) : null;
  const seconds = durationSeconds(item);
  const v = item.validation;
  return (
    <li data-testid="import-item" data-status={item.status} className="flex gap-3 py-3">
      <span
        aria-hidden="true"
        className={`flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${TONE[item.status]}`}
      >
        {ICON[item.status]}
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold">{item.recipe?.title ?? hostOf(item.url)}</p>
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[item.status]}`}>
            {existing ? ALREADY_IMPORTED : STATUS_LABEL[item.status]}
          </span>
        </div>
        <p className="truncate text-stone-500">{item.url}</p>
        {item.status === 'skipped' && v && (
          <p className="text-yellow-800">
            Type: {v.page_type} · Confidence: {v.confidence}% · Recipes found: {v.detected_recipes_count}
          </p>
        )}
        {(item.status === 'error' || item.status === 'skipped') && !existing && (
          <p className={item.status === 'error' ? 'text-red-700' : 'text-yellow-800'}>
            {item.error || (item.status === 'error' ? 'Failed to import recipe' : '')}
          </p>
        )}
        {item.status === 'completed' && (
          <p className="text-green-800">
            {seconds !== null && `Completed in ${seconds}s · `}Auto-categorized
            {item.categories.length > 0 && `: ${item.categories.join(', ')}`}
          </p>
        )}
        <VideoOutcome video={item.video} />
      </div>
      {href && (
        <Link
          href={href}
          className="self-center rounded-lg border border-stone-300 px-3 py-1 text-xs font-semibold hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {existing ? 'View the existing recipe' : 'View Recipe'}
        </Link>
      )}
    </li>
  );
}
