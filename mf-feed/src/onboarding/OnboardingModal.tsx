import { ONBOARDING_TIMINGS_MS } from '@viral/domain';
import { saveCategoryPreferences } from '@viral/ui';
import { useEffect, useRef, useState } from 'react';
import { CategoryStep } from './CategoryStep.tsx';
import { CompleteStep, WelcomeStep } from './MessageSteps.tsx';

type Step = 'welcome' | 'categories' | 'complete';
type Props = { onDone: (chosen: string[]) => void };

/**
 * Onboarding: welcome → categories → complete. Completing stores the chosen category names
 * and the flag; the complete step finishes by itself after 2 s. Skip stores an empty choice.
 */
export function OnboardingModal({ onDone }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [step, setStep] = useState<Step>('welcome');
  const [chosen, setChosen] = useState<string[]>([]);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  useEffect(() => {
    if (step !== 'complete') return;
    const timer = setTimeout(() => onDone(chosen), ONBOARDING_TIMINGS_MS.completionRedirect);
    return () => clearTimeout(timer);
  }, [step, chosen, onDone]);

  const skip = () => {
    saveCategoryPreferences([]);
    onDone([]);
  };
  const complete = () => {
    saveCategoryPreferences(chosen);
    setStep('complete');
  };
  const toggle = (name: string) =>
    setChosen((current) => (current.includes(name) ? current.filter((n) => n !== name) : [...current, name]));

  return (
    <dialog
      ref={dialog}
      aria-labelledby="onboarding-title"
      onCancel={(event) => {
        event.preventDefault();
        skip();
      }}
      className="m-auto w-[min(34rem,calc(100vw-2rem))] rounded-[2rem] bg-white p-0 text-ink shadow-2xl backdrop:bg-black/55 backdrop:backdrop-blur-sm"
    >
      <div className="max-h-[85svh] overflow-y-auto p-6 sm:p-8">
        {step === 'welcome' && <WelcomeStep onNext={() => setStep('categories')} onSkip={skip} />}
        {step === 'categories' && (
          <CategoryStep
            chosen={chosen}
            onToggle={toggle}
            onBack={() => setStep('welcome')}
            onContinue={complete}
            onSkip={skip}
          />
        )}
        {step === 'complete' && <CompleteStep count={chosen.length} onFinish={() => onDone(chosen)} />}
      </div>
    </dialog>
  );
}
