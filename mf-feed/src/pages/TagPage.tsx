import '../styles.css';
import { useParams } from 'wouter';
import { ComingSoon } from '../components/ComingSoon.tsx';

/** /tag/:slug and /category/:slug (placeholder until its issue). */
export default function TagPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  return <ComingSoon title={`#${slug}`} note="Every recipe with this tag, plus related viral tags." />;
}
