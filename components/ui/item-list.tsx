import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './data-table';
import { AddItemButton } from './edit-dialog';

/**
 * A short list a dialog adds to and edits (a partner's websites, its databases): the "Add …"
 * button, the table or, when `empty` is given, that instead, and the dialog as children.
 */
export function ItemList({
  addLabel,
  onAdd,
  empty,
  caption,
  columns,
  rows,
  children,
}: Pick<DataTableProps, 'caption' | 'columns'> & {
  addLabel: string;
  onAdd: () => void;
  /** What shows instead of the table: an empty state when there are no items, else false. */
  empty: ReactNode;
  rows: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <AddItemButton label={addLabel} onClick={onAdd} />
      {empty || (
        <DataTable caption={caption} columns={columns}>
          {rows}
        </DataTable>
      )}
      {children}
    </div>
  );
}
