import '../styles.css';
import { ComingSoon } from '../components/ComingSoon.tsx';

/** /explore: the sitewide swipe feed (placeholder until its issue). */
export default function ExplorePage() {
  return (
    <ComingSoon
      title="Explore Mode"
      note="A full-screen, personalised feed of viral recipes you swipe through."
    />
  );
}
