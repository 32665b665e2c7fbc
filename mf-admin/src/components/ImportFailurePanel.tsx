import { isAlreadyImported } from '@viral/domain';
import { Link } from 'wouter';
import { recipeHref, rejectionMessage } from '../import/import-format.ts';
import type { ImportItem } from '../import/import-types.ts';

export const ADD_FAILED = 'Failed to generate recipe from URL';
const PANEL_DEFAULT = 'An error occurred while processing the recipe';

/** The message in red for a skipped or failed single add. */
export function failureMessage(item: ImportItem): string {
  const v = item.validation;
  if (item.status === 'skipped' && v && !isAlreadyImported(item)) return rejectionMessage(v);
  return item.error || ADD_FAILED;
}

/** Why the page was not imported: the validation figures, or the duplicate's existing recipe. */
export function ImportFailurePanel({ item }: { item: ImportItem }) {
  const v = item.validation;
  const existing = isAlreadyImported(item) ? recipeHref(item.recipe) : null;
  return (
    <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-5 text-sm text-red-800">
      <h2 className="font-semibold">
        {item.status === 'skipped' ? 'Recipe validation failed' : 'Import failed'}
      </h2>
      <p className="mt-1 font-medium text-red-700" data-testid="failure-message">
        {failureMessage(item)}
      </p>
      {existing && (
        <Link href={existing} className="mt-2 inline-block font-semibold underline focus-visible:outline-2">
          View the existing recipe{item.recipe?.title ? `: ${item.recipe.title}` : ''}
        </Link>
      )}
      {v && !existing ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt>Page type</dt>
          <dd data-testid="failure-page-type">{v.page_type}</dd>
          <dt>Confidence</dt>
          <dd data-testid="failure-confidence">{v.confidence}%</dd>
          <dt>Detected recipes</dt>
          <dd data-testid="failure-count">{v.detected_recipes_count}</dd>
          <dt>Reason</dt>
          <dd>{v.reason || PANEL_DEFAULT}</dd>
        </dl>
      ) : (
        !existing && <p className="mt-2">{PANEL_DEFAULT}</p>
      )}
    </div>
  );
}
