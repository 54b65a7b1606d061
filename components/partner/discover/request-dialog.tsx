'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { describeError } from '@/lib/client/form-errors';
import { apiDate } from '@/lib/i18n/dates';
import { useCampaignCustomTerms, useRequestCampaign } from '@/lib/client/hooks/partner-area';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/field';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { usePartnerSession } from '../shell/session-context';
import { StandardTermsBlock, TermsToAccept, useHasStandardTerms } from '../shell/standard-terms';

export interface RequestTarget {
  campaignId: string;
  title: string;
  brandId: string;
  brandName: string;
  /** An invitation (t): requesting accepts it. */
  invited: boolean;
  /** The campaign approves requests at once (else the brand reviews them). */
  autoApprove: boolean;
}

export type RequestOutcome = { target: RequestTarget; status: 'a' | 'p' | 'r' | 't' | null };

/**
 * Request to join one campaign, saying first whether the campaign approves at once or the brand
 * reviews the request. The campaign's general terms, when it has any, are shown to be ticked.
 * When the campaign has custom terms, they are shown
 * and must be accepted first: their current id goes with the request, so the server records
 * the acceptance of exactly that version. Terms replaced meanwhile are shown again.
 */
export function RequestDialog({
  target,
  onClose,
  onDone,
}: {
  target: RequestTarget | null;
  onClose: () => void;
  onDone: (outcome: RequestOutcome) => void;
}) {
  const t = useTranslations('discover');
  return (
    <Modal
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={
        target
          ? t(target.invited ? 'invitationTitle' : 'requestTitle', { title: target.title })
          : ''
      }
      wide
    >
      {target && (
        <RequestForm key={target.campaignId} target={target} onClose={onClose} onDone={onDone} />
      )}
    </Modal>
  );
}

function sendLabelKey(target: RequestTarget, withTerms: boolean) {
  if (target.invited) return withTerms ? 'acceptAndJoin' : 'acceptInvitation';
  return withTerms ? 'acceptAndRequest' : 'sendRequest';
}

function RequestForm({
  target,
  onClose,
  onDone,
}: {
  target: RequestTarget;
  onClose: () => void;
  onDone: (outcome: RequestOutcome) => void;
}) {
  const session = usePartnerSession();
  const terms = useCampaignCustomTerms(target.campaignId);
  const request = useRequestCampaign(session.partnerId);
  const [agreed, setAgreed] = useState(false);
  const [generalAgreed, setGeneralAgreed] = useState(false);
  const hasGeneral = useHasStandardTerms(target.campaignId);
  const generalOk = hasGeneral === false || (hasGeneral === true && generalAgreed);
  const [error, setError] = useState<string | null>(null);
  const t = useTranslations('discover');
  const format = useFormatter();

  async function send() {
    setError(null);
    try {
      const result = await request.mutateAsync({
        advertiser_id: target.brandId,
        campaign_id: target.campaignId,
        terms_id: terms.data?.id ?? null,
      });
      if (result.success) {
        onDone({ target, status: result.status });
        return;
      }
      if (result.error?.code === 'terms_required') {
        setAgreed(false);
        setError(t('termsUpdated'));
        await terms.refetch();
        return;
      }
      setError(result.error?.message ?? t('notAccepted'));
    } catch (e) {
      setError(describeError(e));
    }
  }

  if (terms.isLoading) return <LoadingState label={t('checking')} />;
  if (terms.isError)
    return (
      <ErrorState error={terms.error} retry={() => terms.refetch()} title={t('termsLoadFailed')} />
    );
  const custom = terms.data ?? null;
  const created = apiDate(custom?.created_at);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700" data-testid="approval-notice">
        {target.invited
          ? t('invitedNotice', { brand: target.brandName })
          : target.autoApprove
            ? t('autoNotice')
            : t('reviewNotice', { brand: target.brandName })}
      </p>
      <StandardTermsBlock
        campaignId={target.campaignId}
        agreed={generalAgreed}
        onAgree={setGeneralAgreed}
      />
      {custom ? (
        <TermsToAccept
          testId="custom-terms"
          heading={custom.title}
          note={t('customTermsNote', {
            version: custom.version,
            date: created ? format.dateTime(created, { dateStyle: 'medium' }) : '—',
          })}
          html={custom.content}
          label={t('termsLabel', { title: custom.title, version: custom.version })}
          acceptLabel={t('iAccept', { title: custom.title, version: custom.version })}
          agreed={agreed}
          onAgree={setAgreed}
          tall
        />
      ) : (
        <p className="text-sm text-slate-700">
          {hasGeneral ? t('noCustomBeyondGeneral') : t('noTerms')}
        </p>
      )}
      <FormError message={error} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link href="/partner/campaigns" className="text-sm text-brand hover:underline">
          {t('seeMyCampaigns')}
        </Link>
        <div className="flex gap-2">
          <Button onClick={onClose} disabled={request.isPending}>
            {t('cancel')}
          </Button>
          <Button
            variant="primary"
            onClick={send}
            disabled={request.isPending || !generalOk || (custom !== null && !agreed)}
          >
            {request.isPending
              ? t('sending')
              : t(sendLabelKey(target, custom !== null || !!hasGeneral))}
          </Button>
        </div>
      </div>
    </div>
  );
}
