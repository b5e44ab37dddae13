import { EmptyState } from '@/components/molecules/EmptyState';
import { Link } from '@/components/atoms/Link';
import * as paths from '@/domain/paths';
import { PageHead } from '@/pages/shared/PageHead';
import styles from '@/pages/shared/page.module.css';

const BODY = 'The page you are looking for does not exist or has moved.';

/** Any unknown path (docs/requirements.md#coming-soon-and-not-found). */
export function NotFoundPage() {
  return (
    <div className={styles.narrow}>
      <PageHead title="Page Not Found" description={BODY} noIndex />
      <EmptyState headingLevel={1} icon="search" title="Page Not Found" body={BODY}>
        <Link to={paths.home} variant="button">
          Return to Home
        </Link>
      </EmptyState>
    </div>
  );
}
