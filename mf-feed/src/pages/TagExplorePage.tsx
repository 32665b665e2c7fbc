import '../styles.css';
import { useParams } from 'wouter';
import { ComingSoon } from '../components/ComingSoon.tsx';

/** /category-explore/:slug: the full-screen feed for one tag (placeholder until its issue). */
export default function TagExplorePage() {
  const { slug = '' } = useParams<{ slug: string }>();
  return <ComingSoon title={`Explore #${slug}`} note="A full-screen swipe feed of this tag's recipes." />;
}
