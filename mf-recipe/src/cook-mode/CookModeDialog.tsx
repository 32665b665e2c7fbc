import type { Recipe } from '@viral/domain';
import { Icon } from '@viral/ui';
import { useEffect, useRef, useState } from 'react';
import type { RecipeScale } from '../measures/use-recipe-scale.ts';
import { useShownAmounts } from '../measures/use-shown-amounts.ts';
import { CookStep } from './CookStep.tsx';
import { StepTimerBar } from './StepTimerBar.tsx';
import { useCookKeys } from './use-cook-keys.ts';
import { useCookTimer } from './use-cook-timer.ts';
import { useSwipe } from './use-swipe.ts';
import { useWakeLock } from './use-wake-lock.ts';

export type CookModeDialogProps = { recipe: Recipe; measure: RecipeScale; onClose: () => void };

const navButton =
  'inline-flex min-w-32 items-center justify-center gap-2 rounded-full px-6 py-3 text-lg font-bold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * Cook mode: the recipe one step at a time, full screen, in a native modal dialog (focus stays
 * inside; the opener gets it back). Keeps the screen on, runs one kitchen timer across steps, and
 * moves by buttons, keys or a sideways swipe.
 */
export default function CookModeDialog({ recipe, measure, onClose }: CookModeDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const steps = recipe.instructions;
  const [index, setIndex] = useState(0);
  const wakeLock = useWakeLock();
  const { lines } = useShownAmounts(recipe.ingredients, measure);
  const cookTimer = useCookTimer();

  const last = index === steps.length - 1;
  const next = () => setIndex((current) => Math.min(current + 1, steps.length - 1));
  const previous = () => setIndex((current) => Math.max(current - 1, 0));
  useCookKeys({ onNext: next, onPrevious: previous, onClose });
  const swipe = useSwipe({ onSwipeLeft: next, onSwipeRight: previous });

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    nextButton.current?.focus();
  }, []);

  const instruction = steps[index];

  return (
    <dialog
      ref={dialog}
      aria-modal="true"
      aria-labelledby="cook-mode-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none flex-col bg-white open:flex p-0 text-ink backdrop:bg-stone-900"
    >
      <header className="flex flex-wrap items-center gap-3 border-b border-stone-200 px-4 py-3 sm:px-8">
        <div className="min-w-0 flex-1">
          <h2 id="cook-mode-title" className="text-sm font-bold tracking-wide text-brand-700 uppercase">
            Cook mode
          </h2>
          <p className="truncate font-bold">{recipe.title}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close cook mode"
          className="rounded-full p-2 text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600 sm:order-last"
        >
          <Icon name="close" className="size-6" />
        </button>
        {cookTimer.timer && (
          <div className="w-full sm:w-auto">
            <StepTimerBar timer={cookTimer.timer} {...cookTimer.controls} />
          </div>
        )}
      </header>
      {wakeLock === 'unsupported' && (
        <p className="bg-stone-100 px-4 py-1.5 text-center text-sm text-stone-600">
          Your screen may dim while you cook: this browser cannot keep it on.
        </p>
      )}
      <div
        data-testid="cook-step"
        className="flex-1 touch-pan-y overflow-y-auto overscroll-contain px-4 py-6 sm:px-8 sm:py-10"
        {...swipe}
      >
        <div className="mx-auto max-w-5xl" aria-live="polite">
          {instruction && (
            <CookStep
              key={index}
              instruction={instruction}
              position={index + 1}
              total={steps.length}
              lines={lines}
              onStartTimer={(minutes) => cookTimer.start(`Step ${index + 1}`, minutes)}
            />
          )}
        </div>
      </div>
      <footer className="flex items-center justify-between gap-3 border-t border-stone-200 px-4 py-3 sm:px-8">
        <button
          type="button"
          aria-disabled={index === 0}
          onClick={previous}
          className={`${navButton} text-stone-700 ring-1 ring-stone-300 hover:bg-stone-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-40`}
        >
          <Icon name="arrowLeft" /> Previous
        </button>
        <button
          ref={nextButton}
          type="button"
          onClick={last ? onClose : next}
          className={`${navButton} bg-gradient-to-r from-brand-600 to-accent-600 text-white shadow-lg shadow-accent-500/25`}
        >
          {last ? (
            <>
              <Icon name="check" /> Done
            </>
          ) : (
            <>
              Next <Icon name="arrowRight" />
            </>
          )}
        </button>
      </footer>
      <p role="status" className="sr-only">
        {cookTimer.announcement}
      </p>
    </dialog>
  );
}
