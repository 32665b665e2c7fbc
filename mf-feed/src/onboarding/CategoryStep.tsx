import { Button, Icon, Skeleton } from '@viral/ui';
import { useUsedTags } from '../recipe-queries.ts';

type Props = {
  chosen: string[];
  onToggle: (name: string) => void;
  onBack: () => void;
  onContinue: () => void;
  onSkip: () => void;
};

/** The category choice: Continue stays disabled until one is chosen. */
export function CategoryStep({ chosen, onToggle, onBack, onContinue, onSkip }: Props) {
  const { data: tags, isPending } = useUsedTags();
  const categories = (tags ?? []).filter((entry) => entry.tag.is_category).map((entry) => entry.tag);
  return (
    <div>
      <h2 id="onboarding-title" className="text-2xl font-extrabold tracking-tight">
        What do you love to cook?
      </h2>
      <p className="mt-2 text-stone-600">Pick the categories you want to see more of.</p>
      <fieldset className="mt-5 flex flex-wrap gap-2">
        <legend className="sr-only">Categories</legend>
        {isPending &&
          ['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
            <Skeleton key={key} className="h-10 w-28 rounded-full" />
          ))}
        {categories.map((tag) => {
          const selected = chosen.includes(tag.name);
          return (
            <button
              key={tag.id}
              type="button"
              aria-pressed={selected}
              onClick={() => onToggle(tag.name)}
              className={`inline-flex items-center gap-1.5 rounded-full px-4 py-2 font-semibold ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                selected
                  ? 'bg-brand-700 text-white ring-brand-700'
                  : 'bg-white text-ink ring-stone-300 hover:ring-brand-400'
              }`}
            >
              {selected && <Icon name="check" className="size-4" strokeWidth={3} />}
              {tag.name}
            </button>
          );
        })}
      </fieldset>
      <p className="mt-4 min-h-6 text-sm font-medium text-stone-600">
        {chosen.length === 0 ? 'Select at least one category' : `${chosen.length} selected`}
      </p>
      <div className="mt-6 flex items-center justify-between gap-2">
        <Button variant="quiet" onClick={onBack}>
          Back
        </Button>
        <div className="flex items-center gap-2">
          <Button variant="quiet" onClick={onSkip}>
            Skip
          </Button>
          <Button variant="gradient" disabled={chosen.length === 0} onClick={onContinue}>
            Continue
          </Button>
        </div>
      </div>
    </div>
  );
}
