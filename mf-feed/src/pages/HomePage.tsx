import '../styles.css';
import { lazy, Suspense } from 'react';
import { ExplorePromo } from '../components/ExplorePromo.tsx';
import { FeaturedSection } from '../components/FeaturedSection.tsx';
import { HomeHero } from '../components/HomeHero.tsx';
import { PopularSection } from '../components/PopularSection.tsx';
import { useOnboarding } from '../onboarding/use-onboarding.ts';

// Opens 1 s after load at the earliest: its code need not delay the first paint.
const OnboardingModal = lazy(() =>
  import('../onboarding/OnboardingModal.tsx').then((module) => ({ default: module.OnboardingModal })),
);

/** /: the home page. */
export default function HomePage() {
  const onboarding = useOnboarding();
  return (
    <div data-mf="mf_feed">
      <HomeHero />
      <FeaturedSection />
      <ExplorePromo />
      <PopularSection />
      {onboarding.open && (
        <Suspense fallback={null}>
          <OnboardingModal onDone={onboarding.onDone} />
        </Suspense>
      )}
    </div>
  );
}
