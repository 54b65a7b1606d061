'use client';

import { RouteError } from '@/components/ui/route-error';

export default function LoginError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <main className="mx-auto mt-24 max-w-xl px-4">
      <RouteError error={error} reset={reset} backHref="/" backLabel="Home" />
    </main>
  );
}
