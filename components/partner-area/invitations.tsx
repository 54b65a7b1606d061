'use client';

import Link from 'next/link';
import { useState } from 'react';
import { describeError } from '@/lib/client/form-errors';
import {
  useAnswerInvitations,
  useInvitations,
  type InvitingBrand,
} from '@/lib/client/hooks/invitations';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { AcceptInvitationDialog, type InvitationTarget } from './invitations-accept-dialog';
import { crumbsFor } from './partner-page';
import { usePartnerSession } from './session-context';

/** Custom terms the partner still has to accept before joining. */
const termsToAccept = (t: InvitationTarget) => {
  const terms = t.invitation.custom_terms;
  return terms && !terms.acknowledged ? terms : null;
};

function findTarget(brands: InvitingBrand[], invitationId: string): InvitationTarget | null {
  for (const brand of brands) {
    const invitation = brand.invitations.find((i) => i.id === invitationId);
    if (invitation) return { invitation, brandName: brand.name };
  }
  return null;
}

function InvitationRow({
  target,
  busy,
  onAccept,
  onDecline,
}: {
  target: InvitationTarget;
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const { campaign, custom_terms: terms } = target.invitation;
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 py-3"
      data-testid={`invitation-${campaign.id}`}
    >
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{campaign.title}</p>
        <p className="text-xs text-slate-500">
          {campaign.vertical.name || 'No sector'} · paid in {campaign.currency.iso}
          {terms && (
            <span className="ml-2 inline-block">
              <Badge tone={terms.acknowledged ? 'green' : 'amber'}>
                {terms.acknowledged ? 'Terms accepted' : 'Custom terms'}
              </Badge>
            </span>
          )}
        </p>
        <a
          href={campaign.default_destination}
          target="_blank"
          rel="noopener noreferrer"
          className="text-xs break-all text-brand hover:underline"
        >
          {campaign.default_destination}
        </a>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="primary"
          disabled={busy}
          onClick={onAccept}
          aria-label={`Accept the invitation to ${campaign.title}`}
        >
          Accept
        </Button>
        <Button
          size="sm"
          disabled={busy}
          onClick={onDecline}
          aria-label={`Decline the invitation to ${campaign.title}`}
        >
          Decline
        </Button>
      </div>
    </li>
  );
}

function BrandInvitations({
  brand,
  busy,
  onAccept,
  onDecline,
}: {
  brand: InvitingBrand;
  busy: boolean;
  onAccept: (t: InvitationTarget) => void;
  onDecline: (t: InvitationTarget) => void;
}) {
  return (
    <section
      aria-label={`Invitations from ${brand.name}`}
      className="rounded-lg border border-slate-200 bg-white px-5 py-3 shadow-sm"
    >
      <h2 className="pt-1 text-base font-semibold text-slate-900">{brand.name}</h2>
      <ul className="divide-y divide-slate-100">
        {brand.invitations.map((invitation) => {
          const target = { invitation, brandName: brand.name };
          return (
            <InvitationRow
              key={invitation.id}
              target={target}
              busy={busy}
              onAccept={() => onAccept(target)}
              onDecline={() => onDecline(target)}
            />
          );
        })}
      </ul>
    </section>
  );
}

/** The invitations, with accept (terms first where they apply) and decline (confirmed). */
function InvitationList() {
  const session = usePartnerSession();
  const list = useInvitations(session.partnerId);
  const answer = useAnswerInvitations(session.partnerId);
  const toast = useToast();
  const [accepting, setAccepting] = useState<InvitationTarget | null>(null);
  const [declining, setDeclining] = useState<InvitationTarget | null>(null);
  const [joined, setJoined] = useState<string | null>(null);

  async function accept(target: InvitationTarget) {
    const terms = termsToAccept(target);
    await answer.mutateAsync({
      decision: 'accept',
      campaignIds: [target.invitation.campaign.id],
      termsIds: terms ? [terms.id] : [],
    });
    setAccepting(null);
    setJoined(target.invitation.campaign.title);
  }
  function start(target: InvitationTarget) {
    setJoined(null);
    if (termsToAccept(target)) return setAccepting(target);
    accept(target).catch((e: unknown) => toast(`Not accepted: ${describeError(e)}`, 'error'));
  }
  async function decline(target: InvitationTarget) {
    setDeclining(null);
    try {
      await answer.mutateAsync({
        decision: 'decline',
        campaignIds: [target.invitation.campaign.id],
      });
      toast(`You declined the invitation to “${target.invitation.campaign.title}”.`);
    } catch (e) {
      toast(`Not declined: ${describeError(e)}`, 'error');
    }
  }

  if (list.isLoading) return <LoadingState label="Loading your invitations…" />;
  if (list.isError)
    return (
      <ErrorState
        error={list.error}
        retry={() => list.refetch()}
        title="Your invitations could not be loaded"
      />
    );
  const brands = list.data?.advertisers ?? [];
  // The dialog shows the invitation as last read (terms replaced meanwhile show their new version).
  const fresh = accepting && findTarget(brands, accepting.invitation.id);
  return (
    <div className="space-y-4">
      {joined && (
        <div
          role="status"
          data-testid="invitation-outcome"
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          <strong>You joined “{joined}”:</strong> it is now under My campaigns.{' '}
          <Link href="/partner/campaigns" className="font-medium underline">
            See my campaigns
          </Link>
        </div>
      )}
      {brands.length === 0 ? (
        <EmptyState
          title="No invitations"
          action={
            <Link href="/partner/discover" className={buttonClass('secondary', 'sm')}>
              Find campaigns
            </Link>
          }
        >
          When a brand invites you to one of its campaigns, the invitation waits for you here.
        </EmptyState>
      ) : (
        brands.map((brand) => (
          <BrandInvitations
            key={brand.id}
            brand={brand}
            busy={answer.isPending}
            onAccept={start}
            onDecline={setDeclining}
          />
        ))
      )}
      <AcceptInvitationDialog
        target={fresh ?? accepting}
        pending={answer.isPending}
        onAccept={accept}
        onClose={() => setAccepting(null)}
      />
      <ConfirmDialog
        open={declining !== null}
        onOpenChange={(open) => !open && setDeclining(null)}
        title={`Decline the invitation to “${declining?.invitation.campaign.title ?? ''}”?`}
        description={`${declining?.brandName ?? 'The brand'} sees that you declined. You cannot request this campaign yourself afterwards; the brand may invite you again.`}
        confirmLabel="Decline invitation"
        confirmVariant="danger"
        pending={answer.isPending}
        onConfirm={() => declining && void decline(declining)}
      />
    </div>
  );
}

/** /partner/invitations: campaigns brands invited the partner to, grouped by brand. */
export function InvitationsPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Invitations" crumbs={crumbsFor('Invitations')}>
        Brands that invited you to their campaigns. Accept to join at once; where a campaign has
        terms of its own, read and accept them first.
      </PageHeader>
      <InvitationList />
    </div>
  );
}
