'use client';

import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from './button';
import { Modal } from './dialog';
import { Section } from './page-header';
import { ErrorState, LoadingState } from './states';
import { useToast } from './toast';

export interface SettingRow {
  label: string;
  value: ReactNode;
}

/**
 * A section showing a group of settings read from `query`, with an Edit button that opens
 * `form` in a dialog (Cancel closes it unchanged; `done` closes it with a notice).
 */
export function EditableSettings<T>({
  title,
  id,
  description,
  query,
  rows,
  editLabel,
  dialogTitle,
  form,
}: {
  title: string;
  id: string;
  description: ReactNode;
  query: UseQueryResult<T>;
  rows: (data: T) => SettingRow[];
  editLabel: string;
  dialogTitle: string;
  form: (data: T, done: (message: string) => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const data = query.data;
  return (
    <Section
      title={title}
      id={id}
      description={description}
      actions={
        data !== undefined && (
          <Button size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
            {editLabel}
          </Button>
        )
      }
    >
      {query.isError ? (
        <ErrorState error={query.error} retry={() => query.refetch()} />
      ) : data === undefined ? (
        <LoadingState label={`Loading ${title.toLowerCase()}…`} />
      ) : (
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2" data-testid={`${id}-values`}>
          {rows(data).map((r) => (
            <div key={r.label} className="min-w-0">
              <dt className="text-slate-500">{r.label}</dt>
              <dd className="font-medium break-words whitespace-pre-line text-slate-900">
                {r.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <Modal open={open} onOpenChange={setOpen} title={dialogTitle} wide>
        {open &&
          data !== undefined &&
          form(data, (message) => {
            setOpen(false);
            toast(message);
          })}
      </Modal>
    </Section>
  );
}

/** "50.0000" -> "50", "12.5000" -> "12.5": the API's exact text without trailing zeros. */
export const plainAmount = (text: string) =>
  text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
