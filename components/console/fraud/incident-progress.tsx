'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useReviewProgress } from '@/lib/client/hooks/conversion-review';
import { formatNumber } from '@/lib/client/format';
import { Button } from '@/components/ui/button';

export interface Running {
  jobId: string;
  /** "Rejecting the sales of incident 12" */
  label: string;
}

/** How far an incident's conversion job has got, read every second; the incident refreshes at the end. */
export function IncidentProgress({
  running,
  onDismiss,
}: {
  running: Running;
  onDismiss: () => void;
}) {
  const qc = useQueryClient();
  const { total, succeeded, failed, done } = useReviewProgress([running.jobId]);
  useEffect(() => {
    if (done) void qc.invalidateQueries({ queryKey: ['fraud'] });
  }, [done, qc]);
  const handled = succeeded + failed;
  return (
    <section
      aria-label="Progress"
      className="mb-4 rounded-lg border border-slate-200 bg-white p-3 text-sm"
      data-testid="incident-progress"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="font-medium text-slate-900">
          {done
            ? `${running.label}: done. ${formatNumber(succeeded)} changed${failed ? `, ${formatNumber(failed)} could not be changed (locked, or changed meanwhile)` : ''}.`
            : `${running.label}: ${formatNumber(handled)} of ${formatNumber(total)} done…`}
        </p>
        {done && (
          <Button size="sm" variant="ghost" onClick={onDismiss}>
            Dismiss
          </Button>
        )}
      </div>
      <progress
        className="mt-2 h-2 w-full accent-brand"
        aria-label={running.label}
        max={Math.max(total, 1)}
        value={handled}
      />
    </section>
  );
}
