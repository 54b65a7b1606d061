import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import type { DecisionsResponse } from '@/lib/schemas/participation';
import { plural } from '@/lib/client/format';
import { Button } from '@/components/ui/button';
import { WarningList } from '@/components/ui/warning-list';

export type InviteOutcome = {
  result: z.output<typeof DecisionsResponse>;
  names: Map<string, string>;
};

function titleOf(ok: number, failed: number) {
  if (failed === 0) return 'Partners invited';
  return ok === 0 ? 'No partner was invited' : 'Some partners could not be invited';
}

/** After sending: how many were invited or approved, and why any failed. */
export function InviteOutcomeView({
  outcome,
  onMore,
}: {
  outcome: InviteOutcome;
  onMore: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { result, names } = outcome;
  const ok = result.results.filter((r) => r.success);
  const invited = ok.filter((r) => r.status === 't').length;
  const approved = ok.filter((r) => r.status === 'a').length;
  const failed = result.results.filter((r) => !r.success);
  return (
    <div className="space-y-4 text-sm" data-testid="invite-outcome">
      <h3
        ref={heading}
        tabIndex={-1}
        className="text-base font-semibold text-slate-900 focus:outline-none"
      >
        {titleOf(ok.length, failed.length)}
      </h3>
      {ok.length > 0 && (
        <ul
          role="status"
          className="space-y-1 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-emerald-900"
        >
          {invited > 0 && (
            <li data-testid="invite-invited">
              {plural(invited, 'partner')} invited. They join when they accept (by requesting the
              campaign); until then they are listed under Pending requests.
            </li>
          )}
          {approved > 0 && (
            <li data-testid="invite-approved">
              {plural(approved, 'partner')} approved on the campaign (a pending request was
              accepted, or it was already approved).
            </li>
          )}
        </ul>
      )}
      {failed.length > 0 && (
        <WarningList title={`${plural(failed.length, 'partner')} could not be invited:`}>
          {failed.map((f) => (
            <li
              key={`${f.campaign_id}:${f.publisher_id}`}
              data-testid={`invite-failure-${f.publisher_id}`}
            >
              {names.get(f.publisher_id) ?? `Partner #${f.publisher_id}`}:{' '}
              {f.error?.message ?? 'failed'}
            </li>
          ))}
        </WarningList>
      )}
      <div className="flex justify-end gap-2">
        <Button onClick={onMore}>Invite more partners</Button>
        <Dialog.Close asChild>
          <Button variant="primary">Done</Button>
        </Dialog.Close>
      </div>
    </div>
  );
}
