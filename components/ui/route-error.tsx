'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { Button, buttonClass } from './button';

/** The body of every console error boundary (error.tsx): what happened, retry, a way out. */
export function RouteError({
  error,
  reset,
  backHref = '/console',
  backLabel = 'Back to the console',
}: {
  error: Error & { digest?: string };
  reset: () => void;
  backHref?: string;
  backLabel?: string;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div
      role="alert"
      className="mx-auto max-w-xl rounded-lg border border-red-200 bg-white p-6 shadow-sm"
    >
      <h1 className="text-lg font-semibold text-red-900">Something went wrong on this page</h1>
      <p className="mt-2 text-sm text-slate-600">
        {error.message && !error.digest ? error.message : 'An unexpected error occurred.'}
        {error.digest && (
          <span className="mt-1 block text-xs text-slate-500">Reference: {error.digest}</span>
        )}
      </p>
      <div className="mt-4 flex gap-2">
        <Button variant="primary" onClick={reset}>
          Try again
        </Button>
        <Link href={backHref} className={buttonClass('secondary')}>
          {backLabel}
        </Link>
      </div>
    </div>
  );
}
