import { wordFor } from '@viral/domain';

type Props = { count: number; shown: boolean; onToggle: () => void };

/**
 * '3 you've seen are hidden. Show them': the tag page leaves out the recipes this browser viewed
 * last, and says so, so its count and its grid agree. Once shown, the same button hides them again
 * (and keeps the focus).
 */
export function SeenHidden({ count, shown, onToggle }: Props) {
  if (count === 0) return null;
  const them = wordFor(count, 'it', 'them');
  return (
    <p className="-mt-2 mb-5 text-sm text-stone-600">
      {shown
        ? `Including the ${count} you've seen. `
        : `${count} you've seen ${wordFor(count, 'is', 'are')} hidden. `}
      <button
        type="button"
        onClick={onToggle}
        className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {shown ? `Hide ${them}` : `Show ${them}`}
      </button>
    </p>
  );
}
