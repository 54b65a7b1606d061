'use client';

import { useReviewProgress } from '@/lib/client/hooks/conversion-review';
import { formatNumber } from '@/lib/client/format';
import { Button } from '@/components/ui/button';

export interface Running {
  jobIds: string[];
  /** "Approving 50 conversions" */
  label: string;
}

/** How far a decision's jobs have got, read every second until they finish. */
export function ReviewProgress({
  running,
  onDismiss,
}: {
  running: Running;
  onDismiss: () => void;
}) {
  const { total, succeeded, failed, done } = useReviewProgress(running.jobIds);
  const handled = succeeded + failed;
  return (
    <section
      aria-label="Progress"
      className="mb-4 rounded-lg border border-slate-200 bg-white p-3 text-sm"
      data-testid="review-progress"
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
