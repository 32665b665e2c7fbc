import { Icon } from '@viral/ui';
import { Link } from 'wouter';

export function TagNotFound() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-6 py-24 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Icon name="tag" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold">Tag Not Found</h1>
      <p className="mt-2 text-stone-600">The viral tag you're looking for doesn't exist.</p>
      <Link
        href="/categories"
        className="mt-8 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Browse All Tags
      </Link>
    </div>
  );
}
