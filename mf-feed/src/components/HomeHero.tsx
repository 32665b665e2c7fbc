import { Icon, type IconName } from '@viral/ui';
import { Link } from 'wouter';
import { HeroVideo } from './HeroVideo.tsx';
import { HeroVisual } from './HeroVisual.tsx';

const STEPS: { icon: IconName; title: string; text: string }[] = [
  { icon: 'scroll', title: 'Scroll', text: 'Swipe through the dishes everyone is talking about.' },
  { icon: 'heart', title: 'Like', text: 'Save the ones that make you hungry.' },
  { icon: 'chef', title: 'Make', text: 'Cook along, one short step at a time.' },
];

const primary =
  'items-center justify-center gap-2 rounded-full bg-white px-7 py-3.5 font-bold text-brand-600 shadow-xl shadow-black/10 transition hover:scale-[1.03] hover:bg-brand-50';
const secondary =
  'inline-flex items-center justify-center gap-2 rounded-full bg-white/15 px-7 py-3.5 font-bold text-white ring-1 ring-white/40 transition hover:bg-white/25';

/** The home page's full-screen opener: the three steps and the ways in. */
export function HomeHero() {
  return (
    <section className="relative isolate flex min-h-[calc(100svh-5rem)] items-center overflow-hidden bg-brand-600 text-white">
      <HeroVideo />
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-br from-brand-600/70 via-accent-600/55 to-fuchsia-800/75"
        aria-hidden="true"
      />
      <div className="mx-auto grid w-full max-w-6xl items-center gap-12 px-5 py-12 sm:px-8 sm:py-16 lg:grid-cols-[1.35fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-1.5 text-sm font-semibold ring-1 ring-white/30">
            <Icon name="flame" className="size-4" /> Trending on every feed
          </p>
          <h1 className="mt-6 max-w-3xl text-5xl font-black leading-[1.05] tracking-tight text-balance sm:text-6xl xl:text-7xl">
            The recipes the internet can't stop making
          </h1>
          <p className="mt-5 max-w-xl text-lg text-white/85 sm:text-xl">
            Short, scroll-stopping recipes from the dishes going viral right now.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Link href="/explore" className={`inline-flex md:hidden ${primary}`}>
              Start Exploring <Icon name="arrowRight" className="size-5" />
            </Link>
            <Link href="/search" className={`hidden md:inline-flex ${primary}`}>
              Discover Recipes <Icon name="arrowRight" className="size-5" />
            </Link>
            <Link href="/categories" className={secondary}>
              Browse Categories
            </Link>
          </div>
          <ol className="mt-12 grid grid-cols-3 gap-2 sm:gap-4">
            {STEPS.map((step, index) => (
              <li key={step.title} className="rounded-3xl bg-white/10 p-3 ring-1 ring-white/25 sm:p-5">
                <span className="flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-2xl bg-white text-brand-600">
                    <Icon name={step.icon} />
                  </span>
                  <span className="hidden text-xs font-bold uppercase tracking-widest text-white/70 sm:inline">
                    Step {index + 1}
                  </span>
                </span>
                <h2 className="mt-3 text-xl font-extrabold sm:text-2xl">{step.title}</h2>
                <p className="mt-1 hidden text-white/80 sm:block">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}
