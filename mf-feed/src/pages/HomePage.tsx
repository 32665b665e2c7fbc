import '../styles.css';
import { ExplorePromo } from '../components/ExplorePromo.tsx';
import { HomeHero } from '../components/HomeHero.tsx';
import { PopularSection } from '../components/PopularSection.tsx';

/** / (spec 2, Home). The onboarding modal arrives with its own issue. */
export default function HomePage() {
  return (
    <div data-mf="mf_feed">
      <HomeHero />
      <ExplorePromo />
      <PopularSection />
    </div>
  );
}
