import type { Recipe } from '@viral/domain';
import { Icon } from '@viral/ui';
import { Link } from 'wouter';

const action =
  'rounded-lg p-2 transition focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-40';

type Props = { recipe: Recipe; onEdit?: () => void; onDelete: () => void; deleting: boolean };

export function RowActions({ recipe, onEdit, onDelete, deleting }: Props) {
  return (
    <div className="flex items-center gap-1">
      <Link
        href={`/recipe/${recipe.slug}`}
        aria-label={`View ${recipe.title}`}
        className={`${action} text-stone-600 hover:bg-stone-100`}
      >
        <Icon name="eye" className="size-4" />
      </Link>
      {onEdit && (
        <button
          type="button"
          onClick={onEdit}
          aria-label={`Edit ${recipe.title}`}
          className={`${action} text-blue-600 hover:bg-blue-50`}
        >
          <Icon name="edit" className="size-4" />
        </button>
      )}
      <button
        type="button"
        onClick={onDelete}
        disabled={deleting}
        aria-label={`Delete ${recipe.title}`}
        className={`${action} text-red-600 hover:bg-red-50`}
      >
        <Icon name="trash" className="size-4" />
      </button>
    </div>
  );
}
