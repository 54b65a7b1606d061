'use client';

import { useId, type ComponentProps, type ElementType, type ReactNode } from 'react';
import { useDialogWords } from './dialog-words';

const control =
  'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand disabled:bg-slate-100 read-only:bg-slate-100';

function border(error?: string) {
  return error ? 'border-red-500' : 'border-slate-300';
}

interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

function Messages({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint && !error && (
        <span id={`${id}-hint`} className="mt-1 block text-xs text-slate-500">
          {hint}
        </span>
      )}
      {error && (
        <span
          id={`${id}-error`}
          role="alert"
          className="mt-1 block text-xs font-medium text-red-700"
        >
          {error}
        </span>
      )}
    </>
  );
}

/** An id for a field: the one given, or one of React's own. */
function useFieldId(id?: string) {
  const auto = useId();
  return id ?? auto;
}

/** What a labelled control gets from its frame: its id, its error state and what describes it, and its look. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

/** "(required)" beside a label, so nobody learns a field is needed only when the form is refused. */
export function RequiredMark() {
  const words = useDialogWords();
  return (
    // Hidden from assistive tech: the control's `required` already says it there.
    <span className="ml-1 text-xs font-normal text-slate-500" aria-hidden data-required-mark>
      ({words.required})
    </span>
  );
}

/** The frame of a text-like field: the label above, the control, and the hint or error below. */
function FieldFrame({
  id,
  label,
  error,
  hint,
  className,
  required,
  render,
}: FieldProps & {
  id?: string;
  className: string;
  required?: boolean;
  render: (props: ControlProps) => ReactNode;
}) {
  const fieldId = useFieldId(id);
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-700">
        {label}
        {required && <RequiredMark />}
      </label>
      {render({
        id: fieldId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined,
        className: `${control} ${border(error)}`,
      })}
      <Messages id={fieldId} error={error} hint={hint} />
    </div>
  );
}

/** A labelled field of one kind of control (`tag`), framed by FieldFrame. */
function framedField<T extends 'input' | 'select' | 'textarea'>(tag: T, name: string) {
  const Control = tag as ElementType;
  function Field({
    label,
    error,
    hint,
    className = '',
    id,
    ...props
  }: ComponentProps<T> & FieldProps) {
    return (
      <FieldFrame
        {...{ id, label, error, hint, className }}
        required={Boolean(props.required)}
        render={(frame) => <Control {...frame} {...props} />}
      />
    );
  }
  Field.displayName = name;
  return Field;
}

export const TextField = framedField('input', 'TextField');
export const SelectField = framedField('select', 'SelectField');
export const TextAreaField = framedField('textarea', 'TextAreaField');

export function CheckboxField({
  label,
  hint,
  className = '',
  id,
  ...props
}: ComponentProps<'input'> & { label: ReactNode; hint?: ReactNode }) {
  const fieldId = useFieldId(id);
  return (
    <div className={`flex items-start gap-2 ${className}`}>
      <input
        id={fieldId}
        type="checkbox"
        className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-brand"
        {...props}
      />
      <label htmlFor={fieldId} className="text-sm text-slate-700">
        {label}
        {hint && <span className="block text-xs text-slate-500">{hint}</span>}
      </label>
    </div>
  );
}

/** A message above a form: what the server said that belongs to no field. */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      {message}
    </p>
  );
}
