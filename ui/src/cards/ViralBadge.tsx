import { Icon } from '@viral/ui';

/** The flame 'VIRAL' pill on a recipe's card and photo. */
export function ViralBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-gradient-to-r from-brand-500 to-accent-500 px-2.5 py-1 text-[11px] font-extrabold tracking-wider text-white shadow-md shadow-accent-500/30">
      <Icon name="flame" className="size-3.5" strokeWidth={2.5} />
      VIRAL
    </span>
  );
}
