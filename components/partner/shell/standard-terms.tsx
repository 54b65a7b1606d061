'use client';

import { useTranslations } from 'next-intl';
import { useCampaignStandardTerms } from '@/lib/client/hooks/partner-standard-terms';
import { CheckboxField } from '@/components/ui/field';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { RichText } from '../../shared/rich-text';
import { usePartnerSession } from './session-context';

/**
 * A campaign's general terms in a join dialog: shown in a scroll box with a box to tick. Reports
 * through `onState` whether joining may go ahead (no terms, or ticked). The tick is the partner's
 * acceptance; the request or invitation answer that follows is the record of it (general terms
 * have no version id to send: docs/partner-self-service.md).
 */
export function StandardTermsBlock({
  campaignId,
  agreed,
  onAgree,
}: {
  campaignId: string;
  agreed: boolean;
  onAgree: (agreed: boolean) => void;
}) {
  const session = usePartnerSession();
  const terms = useCampaignStandardTerms(session.partnerId, campaignId);
  const t = useTranslations('campaignTerms');
  if (terms.isLoading) return <LoadingState label={t('checking')} />;
  if (terms.isError)
    return <ErrorState error={terms.error} retry={() => terms.refetch()} title={t('loadFailed')} />;
  if (!terms.data) return null;
  return (
    <TermsToAccept
      testId="standard-terms"
      heading={t('heading')}
      note={t('everyPartner')}
      html={terms.data.content}
      label={terms.data.title}
      acceptLabel={t('iAccept')}
      agreed={agreed}
      onAgree={onAgree}
    />
  );
}

const BOX = {
  short: 'mt-2 max-h-60 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-4',
  tall: 'mt-2 max-h-72 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-4',
};

/** Terms in a join dialog: a heading and a note, the text in a scroll box, the box to tick. */
export function TermsToAccept({
  testId,
  heading,
  note,
  html,
  label,
  acceptLabel,
  agreed,
  onAgree,
  tall = false,
}: {
  testId: string;
  heading: string;
  note: string;
  html: string;
  /** What the terms text is called for assistive technology. */
  label: string;
  acceptLabel: string;
  agreed: boolean;
  onAgree: (agreed: boolean) => void;
  /** A taller scroll box (a campaign's own terms). */
  tall?: boolean;
}) {
  return (
    <div data-testid={testId}>
      <h3 className="text-sm font-semibold text-slate-900">{heading}</h3>
      <p className="text-xs text-slate-500">{note}</p>
      <div className={tall ? BOX.tall : BOX.short}>
        <RichText html={html} label={label} />
      </div>
      <CheckboxField
        className="mt-3"
        label={acceptLabel}
        checked={agreed}
        onChange={(e) => onAgree(e.target.checked)}
      />
    </div>
  );
}

/** Whether the campaign has general terms the partner must tick (undefined while loading). */
export function useHasStandardTerms(campaignId: string | null): boolean | undefined {
  const session = usePartnerSession();
  const terms = useCampaignStandardTerms(session.partnerId, campaignId);
  return terms.isSuccess ? terms.data !== null : undefined;
}
