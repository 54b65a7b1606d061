'use client';

import { useTranslations } from 'next-intl';
import { DatabasesManager } from '@/components/partners/databases-manager';
import { Section } from '@/components/ui/page-header';
import { WithPartner } from './partner-page';

/** /partner/databases: the console's databases manager, for the partner's own databases. */
export function DatabasesPage() {
  const t = useTranslations('databases');
  return (
    <WithPartner title={t('title')} description={t('description')}>
      {(p) => (
        <Section title={t('section')} id="databases">
          <DatabasesManager partnerId={p.publisher_id} databases={p.databases} />
        </Section>
      )}
    </WithPartner>
  );
}
