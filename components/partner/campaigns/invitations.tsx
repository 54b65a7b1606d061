'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { describeError } from '@/lib/client/form-errors';
import {
  useAnswerInvitations,
  useInvitations,
  type InvitingBrand,
} from '@/lib/client/hooks/invitations';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { DecisionButtons } from '@/components/ui/decision-buttons';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { UrlLink } from '@/components/ui/url-link';
import { AcceptInvitationDialog, type InvitationTarget } from './invitations-accept-dialog';
import { AreaPageHeader } from '../shell/partner-page';
import { usePartnerSession } from '../shell/session-context';

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
  const t = useTranslations('invitations');
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 py-3"
      data-testid={`invitation-${campaign.id}`}
    >
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{campaign.title}</p>
        <p className="text-xs text-slate-500">
          {t('meta', {
            sector: campaign.vertical.name || t('noSector'),
            currency: campaign.currency.iso,
          })}
          {terms && (
            <span className="ml-2 inline-block">
              <Badge tone={terms.acknowledged ? 'green' : 'amber'}>
                {terms.acknowledged ? t('termsAccepted') : t('customTerms')}
              </Badge>
            </span>
          )}
        </p>
        <UrlLink
          url={campaign.default_destination}
          className="text-xs break-all text-brand hover:underline"
        />
      </div>
      <div className="flex gap-2">
        <DecisionButtons
          accept={{ text: t('accept'), name: t('acceptLabel', { title: campaign.title }) }}
          decline={{ text: t('decline'), name: t('declineLabel', { title: campaign.title }) }}
          {...{ busy, onAccept, onDecline }}
        />
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
  const t = useTranslations('invitations');
  return (
    <section
      aria-label={t('fromBrand', { brand: brand.name })}
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
  const t = useTranslations('invitations');
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
    // Always through the dialog: it shows the campaign's general terms and any custom terms.
    setAccepting(target);
  }
  async function decline(target: InvitationTarget) {
    setDeclining(null);
    try {
      await answer.mutateAsync({
        decision: 'decline',
        campaignIds: [target.invitation.campaign.id],
      });
      toast(t('declined', { title: target.invitation.campaign.title }));
    } catch (e) {
      toast(t('notDeclined', { error: describeError(e) }), 'error');
    }
  }

  if (list.isLoading) return <LoadingState label={t('loading')} />;
  if (list.isError)
    return <ErrorState error={list.error} retry={() => list.refetch()} title={t('loadFailed')} />;
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
          {t.rich('joined', { title: joined, strong: (text) => <strong>{text}</strong> })}{' '}
          <Link href="/partner/campaigns" className="font-medium underline">
            {t('seeMyCampaigns')}
          </Link>
        </div>
      )}
      {brands.length === 0 ? (
        <EmptyState
          title={t('emptyTitle')}
          action={
            <Link href="/partner/discover" className={buttonClass('secondary', 'sm')}>
              {t('findCampaigns')}
            </Link>
          }
        >
          {t('emptyHint')}
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
        title={t('declineTitle', { title: declining?.invitation.campaign.title ?? '' })}
        description={t('declineDescription', { brand: declining?.brandName ?? t('theBrand') })}
        confirmLabel={t('declineConfirm')}
        confirmVariant="danger"
        pending={answer.isPending}
        onConfirm={() => declining && void decline(declining)}
      />
    </div>
  );
}

/** /partner/invitations: campaigns brands invited the partner to, grouped by brand. */
export function InvitationsPage() {
  const t = useTranslations('invitations');
  return (
    <div className="space-y-6">
      <AreaPageHeader title={t('title')}>{t('intro')}</AreaPageHeader>
      <InvitationList />
    </div>
  );
}
