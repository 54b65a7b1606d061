'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { isStaff, useConsoleSession } from '@/components/console/shell/session-context';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { PageHeader, Section } from '@/components/ui/page-header';
import { TabList } from '@/components/ui/tabs';
import { HoldsList } from './holds-list';
import { RunForm } from './run-form';
import { RunsList } from './runs-list';
import { StaffOnly } from './staff-only';

const CRUMBS = [{ label: 'Console', href: '/console' }, { label: 'Payments' }];
type Tab = 'runs' | 'holds';

/** Payment runs (start, open) and payment holds, in two tabs kept in the URL (staff only). */
export function PaymentsPage() {
  const session = useConsoleSession();
  if (!isStaff(session)) return <StaffOnly title="Payments" crumbs={CRUMBS} />;
  return <Payments />;
}

function Payments() {
  const search = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const tab: Tab = search.get('tab') === 'holds' ? 'holds' : 'runs';
  const [starting, setStarting] = useState(false);
  const startButton = (
    <Button variant="primary" onClick={() => setStarting(true)}>
      New payment run
    </Button>
  );
  return (
    <div className="space-y-6">
      <PageHeader title="Payments" crumbs={CRUMBS} actions={startButton}>
        Pay partners their available commission, one currency at a time: preview who is paid and who
        is left out, approve, issue the self-bills, download the bank file, then mark them paid.
        Holds keep a partner out of every run until released.
      </PageHeader>
      <TabList<Tab>
        label="Payments"
        tabs={[
          { id: 'runs', label: 'Runs' },
          { id: 'holds', label: 'Holds' },
        ]}
        selected={tab}
        onSelect={(id) => router.replace(id === 'runs' ? pathname : `${pathname}?tab=${id}`)}
      />
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'runs' ? (
          <Section title="Runs" id="runs">
            <RunsList startButton={startButton} />
          </Section>
        ) : (
          <Section title="Holds" id="holds">
            <HoldsList />
          </Section>
        )}
      </div>
      <Modal
        open={starting}
        onOpenChange={setStarting}
        title="New payment run"
        description="Nothing is paid yet: you see the preview first, with every partner included or left out and why."
      >
        {starting && <RunForm />}
      </Modal>
    </div>
  );
}
