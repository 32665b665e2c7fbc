import { Icon } from '@viral/ui';
import { Link } from 'wouter';

/** Sells the swipe feed: Explore Mode, on the home page. */
export function ExplorePromo() {
  return (
    <section className="mx-auto max-w-6xl px-5 pt-16 sm:px-8">
      <div className="relative overflow-hidden rounded-[2rem] bg-ink px-6 py-10 text-white sm:px-12 sm:py-14">
        <div
          className="absolute -right-16 -top-16 size-72 rounded-full bg-accent-500/40 blur-3xl"
          aria-hidden="true"
        />
        <div
          className="absolute -bottom-20 left-1/3 size-72 rounded-full bg-brand-500/30 blur-3xl"
          aria-hidden="true"
        />
        <div className="relative flex flex-col gap-8 md:flex-row md:items-center md:justify-between">
          <div className="max-w-xl">
            <p className="inline-flex items-center gap-2 text-sm font-bold uppercase tracking-widest text-brand-300">
              <Icon name="compass" className="size-4" /> Explore Mode
            </p>
            <h2 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
              One recipe. Full screen. Swipe for the next.
            </h2>
            <p className="mt-3 text-stone-300">
              A personalised feed of viral dishes that learns what you like as you swipe, tap and share.
            </p>
          </div>
          <Link
            href="/explore"
            className="inline-flex shrink-0 items-center justify-center gap-2 self-start rounded-full bg-gradient-to-r from-brand-500 to-accent-500 px-7 py-3.5 font-bold shadow-lg shadow-accent-500/30 transition hover:scale-[1.03] md:self-auto"
          >
            Enter Explore Mode <Icon name="arrowRight" className="size-5" />
          </Link>
        </div>
      </div>
    </section>
  );
}
