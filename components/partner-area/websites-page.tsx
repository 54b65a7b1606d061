'use client';

import { WebsitesManager } from '@/components/partners/websites-manager';
import { Section } from '@/components/ui/page-header';
import { WithPartner } from './partner-page';

/** /partner/websites: the console's websites manager, for the partner's own websites. */
export function WebsitesPage() {
  return (
    <WithPartner
      title="Websites"
      description="Where you promote campaigns. Your first website is your primary one; brands see them when they decide on your requests."
    >
      {(p) => (
        <Section title="Your websites" id="websites">
          <WebsitesManager partnerId={p.publisher_id} websites={p.websites} />
        </Section>
      )}
    </WithPartner>
  );
}
