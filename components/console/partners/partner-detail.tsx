'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { auditHref } from '@/lib/client/hooks/audit';
import { usePartner } from '@/lib/client/hooks/partners';
import { formatDateTime } from '@/lib/client/format';
import { isStaff, useConsoleSession } from '@/components/console/shell/session-context';
import { useCan } from '@/components/console/shell/use-can';
import { StatusBadge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { PageHeader, Section } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { PartnerLogo } from '@/components/shared/partner-profile/partner-logo';
import { PartnerProfileForm } from '@/components/shared/partner-profile/partner-profile-form';
import { PartnerGroupsLine } from '@/components/console/partner-groups/partner-groups-line';
import { ParticipationsList } from './participations-list';
import { BrandPartnerProfilePage } from './brand-partner-profile';

// The website and database managers (forms, dialogs) load after first paint (first-load JS budget).
const WebsitesManager = dynamic(
  () =>
    import('@/components/shared/partner-profile/websites-manager').then((m) => m.WebsitesManager),
  {
    loading: () => <LoadingState label="Loading websites" />,
  },
);
const DatabasesManager = dynamic(
  () =>
    import('@/components/shared/partner-profile/databases-manager').then((m) => m.DatabasesManager),
  { loading: () => <LoadingState label="Loading databases" /> },
);

const PartnerPayments = dynamic(() => import('./partner-payments').then((m) => m.PartnerPayments), {
  loading: () => <LoadingState label="Loading payments" />,
});

const PartnerIncidents = dynamic(
  () => import('@/components/console/fraud/partner-incidents').then((m) => m.PartnerIncidents),
  { loading: () => <LoadingState label="Loading fraud incidents" /> },
);

const crumbs = (name: string) => [
  { label: 'Console', href: '/console' },
  { label: 'Partners', href: '/console/partners' },
  { label: name },
];

export function PartnerDetailPage({ partnerId }: { partnerId: string }) {
  const session = useConsoleSession();
  // Brand users get the read-only profile (no staff-only fields, only their campaigns).
  if (session.role === 'brand') return <BrandPartnerProfilePage partnerId={partnerId} />;
  return <StaffPartnerDetail partnerId={partnerId} />;
}

function StaffPartnerDetail({ partnerId }: { partnerId: string }) {
  const session = useConsoleSession();
  const canAudit = useCan('audit.read');
  const partner = usePartner(partnerId);
  if (partner.isLoading) {
    return (
      <>
        <PageHeader title="Partner" crumbs={crumbs(`#${partnerId}`)} />
        <LoadingState label="Loading the partner…" />
      </>
    );
  }
  if (partner.isError || !partner.data) {
    return (
      <>
        <PageHeader title="Partner" crumbs={crumbs(`#${partnerId}`)} />
        <ErrorState
          error={partner.error}
          retry={() => partner.refetch()}
          title="This partner could not be loaded"
        />
      </>
    );
  }
  const p = partner.data.publisher;
  return (
    <div className="space-y-6">
      <PageHeader
        title={p.account_name}
        crumbs={crumbs(p.account_name)}
        actions={
          <span className="flex items-center gap-3">
            <StatusBadge status={p.network_status} />
            {canAudit && (
              <Link
                href={auditHref({ entity_type: 'partner', entity_id: p.publisher_id })}
                className={buttonClass('ghost', 'sm')}
              >
                History
              </Link>
            )}
          </span>
        }
      >
        Partner #{p.publisher_id} · {p.company_name || 'no company name'} · joined{' '}
        {formatDateTime(p.created)}
      </PageHeader>
      <PartnerGroupsLine partnerId={p.publisher_id} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Section title="Profile" id="profile">
            <PartnerProfileForm partner={p} staff={isStaff(session)} />
          </Section>
        </div>
        <Section title="Logo" id="logo" description="Shown to brands. PNG or JPEG.">
          <PartnerLogo partner={p} />
        </Section>
      </div>
      <Section title="Websites" id="websites" description="Where the partner promotes campaigns.">
        <WebsitesManager partnerId={p.publisher_id} websites={p.websites} />
      </Section>
      <Section title="Databases" id="databases">
        <DatabasesManager partnerId={p.publisher_id} databases={p.databases} />
      </Section>
      <Section
        title="Participations"
        id="participations"
        description="Campaigns the partner requested or was invited to, with each status change."
      >
        <ParticipationsList partnerId={p.publisher_id} />
      </Section>
      {session.role !== 'partner' && (
        <Section
          title="Fraud incidents"
          id="fraud-incidents"
          description="What fraud detection found about this partner, newest first."
        >
          <PartnerIncidents partnerId={p.publisher_id} />
        </Section>
      )}
      {isStaff(session) && <PartnerPayments partnerId={p.publisher_id} />}
    </div>
  );
}
