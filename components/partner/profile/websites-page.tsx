'use client';

import { WebsitesManager } from '@/components/shared/partner-profile/websites-manager';
import { PartnerSectionPage } from '../shell/partner-page';

/** /partner/websites: the websites manager the console also uses, for the partner's own websites. */
export function WebsitesPage() {
  return (
    <PartnerSectionPage namespace="websites" id="websites">
      {(p) => <WebsitesManager partnerId={p.publisher_id} websites={p.websites} />}
    </PartnerSectionPage>
  );
}
