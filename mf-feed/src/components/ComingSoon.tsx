import { Icon } from '@viral/ui';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

type Props = { title: ReactNode; note: string };

/** An honest stand-in for a screen a later issue builds: its heading and what is coming. */
export function ComingSoon({ title, note }: Props) {
  return (
    <section
      data-mf="mf_feed"
      className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 text-white">
        <Icon name="sparkles" className="size-7" />
      </span>
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight">{title}</h1>
      <p className="mt-3 text-stone-500">{note}</p>
      <p className="mt-1 text-sm font-semibold text-brand-600">Coming soon.</p>
      <Link
        href="/"
        className="mt-8 rounded-full bg-brand-500 px-6 py-3 font-semibold text-white transition hover:bg-brand-600"
      >
        Back to Trending
      </Link>
    </section>
  );
}
