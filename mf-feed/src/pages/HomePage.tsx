import '../styles.css';
import { ExplorePromo } from '../components/ExplorePromo.tsx';
import { FeaturedSection } from '../components/FeaturedSection.tsx';
import { HomeHero } from '../components/HomeHero.tsx';
import { PopularSection } from '../components/PopularSection.tsx';
import { OnboardingModal } from '../onboarding/OnboardingModal.tsx';
import { useOnboarding } from '../onboarding/use-onboarding.ts';

/** / (spec 2, Home). */
export default function HomePage() {
  const onboarding = useOnboarding();
  return (
    <div data-mf="mf_feed">
      <HomeHero />
      <FeaturedSection />
      <ExplorePromo />
      <PopularSection />
      {onboarding.open && <OnboardingModal onDone={onboarding.onDone} />}
    </div>
  );
}
