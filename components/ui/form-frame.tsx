import type { FormEventHandler, ReactNode } from 'react';
import { FormError } from './field';

/**
 * A form that leaves checking to its own handler (noValidate), with the message that belongs to
 * no field above its fields.
 */
export function FormFrame({
  onSubmit,
  error,
  label,
  className = 'space-y-4',
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  error: string | null;
  /** The form's accessible name, where a page has more than one form. */
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className={className} aria-label={label}>
      <FormError message={error} />
      {children}
    </form>
  );
}
