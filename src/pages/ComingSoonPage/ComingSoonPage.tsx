import { Link } from '@/components/atoms/Link';
import * as paths from '@/domain/paths';
import { PageHead } from '@/pages/shared/PageHead';
import styles from '@/pages/shared/page.module.css';

export interface ComingSoonPageProps {
  /** The exact text, e.g. 'Slider Products Page - Coming Soon'. */
  text: string;
}

/** The two unfinished routes of docs/requirements.md#routes show their Coming Soon texts. */
export function ComingSoonPage({ text }: ComingSoonPageProps) {
  return (
    <div className={styles.narrow}>
      <PageHead title={text} noIndex />
      <h1 className={styles.title}>{text}</h1>
      <p className={styles.lead}>
        <Link to={paths.home}>Return to Home</Link>
      </p>
    </div>
  );
}
