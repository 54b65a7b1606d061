'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ApiClientError } from '@/lib/client/errors';
import { describeError } from '@/lib/client/form-errors';
import type { Invitation } from '@/lib/client/hooks/invitations';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/field';
import { StandardTermsBlock, TermsToAccept, useHasStandardTerms } from '../shell/standard-terms';

export interface InvitationTarget {
  invitation: Invitation;
  brandName: string;
}

/**
 * Accepting an invitation. The campaign's general terms, when it has any, are shown and must be
 * ticked. Custom terms the partner has not accepted yet are shown and must be ticked too; their id goes with the acceptance, so the server
 * records exactly that version. Terms replaced meanwhile (403) come back as a message; the caller
 * passes the refetched invitation, so the new version is shown to be ticked again.
 */
export function AcceptInvitationDialog({
  target,
  pending,
  onAccept,
  onClose,
}: {
  target: InvitationTarget | null;
  pending: boolean;
  onAccept: (target: InvitationTarget) => Promise<void>;
  onClose: () => void;
}) {
  const title = target?.invitation.campaign.title ?? '';
  const t = useTranslations('invitations');
  return (
    <Modal
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('dialogTitle', { title })}
      description={target ? t('dialogDescription', { brand: target.brandName }) : undefined}
      wide
    >
      {target && (
        <TermsForm
          key={target.invitation.id}
          target={target}
          pending={pending}
          onAccept={onAccept}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function TermsForm({
  target,
  pending,
  onAccept,
  onClose,
}: {
  target: InvitationTarget;
  pending: boolean;
  onAccept: (target: InvitationTarget) => Promise<void>;
  onClose: () => void;
}) {
  const custom = target.invitation.custom_terms;
  const terms = custom && !custom.acknowledged ? custom : null;
  const [generalAgreed, setGeneralAgreed] = useState(false);
  const hasGeneral = useHasStandardTerms(target.invitation.campaign.id);
  const generalOk = hasGeneral === false || (hasGeneral === true && generalAgreed);
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useTranslations('invitations');

  async function accept() {
    setError(null);
    try {
      await onAccept(target);
    } catch (e) {
      setAgreed(false);
      setError(
        e instanceof ApiClientError && e.status === 403 ? t('termsUpdated') : describeError(e),
      );
    }
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t('acceptingIntro')}</p>
      <StandardTermsBlock
        campaignId={target.invitation.campaign.id}
        agreed={generalAgreed}
        onAgree={setGeneralAgreed}
      />
      {terms && (
        <TermsToAccept
          testId="invitation-terms"
          heading={terms.title}
          note={t('customTermsNote', { version: terms.version })}
          html={terms.terms}
          label={t('termsLabel', { title: terms.title, version: terms.version })}
          acceptLabel={t('iAccept', { title: terms.title, version: terms.version })}
          agreed={agreed}
          onAgree={setAgreed}
          tall
        />
      )}
      <FormError message={error} />
      <div className="flex justify-end gap-2">
        <Button onClick={onClose} disabled={pending}>
          {t('cancel')}
        </Button>
        <Button
          variant="primary"
          onClick={accept}
          disabled={pending || !generalOk || (terms !== null && !agreed)}
        >
          {pending
            ? t('accepting')
            : terms || hasGeneral
              ? t('acceptAndJoin')
              : t('acceptInvitation')}
        </Button>
      </div>
    </div>
  );
}
