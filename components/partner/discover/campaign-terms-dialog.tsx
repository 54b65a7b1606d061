'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useCampaignStandardTerms } from '@/lib/client/hooks/partner-standard-terms';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { RichText } from '../../shared/rich-text';
import { usePartnerSession } from '../shell/session-context';

function TermsBody({ campaignId }: { campaignId: string }) {
  const session = usePartnerSession();
  const terms = useCampaignStandardTerms(session.partnerId, campaignId);
  const t = useTranslations('campaignTerms');
  if (terms.isLoading) return <LoadingState label={t('loading')} />;
  if (terms.isError)
    return (
      <ErrorState error={terms.error} retry={() => terms.refetch()} title={t('termsLoadFailed')} />
    );
  if (!terms.data) return <p className="text-sm text-slate-700">{t('none')}</p>;
  return (
    <div
      className="max-h-96 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-4"
      data-testid="general-terms-text"
    >
      <RichText html={terms.data.content} label={terms.data.title} />
    </div>
  );
}

/** "General terms" on a row of My campaigns: the campaign's general terms, read-only. */
export function CampaignTermsLink({ campaignId, title }: { campaignId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const t = useTranslations('campaignTerms');
  return (
    <>
      <button
        type="button"
        className="text-xs text-brand underline"
        onClick={() => setOpen(true)}
        aria-label={t('readLabel', { title })}
      >
        {t('link')}
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t('dialogTitle', { title })}
        description={t('dialogDescription')}
        wide
      >
        {open && <TermsBody campaignId={campaignId} />}
        <div className="mt-4 flex justify-end">
          <Button onClick={() => setOpen(false)}>{t('close')}</Button>
        </div>
      </Modal>
    </>
  );
}
