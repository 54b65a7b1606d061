import type { ReactNode } from 'react';
import { ApiClientError } from '@/lib/client/errors';
import { describeError } from '@/lib/client/form-errors';
import { Button } from '@/components/ui/button';

export const CARD = 'rounded-lg border border-slate-200 bg-white p-6 shadow-sm';

/** True when the server refused the link itself (used, expired, replaced): pressing again cannot help. */
function linkSpent(error: unknown): boolean {
  return (
    error instanceof ApiClientError &&
    error.status < 500 &&
    error.fields.some((f) => /token/.test(f.property))
  );
}

/**
 * The step of a link from an e-mail that waits for the person to press the button (a mail
 * scanner opening the link confirms nothing), with what went wrong when it failed.
 */
export function ConfirmByButton({
  heading,
  headingClass,
  children,
  mutation,
  label,
  pendingLabel,
  onConfirm,
  spent,
}: {
  heading: ReactNode;
  headingClass: string;
  children: ReactNode;
  mutation: { isError: boolean; error: unknown; isPending: boolean };
  label: string;
  pendingLabel: string;
  onConfirm: () => void;
  /** What a spent link offers instead of the button (it would only fail again). */
  spent?: ReactNode;
}) {
  const dead = mutation.isError && linkSpent(mutation.error);
  return (
    <section className={CARD}>
      <h1 className={headingClass}>{heading}</h1>
      <p className="mt-2 text-slate-700">{children}</p>
      {mutation.isError && (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {describeError(mutation.error)}
        </p>
      )}
      {dead ? (
        <div className="mt-5" data-testid="spent-link">
          {spent}
        </div>
      ) : (
        <Button
          variant="primary"
          className="mt-5"
          disabled={mutation.isPending}
          onClick={onConfirm}
        >
          {mutation.isPending ? pendingLabel : label}
        </Button>
      )}
    </section>
  );
}
