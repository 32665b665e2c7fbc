import { Button, Icon } from '@viral/ui';

export function WelcomeStep({ onNext, onSkip }: { onNext: () => void; onSkip: () => void }) {
  return (
    <div className="text-center">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 text-white">
        <Icon name="sparkles" className="size-8" />
      </span>
      <h2 id="onboarding-title" className="mt-5 text-3xl font-extrabold tracking-tight">
        Welcome to Viral Recipes!
      </h2>
      <p className="mt-3 text-stone-600">
        Tell us what you love to cook and we'll tune your Explore feed to your taste.
      </p>
      <div className="mt-8 flex flex-col items-center gap-2">
        <Button variant="gradient" className="w-full sm:w-auto" onClick={onNext}>
          Get Started <Icon name="arrowRight" className="size-5" />
        </Button>
        <Button variant="quiet" onClick={onSkip}>
          Skip
        </Button>
      </div>
    </div>
  );
}

export function CompleteStep({ count, onFinish }: { count: number; onFinish: () => void }) {
  return (
    <div className="text-center">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <Icon name="check" className="size-8" strokeWidth={3} />
      </span>
      <h2 id="onboarding-title" className="mt-5 text-3xl font-extrabold tracking-tight">
        You're all set!
      </h2>
      <p className="mt-3 text-stone-600">
        {count > 0
          ? `We'll put your ${count === 1 ? 'favourite category' : `${count} favourite categories`} first.`
          : 'Enjoy the viral recipes.'}
      </p>
      <Button variant="gradient" className="mt-8" onClick={onFinish}>
        Start Exploring <Icon name="arrowRight" className="size-5" />
      </Button>
    </div>
  );
}
