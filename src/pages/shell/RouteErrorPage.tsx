import { isRouteErrorResponse, useRouteError } from 'react-router';
import { EmptyState } from '@/components/molecules/EmptyState';
import { Link } from '@/components/atoms/Link';
import styles from './page.module.css';

/** What a render error shows instead of a blank page: a friendly message and a way home. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className={styles.narrow} role="alert">
      <title>{notFound ? 'Page Not Found' : 'Something went wrong'}</title>
      <EmptyState
        headingLevel={1}
        icon="alert"
        title={notFound ? 'Page Not Found' : 'Something went wrong'}
        body={
          notFound
            ? 'The page you are looking for does not exist or has moved.'
            : 'This page could not be shown. Your cart and saved data are safe. Please go back to the home page and try again.'
        }
      >
        <Link to="/" variant="button">
          Return to Home
        </Link>
      </EmptyState>
    </div>
  );
}
