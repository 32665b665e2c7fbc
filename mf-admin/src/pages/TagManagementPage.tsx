import { formatCountOf, type Tag } from '@viral/domain';
import { Button, fieldClass, Icon, Skeleton, usePageTitle } from '@viral/ui';
import { useState } from 'react';
import { useAllTags } from '../admin-queries.ts';
import { CardLabel } from '../components/CardLabel.tsx';
import { cardTable } from '../components/card-table.ts';
import { StatCard } from '../components/StatCard.tsx';
import { TableHead } from '../components/TableHead.tsx';
import { TagDialog } from '../components/TagDialog.tsx';
import { formatDate } from '../format.ts';
import { filterTags, type TagFilter } from '../tag-filters.ts';
import { useDeleteTag, useSaveTag } from '../tag-mutations.ts';

/** /admin/tags: stats, search, filter, the tag table and the create/edit dialog. */
export function TagManagementPage() {
  usePageTitle('Tag Management');
  const tags = useAllTags();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<TagFilter>('all');
  const [dialog, setDialog] = useState<{ tag: Tag | null } | null>(null);
  const save = useSaveTag();
  const remove = useDeleteTag();
  const all = tags.data ?? [];
  const shown = filterTags(all, search, filter);
  const categories = all.filter(({ tag }) => tag.is_category).length;

  const confirmDelete = (tag: Tag) => {
    if (
      window.confirm(`Are you sure you want to delete "${tag.name}"? This will remove it from all recipes.`)
    ) {
      remove.mutate(tag.id);
    }
  };

  return (
    <section>
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold md:text-3xl">Tag Management</h1>
        <Button
          onClick={() => setDialog({ tag: null })}
          variant="primary"
          className="flex shrink-0 items-center gap-2 whitespace-nowrap"
        >
          <Icon name="plus" className="size-4" /> Create Tag
        </Button>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Tags" value={tags.data && all.length} />
        <StatCard label="Categories" value={tags.data && categories} />
        <StatCard label="Regular Tags" value={tags.data && all.length - categories} />
        <StatCard label="Total Usage" value={tags.data && all.reduce((sum, t) => sum + t.usage_count, 0)} />
      </div>
      <div className="mt-4 flex flex-col gap-3 md:flex-row">
        <input
          type="search"
          aria-label="Search tags"
          placeholder="Search tags..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className={`${fieldClass} md:flex-1`}
        />
        <select
          aria-label="Tag type"
          value={filter}
          onChange={(e) => setFilter(e.target.value as TagFilter)}
          className={`${fieldClass} md:w-56`}
        >
          <option value="all">All Tags</option>
          <option value="categories">Categories Only</option>
          <option value="regular">Regular Tags Only</option>
        </select>
      </div>
      <p className="mt-3 text-sm text-stone-500">
        Showing {shown.length} of {all.length} tags
      </p>
      <div className="mt-3 overflow-x-auto rounded-2xl bg-white ring-1 ring-stone-200">
        {tags.isPending &&
          Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            <Skeleton key={i} className="m-3 h-10" />
          ))}
        {tags.data && shown.length === 0 && (
          <div className="p-10 text-center">
            <p className="font-semibold">{all.length === 0 ? 'No tags yet' : 'No tags match your filters'}</p>
            <p className="mt-1 text-sm text-stone-500">
              {all.length === 0
                ? 'Tags will be created automatically when recipes are added.'
                : 'Try adjusting your search criteria.'}
            </p>
          </div>
        )}
        {shown.length > 0 && (
          <table className={`${cardTable.table} md:min-w-[44rem]`}>
            <TableHead columns={['Tag', 'Type', 'Usage', 'Created', 'Actions']} />
            <tbody className={cardTable.body}>
              {shown.map(({ tag, usage_count }) => (
                <tr key={tag.id} data-testid="tag-row" className={cardTable.row}>
                  <td className={`${cardTable.cell} ${cardTable.main}`}>
                    <div className="flex items-center gap-3">
                      <span
                        aria-hidden="true"
                        className="size-3 shrink-0 rounded-full"
                        style={{ backgroundColor: tag.color }}
                      />
                      <div>
                        <p className="font-semibold">{tag.name}</p>
                        {tag.description && <p className="line-clamp-1 text-stone-500">{tag.description}</p>}
                      </div>
                    </div>
                  </td>
                  <td className={`${cardTable.cell} ${cardTable.detail}`}>
                    {tag.is_category ? 'Category' : 'Tag'}
                  </td>
                  <td className={`${cardTable.cell} ${cardTable.detail}`}>
                    {formatCountOf(usage_count, 'recipe')}
                  </td>
                  <td className={`${cardTable.cell} ${cardTable.detail}`}>
                    <CardLabel>Created</CardLabel>
                    {formatDate(tag.created_at)}
                  </td>
                  <td className={`${cardTable.cell} ${cardTable.actions} whitespace-nowrap`}>
                    <button
                      type="button"
                      aria-label={`Edit ${tag.name}`}
                      onClick={() => setDialog({ tag })}
                      className="rounded-lg p-2 text-blue-600 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-brand-500"
                    >
                      <Icon name="edit" className="size-4" />
                    </button>
                    <button
                      type="button"
                      aria-label={`Delete ${tag.name}`}
                      onClick={() => confirmDelete(tag)}
                      className="rounded-lg p-2 text-red-600 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-500"
                    >
                      <Icon name="trash" className="size-4" />
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      {dialog && (
        <TagDialog
          tag={dialog.tag}
          saving={save.isPending}
          onClose={() => setDialog(null)}
          onSave={(input) => save.mutate({ id: dialog.tag?.id, input }, { onSuccess: () => setDialog(null) })}
        />
      )}
    </section>
  );
}
