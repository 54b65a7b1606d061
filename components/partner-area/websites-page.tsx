'use client';

import { useTranslations } from 'next-intl';
import { WebsitesManager } from '@/components/partners/websites-manager';
import { Section } from '@/components/ui/page-header';
import { WithPartner } from './partner-page';

/** /partner/websites: the console's websites manager, for the partner's own websites. */
export function WebsitesPage() {
  const t = useTranslations('websites');
  return (
    <WithPartner title={t('title')} description={t('description')}>
      {(p) => (
        <Section title={t('section')} id="websites">
          <WebsitesManager partnerId={p.publisher_id} websites={p.websites} />
        </Section>
      )}
    </WithPartner>
  );
}
