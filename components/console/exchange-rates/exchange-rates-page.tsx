'use client';

import { useState } from 'react';
import { plural } from '@/lib/client/format';
import { useLatestExchangeRates } from '@/lib/client/hooks/exchange-rates';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { PageHeader, Section } from '@/components/ui/page-header';
import { QueryTable } from '@/components/ui/query-table';
import { EmptyState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { ImportRatesForm, type ImportedRates } from './import-rates-form';

const CRUMBS = [{ label: 'Console', href: '/console' }, { label: 'Exchange rates' }];

const SOURCES: Record<string, string> = { ecb: 'ECB file', demo: 'demo data' };

/** Staff: the latest ECB euro reference rates and the upload of a new file. */
export function ExchangeRatesPage() {
  const session = useConsoleSession();
  const staff = session.role === 'network';
  const toast = useToast();
  const latest = useLatestExchangeRates(session.networkId, staff);
  const [importing, setImporting] = useState(false);

  if (!staff)
    return (
      <div className="space-y-6">
        <PageHeader title="Exchange rates" crumbs={CRUMBS} />
        <EmptyState title="Only network staff manage exchange rates" />
      </div>
    );

  function imported(summary: ImportedRates) {
    setImporting(false);
    toast(
      `${plural(summary.rates, 'rate')} of ${plural(summary.dates, 'day')} (${summary.first_date} to ${summary.last_date}) imported; ${summary.changed} new or changed.`,
    );
  }

  const day = latest.data?.data;
  const importButton = (
    <Button variant="primary" onClick={() => setImporting(true)}>
      Import ECB file
    </Button>
  );
  return (
    <div className="space-y-6">
      <PageHeader title="Exchange rates" crumbs={CRUMBS} actions={importButton}>
        Money changes currency with the European Central Bank&apos;s euro reference rates: units of
        each currency for one euro. A weekend or holiday uses the last working day before it.
      </PageHeader>
      <Section
        title={day?.date ? `Rates of ${day.date}` : 'Latest rates'}
        description={day?.source ? `Source: ${SOURCES[day.source] ?? day.source}` : undefined}
        id="latest-rates"
      >
        <QueryTable
          query={latest}
          rows={day?.rates ?? []}
          caption="Latest exchange rates"
          testId="exchange-rates"
          columns={['Currency', 'Units per euro']}
          empty={
            <EmptyState title="No exchange rates yet" action={importButton}>
              Import the ECB&apos;s reference-rate file to convert between currencies.
            </EmptyState>
          }
        >
          {(r) => (
            <tr key={r.currency}>
              <td className="py-2 pr-3 font-medium">{r.currency}</td>
              <td className="py-2 pr-3 tabular-nums">{r.rate}</td>
            </tr>
          )}
        </QueryTable>
      </Section>
      <Modal open={importing} onOpenChange={setImporting} title="Import exchange rates">
        {importing && (
          <ImportRatesForm
            networkId={session.networkId}
            onImported={imported}
            onCancel={() => setImporting(false)}
          />
        )}
      </Modal>
    </div>
  );
}
