'use client';

import { useMemo, useState } from 'react';
import { useTermsHistory } from '@/lib/client/hooks/terms';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { useCan } from '@/components/console/shell/use-can';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { Modal } from '@/components/ui/dialog';
import { FilterSelect } from '@/components/ui/filter-select';
import { PageHeader, Section } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { Acknowledgements } from './acknowledgements';
import { PublishTermsForm, type PublishPreset } from './publish-terms-form';
import { TermsGroupRows } from './terms-group-rows';
import { groupKey, type TermsVersion } from './terms-labels';

/** The versions by locale and country, newest first, for one locale or every locale. */
function groupVersions(versions: TermsVersion[], locale: string) {
  const byKey = new Map<string, TermsVersion[]>();
  for (const v of versions) byKey.set(groupKey(v), [...(byKey.get(groupKey(v)) ?? []), v]);
  return [...byKey.values()]
    .map((list) => list.sort((a, b) => b.version - a.version))
    .filter((list) => !locale || list[0]!.locale === locale)
    .sort((a, b) => groupKey(a[0]!).localeCompare(groupKey(b[0]!)));
}

/** The network terms by locale and country: current versions, their history, publishing, and who accepted what. */
export function TermsPage() {
  const canPublish = useCan('terms.publish');
  if (!canPublish)
    return (
      <div className="space-y-6">
        <PageHeader title="Network terms" crumbs={CRUMBS} />
        <EmptyState title="Only network staff publish and read the network terms" />
      </div>
    );
  return <TermsManager />;
}

const CRUMBS = [{ label: 'Console', href: '/console' }, { label: 'Terms' }];

function TermsManager() {
  const session = useConsoleSession();
  const history = useTermsHistory(session.networkId);
  // undefined: closed; null: a blank form; a preset: a new version of existing terms.
  const [publishing, setPublishing] = useState<PublishPreset | null | undefined>(undefined);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [locale, setLocale] = useState('');
  const versions: TermsVersion[] = useMemo(() => history.data?.data ?? [], [history.data]);
  const groups = useMemo(() => groupVersions(versions, locale), [versions, locale]);
  const locales = [...new Set(versions.map((v) => v.locale))].sort();

  return (
    <div className="space-y-6">
      <PageHeader
        title="Network terms"
        crumbs={CRUMBS}
        actions={
          <Button variant="primary" onClick={() => setPublishing(null)}>
            Publish terms
          </Button>
        }
      >
        Partners accept the newest version for their locale and country when they join. Terms fall
        back from locale and country to the locale, its language, then English.
      </PageHeader>
      <Section title="Terms by locale and country" id="current">
        {history.isLoading ? (
          <LoadingState label="Loading the terms…" />
        ) : history.isError ? (
          <ErrorState error={history.error} retry={() => history.refetch()} />
        ) : (
          <>
            <FilterSelect
              label="Locale"
              allLabel="Every locale"
              options={locales.map((l) => [l, l] as const)}
              value={locale}
              onChange={setLocale}
            />
            {groups.length === 0 ? (
              <EmptyState title="No terms for this locale" />
            ) : (
              <DataTable
                caption="Current terms"
                columns={[
                  'Applies to',
                  'Current version',
                  'Published',
                  { label: 'Actions', align: 'right' },
                ]}
              >
                {groups.map((list) => {
                  const key = groupKey(list[0]!);
                  return (
                    <TermsGroupRows
                      key={key}
                      versions={list}
                      expanded={expanded === key}
                      onToggle={() => setExpanded(expanded === key ? null : key)}
                      onNewVersion={setPublishing}
                    />
                  );
                })}
              </DataTable>
            )}
          </>
        )}
      </Section>
      <Section
        title="Who accepted which version"
        id="acknowledgements"
        description="Every acceptance is kept with the version and a hash of the content accepted."
      >
        {history.data ? (
          <Acknowledgements versions={versions} />
        ) : history.isError ? null : (
          <LoadingState />
        )}
      </Section>
      <Modal
        open={publishing !== undefined}
        onOpenChange={(open) => !open && setPublishing(undefined)}
        title="Publish a new version"
        wide
      >
        {publishing !== undefined && (
          <PublishTermsForm preset={publishing} onDone={() => setPublishing(undefined)} />
        )}
      </Modal>
    </div>
  );
}
