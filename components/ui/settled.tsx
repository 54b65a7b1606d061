'use client';

import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';

/** How long no query may be loading before the content shows, and the most it waits. */
const QUIET_MS = 250;
const AT_MOST_MS = 4000;

/**
 * Shows `placeholder` until the queries its content starts have come in, then the content at
 * once: sections that each load their own data appear together instead of pushing each other
 * down one by one (layout shift). The content is mounted (hidden) from the start, so its queries
 * and code load meanwhile; after it first shows, later refetches never hide it again.
 */
export function Settled({
  children,
  placeholder,
}: {
  children: ReactNode;
  placeholder: ReactNode;
}) {
  const fetching = useIsFetching();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled || fetching > 0) return;
    const timer = setTimeout(() => setSettled(true), QUIET_MS);
    return () => clearTimeout(timer);
  }, [fetching, settled]);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), AT_MOST_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      {!settled && placeholder}
      <div hidden={!settled}>{children}</div>
    </>
  );
}
