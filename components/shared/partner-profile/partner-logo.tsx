'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { splitServerError } from '@/lib/client/form-errors';
import { useUpdatePartner } from '@/lib/client/hooks/partners';
import { Button } from '@/components/ui/button';
import { ImagePicker, type ImageChoice } from '@/components/ui/image-picker';
import { useToast } from '@/components/ui/toast';
import type { PartnerDetail } from './types';

const LOGO_FIELDS = ['company_logo', 'company_logo_upload'] as const;

export function PartnerLogo({ partner }: { partner: PartnerDetail }) {
  const t = useTranslations('profileForm');
  const toast = useToast();
  const update = useUpdatePartner(partner.publisher_id);
  const [choice, setChoice] = useState<ImageChoice>({ kind: 'keep' });
  const [error, setError] = useState<string | undefined>();

  async function save() {
    setError(undefined);
    const body =
      choice.kind === 'upload'
        ? { company_logo_upload: choice.dataUrl }
        : choice.kind === 'url'
          ? { company_logo: choice.url }
          : choice.kind === 'remove'
            ? { company_logo: null }
            : null;
    if (!body) return;
    try {
      await update.mutateAsync(body);
      setChoice({ kind: 'keep' });
      toast(choice.kind === 'remove' ? t('logoRemoved') : t('logoSaved'));
    } catch (e) {
      const split = splitServerError(e, LOGO_FIELDS);
      setError(split.fields[0]?.message ?? split.message ?? undefined);
    }
  }

  return (
    <div className="space-y-3">
      <ImagePicker
        label={t('companyLogo')}
        fileLabel={t('logoFile')}
        current={partner.company_logo}
        value={choice}
        onChange={(c) => {
          setChoice(c);
          setError(undefined);
        }}
        error={error}
        allowUrl
      />
      <Button
        variant="primary"
        onClick={save}
        disabled={choice.kind === 'keep' || update.isPending}
      >
        {update.isPending ? t('savingLogo') : t('saveLogo')}
      </Button>
    </div>
  );
}
