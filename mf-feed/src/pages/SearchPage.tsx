import '../styles.css';
import { PRODUCT_NAME } from '@viral/domain';
import { ComingSoon } from '../components/ComingSoon.tsx';

/** /search: 'Discover {product}' (placeholder until its issue). */
export default function SearchPage() {
  return (
    <ComingSoon
      title={`Discover ${PRODUCT_NAME}`}
      note="Search every recipe and filter by difficulty, time, cost and tags."
    />
  );
}
