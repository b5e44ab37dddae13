import { Component, type ErrorInfo, type ReactNode } from 'react';
import { EmptyState } from '@/components/molecules/EmptyState';
import { Link } from '@/components/atoms/Link';
import * as paths from '@/domain/paths';
import styles from '@/pages/shared/page.module.css';

/** What a render error shows instead of a blank page: a friendly message and a way home. */
export function RouteErrorPage() {
  return (
    <div className={styles.narrow} role="alert">
      <title>Something went wrong</title>
      <EmptyState
        headingLevel={1}
        icon="alert"
        title="Something went wrong"
        body="This page could not be shown. Your cart and saved data are safe. Please go back to the home page and try again."
      >
        <Link to={paths.home} variant="button">
          Return to Home
        </Link>
      </EmptyState>
    </div>
  );
}

interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** A new value (the next address) clears the error and tries the children again. */
  resetKey?: string;
}

interface RouteErrorBoundaryState {
  failedAt: string | undefined;
  failed: boolean;
}

/** Catches a page that throws while rendering, so the header, footer and cart stay usable. */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  state: RouteErrorBoundaryState = { failed: false, failedAt: undefined };

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    if (!state.failed) return null;
    // Remember where it failed; moving elsewhere clears the error.
    if (state.failedAt === undefined) return { failedAt: props.resetKey ?? '' };
    if (state.failedAt !== (props.resetKey ?? '')) return { failed: false, failedAt: undefined };
    return null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
