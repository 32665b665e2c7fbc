import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** 'Loading personalized recipes...' over a dark full screen. */
export function FeedLoading() {
  return (
    <div
      role="status"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-stone-950 text-white"
    >
      <span
        className="size-12 animate-spin rounded-full border-4 border-white/20 border-t-brand-500"
        aria-hidden="true"
      />
      <p className="font-semibold">Loading personalized recipes...</p>
    </div>
  );
}

type EmptyProps = { title: string; back: { href: string; label: string } };

/** An empty feed: a way back and a way to add the first recipe. */
export function FeedEmpty({ title, back }: EmptyProps) {
  return (
    <div className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-stone-950 px-6 text-center text-white">
      <h1 className="text-3xl font-extrabold">{title}</h1>
      <p className="text-white/80">Nothing to swipe through here yet.</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Link href={back.href} className="rounded-full bg-white px-6 py-3 font-bold text-ink">
          {back.label}
        </Link>
        <Link
          href="/admin/add-recipe"
          className="rounded-full px-6 py-3 font-bold text-white ring-1 ring-white/50"
        >
          Add First Recipe
        </Link>
      </div>
    </div>
  );
}

export function ExitLink({
  href,
  children,
  onClick,
}: {
  href: string;
  children: ReactNode;
  onClick?: () => void;
}) {
  return (
    <Link
      href={href}
      onClick={onClick}
      className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-black/40 px-4 py-2 text-sm font-bold text-white backdrop-blur focus-visible:outline-2 focus-visible:outline-white"
    >
      {children}
    </Link>
  );
}
