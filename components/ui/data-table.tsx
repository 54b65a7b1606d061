import type { AriaAttributes, ReactNode } from 'react';

export interface Column {
  /** The header text (or a control, such as a sort button). */
  label: ReactNode;
  /** Right-aligned (numbers, actions). */
  align?: 'right';
  /** The label is read out but not shown (an actions column). */
  srOnly?: boolean;
  /** Classes besides the padding, such as a width. */
  className?: string;
  /** For a sortable column: how the table is sorted by it. */
  sort?: AriaAttributes['aria-sort'];
}

const LOOKS = {
  /** Inside a section: a plain header row; the first column is flush with the left edge, a right-aligned last column with the right edge. */
  plain: {
    box: 'relative overflow-x-auto',
    head: 'text-left text-xs font-semibold uppercase text-slate-500',
    inset: true,
  },
  /** A page's main list: a white card with a shaded header row. */
  list: {
    box: 'relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm',
    head: 'bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600',
    inset: false,
  },
  /** A log: a flat white box with a shaded header row. */
  log: {
    box: 'relative overflow-x-auto rounded-lg border border-slate-200 bg-white',
    head: 'bg-slate-50 text-left text-xs font-semibold uppercase text-slate-500',
    inset: false,
  },
} as const;

function headerClass(column: Column, index: number, count: number, inset: boolean) {
  const right = column.align === 'right';
  const padding =
    inset && index === 0
      ? 'py-2 pr-3'
      : inset && right && index === count - 1
        ? 'py-2 pl-3'
        : 'px-3 py-2';
  return [column.className, padding, right && 'text-right'].filter(Boolean).join(' ');
}

export interface DataTableProps {
  /** Read out to screen readers only. */
  caption: ReactNode;
  /** A string is a column's label; `false`, `null` and `undefined` entries are left out (`cond && 'Label'` for a column shown only sometimes). */
  columns: readonly (Column | string | false | null | undefined)[];
  /** The body rows. */
  children: ReactNode;
  testId?: string;
  look?: keyof typeof LOOKS;
  /** Without the box that scrolls a wide table sideways. */
  bare?: boolean;
  /** Shown below the table inside its box, such as an empty state. */
  after?: ReactNode;
}

/** A table with a hidden caption, a header row of columns and the body given as children. */
export function DataTable({
  caption,
  columns,
  children,
  testId,
  look = 'plain',
  bare = false,
  after,
}: DataTableProps) {
  const { box, head, inset } = LOOKS[look];
  const shown = columns.flatMap<Column>((c) =>
    c === false || c == null ? [] : typeof c === 'string' ? [{ label: c }] : [c],
  );
  const table = (
    <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead className={head}>
        <tr>
          {shown.map((c, i) => (
            <th
              key={i}
              scope="col"
              aria-sort={c.sort}
              className={headerClass(c, i, shown.length, inset)}
            >
              {c.srOnly ? <span className="sr-only">{c.label}</span> : c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">{children}</tbody>
    </table>
  );
  if (bare) {
    return (
      <>
        {table}
        {after}
      </>
    );
  }
  // Focusable, so a table wider than the screen can be scrolled sideways from the keyboard.
  return (
    <div className={`${box} focus-visible:outline-2 focus-visible:outline-brand`} tabIndex={0}>
      {table}
      {after}
    </div>
  );
}

/** A narrow first column whose header is a checkbox that ticks every row (or none). */
export function selectAllColumn(label: string, checked: boolean, onChange: () => void): Column {
  return {
    label: (
      <input
        type="checkbox"
        aria-label={label}
        checked={checked}
        onChange={onChange}
        className="h-4 w-4 accent-brand"
      />
    ),
    className: 'w-10',
  };
}
