'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { describeError, isRetryable } from '@/lib/client/form-errors';
import { plural } from '@/lib/client/format';
import { useInvitePartners } from '@/lib/client/hooks/campaigns';
import { usePartnerList } from '@/lib/client/hooks/partners';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { toggleEntry } from '@/components/ui/selection';
import { InviteOutcomeView, type InviteOutcome } from './invite-outcome';
import { InviteResults, InviteSelection } from './invite-results';
import type { Campaign } from './types';

/** Search results shown at once; a longer match list asks for a narrower search. */
const RESULTS = 20;

/** The search, a new search 300 ms after typing stops. */
function useDebouncedSearch() {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const next = search.trim();
    if (next === q) return;
    const timer = setTimeout(() => setQ(next), 300);
    return () => clearTimeout(timer);
  }, [search, q]);
  return { search, setSearch, q };
}

function InviteForm({ campaign }: { campaign: Campaign }) {
  const session = useConsoleSession();
  const invite = useInvitePartners(session.networkId);
  const { search, setSearch, q } = useDebouncedSearch();
  const [selected, setSelected] = useState<Map<string, string>>(new Map());
  const [outcome, setOutcome] = useState<InviteOutcome | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const resultsId = useId();
  const list = usePartnerList(session.networkId, {
    q: q || undefined,
    network_status: 'a',
    sort: 'account_name',
    limit: RESULTS,
  });
  const toggle = (id: string, name: string) => setSelected((prev) => toggleEntry(prev, id, name));

  async function send(e?: FormEvent) {
    e?.preventDefault();
    if (!selected.size || invite.isPending) return;
    const names = new Map(selected);
    try {
      const result = await invite.mutateAsync({
        campaignIds: [campaign.campaign_id],
        partnerIds: [...names.keys()],
      });
      // Failed partners stay selected, so "Invite more" can retry them after a fix.
      setSelected(
        new Map(
          result.results
            .filter((r) => !r.success && names.has(r.publisher_id))
            .map((r) => [r.publisher_id, names.get(r.publisher_id)!]),
        ),
      );
      setOutcome({ result, names });
    } catch {
      // Shown below the selection with a retry (invite.error).
    }
  }

  if (outcome)
    return (
      <InviteOutcomeView
        outcome={outcome}
        onMore={() => {
          setOutcome(null);
          invite.reset();
          setTimeout(() => searchRef.current?.focus(), 0);
        }}
      />
    );

  return (
    <form onSubmit={send} noValidate className="space-y-4">
      {campaign.status !== 'a' && (
        <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          This campaign is not active: new invitations will fail. Partners with a pending request
          can still be approved.
        </p>
      )}
      <TextField
        ref={searchRef}
        type="search"
        label="Search approved partners"
        hint="By account name, company or e-mail. Only partners approved on the network are listed."
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        aria-controls={resultsId}
        autoComplete="off"
      />
      <div id={resultsId} aria-busy={list.isFetching} className="min-h-24">
        <InviteResults id={resultsId} q={q} list={list} selected={selected} onToggle={toggle} />
      </div>
      <InviteSelection selected={selected} onToggle={toggle} />
      {invite.isError && (
        <div
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <p>Nothing was sent: {describeError(invite.error)}</p>
          {isRetryable(invite.error) && (
            <Button
              size="sm"
              className="mt-2"
              onClick={() => void send()}
              disabled={!selected.size}
            >
              Try again
            </Button>
          )}
        </div>
      )}
      <div className="flex justify-end gap-2">
        <Dialog.Close asChild>
          <Button disabled={invite.isPending}>Cancel</Button>
        </Dialog.Close>
        <Button type="submit" variant="primary" disabled={!selected.size || invite.isPending}>
          {invite.isPending
            ? 'Sending…'
            : selected.size
              ? `Invite ${plural(selected.size, 'partner')}`
              : 'Invite partners'}
        </Button>
      </div>
    </form>
  );
}

/**
 * "Invite partners" on a campaign: search the partners approved on the network, tick several,
 * send; the outcome says how many were invited or approved and why any failed.
 */
export function InvitePartners({ campaign }: { campaign: Campaign }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="primary" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Invite partners
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        wide
        title={`Invite partners to ${campaign.title}`}
        description="A partner with a pending request is approved; any other gets an invitation, which it accepts by requesting the campaign."
      >
        {open && <InviteForm campaign={campaign} />}
      </Modal>
    </>
  );
}
