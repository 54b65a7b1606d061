'use client';

import type { ReactNode } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

/**
 * A row of tabs (WAI-ARIA tabs pattern): one tab in the Tab order, arrow keys move between them.
 * Tab ids are `tab-{id}` and each controls `panel-{id}`; the caller renders that panel.
 */
export function TabList<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  className = '',
}: {
  label: string;
  tabs: TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  className?: string;
}) {
  const move = (step: number) => {
    const i = tabs.findIndex((t) => t.id === selected);
    const next = tabs[(i + step + tabs.length) % tabs.length]!;
    onSelect(next.id);
    document.getElementById(`tab-${next.id}`)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className={`flex gap-1 border-b border-slate-200 ${className}`}
    >
      {tabs.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          id={`tab-${t.id}`}
          aria-selected={selected === t.id}
          aria-controls={`panel-${t.id}`}
          tabIndex={selected === t.id ? 0 : -1}
          onClick={() => onSelect(t.id)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight') move(1);
            else if (e.key === 'ArrowLeft') move(-1);
          }}
          className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand ${
            selected === t.id
              ? 'border-brand text-brand'
              : 'border-transparent text-slate-600 hover:text-slate-900'
          }`}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
