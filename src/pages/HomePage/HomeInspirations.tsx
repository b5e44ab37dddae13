import { useNavigate } from 'react-router';
import { Link } from '@/components/atoms/Link';
import { InspirationCard } from '@/components/organisms/InspirationCard';
import * as paths from '@/domain/paths';
import type { EnrichedInspiration } from '@/domain/types';
import styles from './HomePage.module.css';

export interface HomeInspirationsProps {
  inspirations: readonly EnrichedInspiration[];
}

/**
 * Home's 'Home Design Inspirations', below the fold: the rooms with their hotspots, each leading
 * to its product. Its code comes as the visitor heads for it (src/pages/shared/laterPart.tsx),
 * found by `data-part`.
 */
export function HomeInspirations({ inspirations }: HomeInspirationsProps) {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="home-inspirations" data-part="inspirations">
      <div className={styles.sectionHead}>
        <h2 id="home-inspirations" className={styles.sectionTitle}>
          Home Design Inspirations
        </h2>
        <Link to={paths.designInspirations} variant="quiet">
          Explore all inspirations
        </Link>
      </div>
      {inspirations.length > 0 ? (
        <div className={styles.roomGrid}>
          {inspirations.map((inspiration) => (
            <InspirationCard
              key={inspiration.id}
              inspiration={inspiration}
              headingLevel={3}
              onHotspotSelect={(productId: number) => navigate(paths.product(productId))}
            />
          ))}
        </div>
      ) : (
        <p className={styles.muted}>
          Room ideas are on their way.{' '}
          <Link to={paths.designInspirations}>See design inspirations</Link>
        </p>
      )}
    </section>
  );
}
