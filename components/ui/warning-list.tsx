import type { ReactNode } from 'react';

/** An alert naming what a bulk action could not do: a title, then one list item a failure. */
export function WarningList({
  title,
  className = '',
  children,
}: {
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="alert"
      className={`rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900 ${className}`}
    >
      <p className="font-medium">{title}</p>
      <ul className="list-inside list-disc">{children}</ul>
    </div>
  );
}
