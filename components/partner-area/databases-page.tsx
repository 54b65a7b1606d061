'use client';

import { DatabasesManager } from '@/components/partners/databases-manager';
import { Section } from '@/components/ui/page-header';
import { WithPartner } from './partner-page';

/** /partner/databases: the console's databases manager, for the partner's own databases. */
export function DatabasesPage() {
  return (
    <WithPartner
      title="Databases"
      description="Your mailing lists and audiences: size, how they were built, and who is on them."
    >
      {(p) => (
        <Section title="Your databases" id="databases">
          <DatabasesManager partnerId={p.publisher_id} databases={p.databases} />
        </Section>
      )}
    </WithPartner>
  );
}
