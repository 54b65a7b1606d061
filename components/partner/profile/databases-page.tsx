'use client';

import { DatabasesManager } from '@/components/shared/partner-profile/databases-manager';
import { PartnerSectionPage } from '../shell/partner-page';

/** /partner/databases: the databases manager the console also uses, for the partner's own databases. */
export function DatabasesPage() {
  return (
    <PartnerSectionPage namespace="databases" id="databases">
      {(p) => <DatabasesManager partnerId={p.publisher_id} databases={p.databases} />}
    </PartnerSectionPage>
  );
}
