import { Icon } from '@viral/ui';
import { Link } from 'wouter';

export function RecipeNotFound() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-6 py-24 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-500">
        <Icon name="chef" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold">Recipe Not Found</h1>
      <p className="mt-2 text-stone-500">The viral recipe you're looking for doesn't exist.</p>
      <Link
        href="/search"
        className="mt-8 inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-lg shadow-brand-500/25 transition hover:bg-brand-800"
      >
        <Icon name="arrowLeft" className="size-4" />
        Back to Discover
      </Link>
    </div>
  );
}
