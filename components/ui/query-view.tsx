import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from './states';

/** What QueryView needs of a React Query result. */
interface ViewQuery {
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * What a query shows in turn: the loading state, the error (with a retry), then `empty` when it
 * is given (an empty state when there is nothing to show, else false), else the children.
 */
export function QueryView({
  query,
  loading,
  errorTitle,
  empty,
  children,
}: {
  query: ViewQuery;
  /** The loading state's label. */
  loading?: string;
  errorTitle?: string;
  empty?: ReactNode;
  children: ReactNode;
}) {
  if (query.isLoading) return <LoadingState label={loading} />;
  if (query.isError)
    return <ErrorState error={query.error} retry={() => query.refetch()} title={errorTitle} />;
  return <>{empty || children}</>;
}
