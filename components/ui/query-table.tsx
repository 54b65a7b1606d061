import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './data-table';
import { ErrorState, SkeletonRows } from './states';

/** What QueryTable needs of a React Query result. */
interface TableQuery {
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A table of a query's rows: the error state (with a retry) when the query failed, skeleton rows
 * while it loads, and `empty` below the header when it returned none.
 */
export function QueryTable<T>({
  query,
  rows,
  empty,
  children,
  ...table
}: Omit<DataTableProps, 'after' | 'children'> & {
  query: TableQuery;
  rows: T[];
  empty: ReactNode;
  /** One row of the table (a `<tr>` with its key). */
  children: (row: T) => ReactNode;
}) {
  if (query.isError) return <ErrorState error={query.error} retry={() => query.refetch()} />;
  const columns = table.columns.filter((c) => c !== false && c != null).length;
  return (
    <DataTable {...table} after={!query.isLoading && rows.length === 0 && empty}>
      {query.isLoading ? <SkeletonRows columns={columns} /> : rows.map((row) => children(row))}
    </DataTable>
  );
}
