import { Icon, type IconName } from '@viral/ui';

const CHIPS: { icon: IconName; label: string; position: string }[] = [
  { icon: 'flame', label: '#1 Trending', position: '-left-10 top-16' },
  { icon: 'heart', label: '24.5K likes', position: '-right-8 top-1/2' },
  { icon: 'clock', label: 'Ready in 15 min', position: '-left-6 bottom-14' },
];

/** Desktop-only decoration for the hero: a phone showing a swipe-feed recipe, with floating stats. */
export function HeroVisual() {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-72 lg:block">
      <div className="absolute inset-6 -z-10 rotate-6 rounded-[2.75rem] bg-white/20" />
      <div className="rotate-2 overflow-hidden rounded-[2.75rem] border-[10px] border-white/90 bg-white shadow-2xl shadow-fuchsia-900/30">
        <div className="relative flex h-[30rem] flex-col justify-end bg-gradient-to-br from-amber-300 via-brand-400 to-accent-500 p-5">
          <Icon
            name="chef"
            className="absolute left-1/2 top-1/3 size-28 -translate-x-1/2 text-white/80"
            strokeWidth={1.25}
          />
          <span className="mb-3 inline-flex w-fit items-center gap-1 rounded-full bg-white/90 px-2.5 py-1 text-[11px] font-extrabold tracking-wider text-accent-600">
            <Icon name="flame" className="size-3.5" strokeWidth={2.5} /> VIRAL
          </span>
          <span className="h-4 w-4/5 rounded-full bg-white/90" />
          <span className="mt-2 h-3 w-3/5 rounded-full bg-white/60" />
          <span className="mt-5 flex gap-2">
            <span className="h-9 flex-1 rounded-full bg-white" />
            <span className="size-9 rounded-full bg-white/60" />
          </span>
        </div>
      </div>
      {CHIPS.map((chip) => (
        <span
          key={chip.label}
          className={`absolute ${chip.position} inline-flex items-center gap-2 rounded-2xl bg-white px-4 py-2.5 text-sm font-bold text-ink shadow-xl shadow-fuchsia-900/20`}
        >
          <span className="flex size-7 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <Icon name={chip.icon} className="size-4" />
          </span>
          {chip.label}
        </span>
      ))}
    </div>
  );
}
