import { Icon, usePageTitle } from '@viral/ui';
import { Link } from 'wouter';
import { ScreenReady } from './ScreenReady.tsx';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-6 py-28 text-center">
      <ScreenReady />
      <p className="bg-gradient-to-r from-brand-500 to-accent-500 bg-clip-text text-7xl font-black text-transparent">
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">Page Not Found</h1>
      <p className="mt-2 text-stone-500">This page isn't on the menu. It may have moved, or never existed.</p>
      <Link
        href="/"
        className="mt-8 inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-lg shadow-brand-500/25 transition hover:bg-brand-800"
      >
        <Icon name="arrowLeft" className="size-4" /> Back to Home
      </Link>
    </section>
  );
}
