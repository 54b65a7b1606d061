import Link from 'next/link';
import type { RequestOutcome } from './request-dialog';

/** After a request: approved at once, or sent to the brand; either way a link to My campaigns. */
export function OutcomeNotice({ outcome }: { outcome: RequestOutcome }) {
  const approved = outcome.status === 'a';
  return (
    <div
      role="status"
      data-testid="request-outcome"
      className={`rounded-lg border px-4 py-3 text-sm ${approved ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-amber-200 bg-amber-50 text-amber-900'}`}
    >
      {approved ? (
        <>
          <strong>Approved at once:</strong> you are on “{outcome.target.title}” and can promote it
          now.{' '}
        </>
      ) : (
        <>
          <strong>Request sent:</strong> {outcome.target.brandName} will decide on “
          {outcome.target.title}”.{' '}
        </>
      )}
      <Link
        href={approved ? '/partner/campaigns' : '/partner/campaigns?status=p'}
        className="font-medium underline"
      >
        See my campaigns
      </Link>
    </div>
  );
}
