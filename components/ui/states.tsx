import type { ReactNode } from 'react';
import { describeError, isRetryable } from '@/lib/client/form-errors';
import { Button } from './button';
import { useDialogWords } from './dialog-words';

export function Spinner({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={`inline-block animate-spin rounded-full border-2 border-slate-300 border-t-brand ${className}`}
    />
  );
}

export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-center gap-3 rounded-lg border border-dashed border-slate-200 bg-white px-4 py-8 text-sm text-slate-500"
    >
      <Spinner />
      {label}
    </div>
  );
}

/** Placeholder rows while a table loads, so the page does not jump. */
export function SkeletonRows({ rows = 5, columns = 4 }: { rows?: number; columns?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <tr key={r} aria-hidden>
          {Array.from({ length: columns }, (_, c) => (
            <td key={c} className="px-3 py-3">
              <span className="block h-3 w-3/4 animate-pulse rounded bg-slate-200" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <p className="font-medium text-slate-800">{title}</p>
      {children && <div className="mt-1 text-sm text-slate-500">{children}</div>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

export function ErrorState({
  error,
  retry,
  title = 'This could not be loaded',
}: {
  error: unknown;
  retry?: () => void;
  title?: string;
}) {
  const words = useDialogWords();
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-4 py-4 text-sm text-red-900"
    >
      <p className="font-medium">{title}</p>
      <p className="mt-1">{describeError(error)}</p>
      {/* A retry only where it may help: not for an answer about what was asked (4xx). */}
      {retry && isRetryable(error) && (
        <Button size="sm" className="mt-3" onClick={retry}>
          {words.tryAgain}
        </Button>
      )}
    </div>
  );
}
