import { DASHBOARD_RECENT_COUNT } from '@viral/domain';
import { DifficultyBadge, Skeleton, usePageTitle } from '@viral/ui';
import { useAdminRecipes, useDashboardStats } from '../admin-queries.ts';
import { CardLabel } from '../components/CardLabel.tsx';
import { cardTable } from '../components/card-table.ts';
import { RecipeThumb } from '../components/RecipeThumb.tsx';
import { RowActions } from '../components/RowActions.tsx';
import { StatCard } from '../components/StatCard.tsx';
import { TableHead } from '../components/TableHead.tsx';
import { formatCost, formatDate, formatTotalTime } from '../format.ts';
import { useDeleteRecipe } from '../recipe-mutations.ts';

/** /admin: the four cards, recipes with a stored video, and the 10 most recent recipes. */
export function DashboardPage() {
  usePageTitle('Admin Dashboard');
  const stats = useDashboardStats().data;
  const recent = useAdminRecipes({ q: '', difficulty: '', limit: DASHBOARD_RECENT_COUNT, offset: 0 }).data;
  const remove = useDeleteRecipe();
  const confirmDelete = (id: string) => {
    if (window.confirm('Are you sure you want to delete this recipe?')) remove.mutate(id);
  };

  return (
    <section>
      <h1 className="text-2xl font-bold md:text-3xl">Dashboard</h1>
      <div className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-5">
        <StatCard label="Total Recipes" value={stats?.total} />
        <StatCard label="Avg Cook Time" value={stats && `${stats.avgTime}m`} />
        <StatCard label="Avg Cost" value={stats && `$${stats.avgCost.toFixed(2)}`} />
        <StatCard label="Easy Recipes" value={stats?.byDifficulty.easy} />
        <StatCard label="With Video" value={stats?.withVideo} />
      </div>
      <h2 className="mt-8 text-xl font-bold">Recent Recipes</h2>
      <div className="mt-3 overflow-x-auto rounded-2xl bg-white ring-1 ring-stone-200">
        {!recent && <Skeleton className="m-4 h-40" />}
        {recent?.items.length === 0 && <p className="p-8 text-center text-stone-500">No recipes yet</p>}
        {recent && recent.items.length > 0 && (
          <table className={`${cardTable.table} md:min-w-[48rem]`}>
            <TableHead columns={['Image', 'Title', 'Difficulty', 'Time', 'Cost', 'Created', 'Actions']} />
            <tbody className={cardTable.body}>
              {recent.items.map((recipe) => (
                <tr key={recipe.id} data-testid="recent-recipe" className={cardTable.row}>
                  <td className={`${cardTable.cell} shrink-0`}>
                    <RecipeThumb src={recipe.image_url} title={recipe.title} />
                  </td>
                  <td className={`${cardTable.cell} ${cardTable.main}`}>
                    <p className="font-semibold">{recipe.title}</p>
                    <p className="line-clamp-1 text-stone-500">{recipe.description}</p>
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
                  </td>
                  <td className={`${cardTable.cell} ${cardTable.detail}`}>
                    <CardLabel>Cost</CardLabel>
                    {formatCost(recipe.estimated_cost)}
                  </td>
                  <td className={`${cardTable.cell} ${cardTable.detail}`}>
                    <CardLabel>Created</CardLabel>
                    {formatDate(recipe.created_at)}
                  </td>
                  <td className={`${cardTable.cell} ${cardTable.actions}`}>
                    <RowActions
                      recipe={recipe}
                      onDelete={() => confirmDelete(recipe.id)}
                      deleting={remove.isPending}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
