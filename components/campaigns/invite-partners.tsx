'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { DecisionsOut } from '@/lib/schemas/participation';
import { describeError } from '@/lib/client/form-errors';
import { plural } from '@/lib/client/format';
import { useInvitePartners } from '@/lib/client/hooks/campaigns';
import { usePartnerList } from '@/lib/client/hooks/partners';
import { useConsoleSession } from '@/components/console/session-context';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { EmptyState, ErrorState, LoadingState, Spinner } from '@/components/ui/states';
import type { Campaign } from './types';

/** Search results shown at once; a longer match list asks for a narrower search. */
const RESULTS = 20;

type Outcome = { result: z.output<typeof DecisionsOut>; names: Map<string, string> };

function OutcomeView({ outcome, onMore }: { outcome: Outcome; onMore: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { result, names } = outcome;
  const ok = result.results.filter((r) => r.success);
  const invited = ok.filter((r) => r.status === 't').length;
  const approved = ok.filter((r) => r.status === 'a').length;
  const failed = result.results.filter((r) => !r.success);
  const title = failed.length === 0 ? 'Partners invited' : ok.length === 0 ? 'No partner was invited' : 'Some partners could not be invited';
  return (
    <div className="space-y-4 text-sm" data-testid="invite-outcome">
      <h3 ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
        {title}
      </h3>
      {ok.length > 0 && (
        <ul role="status" className="space-y-1 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-emerald-900">
          {invited > 0 && (
            <li data-testid="invite-invited">
              {plural(invited, 'partner')} invited. They join when they accept (by requesting the campaign); until then they are listed under Pending requests.
            </li>
          )}
          {approved > 0 && <li data-testid="invite-approved">{plural(approved, 'partner')} approved on the campaign (a pending request was accepted, or it was already approved).</li>}
        </ul>
      )}
      {failed.length > 0 && (
        <div role="alert" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900">
          <p className="font-medium">{plural(failed.length, 'partner')} could not be invited:</p>
          <ul className="list-inside list-disc">
            {failed.map((f) => (
              <li key={`${f.campaign_id}:${f.publisher_id}`} data-testid={`invite-failure-${f.publisher_id}`}>
                {names.get(f.publisher_id) ?? `Partner #${f.publisher_id}`}: {f.error?.message ?? 'failed'}
              </li>
            ))}
          </ul>
        </div>
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

function InviteForm({ campaign }: { campaign: Campaign }) {
  const session = useConsoleSession();
  const invite = useInvitePartners(session.networkId);
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<Map<string, string>>(new Map());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const resultsId = useId();

  // A new search runs 300 ms after typing stops.
  useEffect(() => {
    const next = search.trim();
    if (next === q) return;
    const timer = setTimeout(() => setQ(next), 300);
    return () => clearTimeout(timer);
  }, [search, q]);

  const list = usePartnerList(session.networkId, { q: q || undefined, network_status: 'a', sort: 'account_name', limit: RESULTS });
  const rows = list.data?.publishers.map((p) => p.publisher) ?? [];
  const total = list.data?.count ?? 0;

  function toggle(id: string, name: string) {
    setSelected((prev) => {
      const next = new Map(prev);
      if (next.has(id)) next.delete(id);
      else next.set(id, name);
      return next;
    });
  }

  async function send(e?: FormEvent) {
    e?.preventDefault();
    if (!selected.size || invite.isPending) return;
    const names = new Map(selected);
    try {
      const result = await invite.mutateAsync({ campaignIds: [campaign.campaign_id], partnerIds: [...names.keys()] });
      // Failed partners stay selected, so "Invite more" can retry them after a fix.
      setSelected(new Map(result.results.filter((r) => !r.success && names.has(r.publisher_id)).map((r) => [r.publisher_id, names.get(r.publisher_id)!])));
      setOutcome({ result, names });
    } catch {
      // Shown below the selection with a retry (invite.error).
    }
  }

  if (outcome)
    return (
      <OutcomeView
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
          This campaign is not active: new invitations will fail. Partners with a pending request can still be approved.
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
        {list.isLoading ? (
          <LoadingState label="Loading approved partners…" />
        ) : list.isError ? (
          <ErrorState error={list.error} retry={() => list.refetch()} title="The partners could not be loaded" />
        ) : rows.length === 0 ? (
          <EmptyState title={q ? `No approved partners match “${q}”` : 'No approved partners on this network yet'}>
            {q ? 'Try another name, company or e-mail.' : 'Approve partners on the Partners page first: only they can be invited.'}
          </EmptyState>
        ) : (
          <fieldset>
            <legend className="mb-2 flex items-center gap-2 text-sm font-medium text-slate-700">
              {q ? `Approved partners matching “${q}”` : 'Approved partners'}
              {list.isFetching && <Spinner />}
            </legend>
            <ul className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200" data-testid="invite-results">
              {rows.map((p) => (
                <li key={p.publisher_id} className="flex items-start gap-2 px-3 py-2">
                  <input
                    id={`${resultsId}-${p.publisher_id}`}
                    type="checkbox"
                    aria-describedby={`${resultsId}-${p.publisher_id}-about`}
                    checked={selected.has(p.publisher_id)}
                    onChange={() => toggle(p.publisher_id, p.account_name)}
                    className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-brand"
                  />
                  <div className="text-sm">
                    <label htmlFor={`${resultsId}-${p.publisher_id}`} className="font-medium text-slate-800">
                      {p.account_name}
                    </label>
                    <span id={`${resultsId}-${p.publisher_id}-about`} className="block text-xs text-slate-500">
                      {[p.company_name, p.contact_email].filter(Boolean).join(' · ')}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
            {total > rows.length && (
              <p className="mt-2 text-xs text-slate-500">
                Showing {rows.length} of {total} matches: search to narrow them down.
              </p>
            )}
          </fieldset>
        )}
      </div>

      <div className="text-sm">
        <p aria-live="polite" className="text-slate-600">
          {selected.size ? `${plural(selected.size, 'partner')} selected` : 'Tick the partners to invite; the selection is kept across searches.'}
        </p>
        {selected.size > 0 && (
          <ul aria-label="Selected partners" className="mt-2 flex flex-wrap gap-1">
            {[...selected].map(([id, name]) => (
              <li key={id} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pl-2.5 pr-1 text-xs text-slate-800">
                {name}
                <button
                  type="button"
                  aria-label={`Remove ${name}`}
                  onClick={() => toggle(id, name)}
                  className="rounded-full px-1 text-slate-500 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand"
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      {invite.isError && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          <p>Nothing was sent: {describeError(invite.error)}</p>
          <Button size="sm" className="mt-2" onClick={() => void send()} disabled={!selected.size}>
            Try again
          </Button>
        </div>
      )}

      <div className="flex justify-end gap-2">
        <Dialog.Close asChild>
          <Button disabled={invite.isPending}>Cancel</Button>
        </Dialog.Close>
        <Button type="submit" variant="primary" disabled={!selected.size || invite.isPending}>
          {invite.isPending ? 'Sending…' : selected.size ? `Invite ${plural(selected.size, 'partner')}` : 'Invite partners'}
        </Button>
      </div>
    </form>
  );
}

/**
 * "Invite partners" on a campaign (op 30c): search the partners approved on the network, tick
 * several, send; the outcome says how many were invited or approved and why any failed.
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
