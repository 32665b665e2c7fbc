import { DIFFICULTIES, type Difficulty, type Recipe, titleCase } from '@viral/domain';
import { Button, DifficultyBadge, fieldClass, Skeleton, usePageTitle } from '@viral/ui';
import { useState } from 'react';
import { useAdminRecipes } from '../admin-queries.ts';
import { CardLabel } from '../components/CardLabel.tsx';
import { cardTable } from '../components/card-table.ts';
import { EditRecipeDialog } from '../components/EditRecipeDialog.tsx';
import { RecipeThumb } from '../components/RecipeThumb.tsx';
import { RowActions } from '../components/RowActions.tsx';
import { TableHead } from '../components/TableHead.tsx';
import { formatCost, formatDate, formatPrepCook, formatTotalTime } from '../format.ts';
import { useDeleteRecipe } from '../recipe-mutations.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';

const PAGE_SIZE = 20;

/** /admin/recipes: search, difficulty filter and the recipe table, paged on the server. */
export function RecipeIndexPage() {
  usePageTitle('Recipe Index');
  const [q, setQ] = useState('');
  const [difficulty, setDifficulty] = useState<Difficulty | ''>('');
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Recipe | null>(null);
  const query = useDebouncedValue(q);
  const recipes = useAdminRecipes({ q: query, difficulty, limit: PAGE_SIZE, offset: page * PAGE_SIZE });
  const remove = useDeleteRecipe();
  const data = recipes.data;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));

  const confirmDelete = (recipe: Recipe) => {
    if (window.confirm(`Are you sure you want to delete "${recipe.title}"?`)) remove.mutate(recipe.id);
  };

  return (
    <section>
      <h1 className="text-2xl font-bold md:text-3xl">Recipe Index</h1>
      <div className="mt-4 flex flex-col gap-3 md:flex-row md:items-end">
        <label className="flex-1 text-sm font-medium">
          Search
          <input
            type="search"
            value={q}
            placeholder="Search recipes..."
            onChange={(e) => {
              setQ(e.target.value);
              setPage(0);
            }}
            className={fieldClass}
          />
        </label>
        <label className="text-sm font-medium md:w-48">
          Difficulty
          <select
            value={difficulty}
            onChange={(e) => {
              setDifficulty(e.target.value as Difficulty | '');
              setPage(0);
            }}
            className={fieldClass}
          >
            <option value="">All Difficulties</option>
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {titleCase(d)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="mt-3 text-sm text-stone-500" aria-live="polite">
        {data ? `Showing ${data.items.length} of ${data.catalogue_total} recipes` : 'Loading recipes...'}
      </p>
      <div className="mt-3 overflow-x-auto rounded-2xl bg-white ring-1 ring-stone-200">
        <table className={`${cardTable.table} md:min-w-[56rem]`}>
          <TableHead
            columns={['Recipe', 'Difficulty', 'Time', 'Est. Cost', 'Servings', 'Created', 'Actions']}
          />
          <tbody className={cardTable.body}>
            {!data &&
              Array.from({ length: 5 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
                <tr key={i} className="block md:table-row">
                  <td colSpan={7} className="block px-4 py-3 md:table-cell">
                    <Skeleton className="h-10" />
                  </td>
                </tr>
              ))}
            {data?.items.length === 0 && (
              <tr className="block md:table-row">
                <td colSpan={7} className="block px-4 py-10 text-center text-stone-500 md:table-cell">
                  No recipes found
                </td>
              </tr>
            )}
            {data?.items.map((recipe) => (
              <tr key={recipe.id} data-testid="recipe-row" className={cardTable.row}>
                <td className={`${cardTable.cell} ${cardTable.main}`}>
                  <div className="flex gap-3">
                    <RecipeThumb src={recipe.image_url} title={recipe.title} />
                    <div className="min-w-0">
                      <p className="font-semibold">{recipe.title}</p>
                      <p className="line-clamp-1 text-stone-500">{recipe.description}</p>
                      <p className="mt-1 flex flex-wrap gap-1">
                        {recipe.tags.slice(0, 2).map((tag) => (
                          <span key={tag.id} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs">
                            {tag.name}
                          </span>
                        ))}
                        {recipe.tags.length > 2 && (
                          <span className="text-xs text-stone-500">+{recipe.tags.length - 2}</span>
                        )}
                      </p>
                    </div>
                  </div>
                </td>
                <td className={`${cardTable.cell} ${cardTable.detail}`}>
                  <DifficultyBadge
                    difficulty={recipe.difficulty}
                    fallback={<span className="text-stone-500">-</span>}
                  />
                </td>
                <td className={`${cardTable.cell} ${cardTable.detail}`}>
                  <CardLabel>Time</CardLabel>
                  {formatTotalTime(recipe.total_time)}
                  <span className="block text-xs text-stone-500 max-md:ml-1 max-md:inline">
                    {formatPrepCook(recipe)}
                  </span>
                </td>
                <td className={`${cardTable.cell} ${cardTable.detail}`}>
                  <CardLabel>Cost</CardLabel>
                  {formatCost(recipe.estimated_cost)}
                </td>
                <td className={`${cardTable.cell} ${cardTable.detail}`}>
                  <CardLabel>Servings</CardLabel>
                  {recipe.servings ?? '-'}
                </td>
                <td className={`${cardTable.cell} ${cardTable.detail}`}>
                  <CardLabel>Created</CardLabel>
                  {formatDate(recipe.created_at)}
                </td>
                <td className={`${cardTable.cell} ${cardTable.actions}`}>
                  <RowActions
                    recipe={recipe}
                    onEdit={() => setEditing(recipe)}
                    onDelete={() => confirmDelete(recipe)}
                    deleting={remove.isPending}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label="Pages" className="mt-4 flex items-center justify-between text-sm">
        <Button
          disabled={page === 0}
          onClick={() => setPage((p) => p - 1)}
          variant="secondary"
          className="disabled:opacity-40"
        >
          Previous
        </Button>
        <span>
          Page {page + 1} of {pages}
        </span>
        <Button
          disabled={page + 1 >= pages}
          onClick={() => setPage((p) => p + 1)}
          variant="secondary"
          className="disabled:opacity-40"
        >
          Next
        </Button>
      </nav>
      {editing && <EditRecipeDialog recipe={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
