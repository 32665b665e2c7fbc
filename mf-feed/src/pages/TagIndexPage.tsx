import '../styles.css';
import { ComingSoon } from '../components/ComingSoon.tsx';

/** /categories: the tag index (placeholder until its issue). */
export default function TagIndexPage() {
  return (
    <ComingSoon
      title="Viral #Tags"
      note="Main categories, trending tags and every tag with its recipe count."
    />
  );
}
