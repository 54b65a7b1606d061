'use client';

import { useMemo, useState } from 'react';
import { describeError } from '@/lib/client/form-errors';
import {
  useDiscoverySettings,
  useSaveDiscoverySettings,
} from '@/lib/client/hooks/discovery-settings';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { Button } from '@/components/ui/button';
import { FormError, TextField } from '@/components/ui/field';
import { Section } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { DiscoveryBrandSettings } from './discovery-brand-settings';
import { useDiscoveryEdits, type DiscoveryAdvertiser } from './use-discovery-edits';

const DESCRIPTION =
  'Which brands take part in partner discovery, and which of their campaigns partners can find there. ' +
  'Partners already on a campaign keep it; campaigns that are not active or are hidden are not discoverable anyway.';

function DiscoveryForm({ advertisers }: { advertisers: DiscoveryAdvertiser[] }) {
  const session = useConsoleSession();
  const save = useSaveDiscoverySettings(session.networkId);
  const edits = useDiscoveryEdits(advertisers);
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string | null>(null);
  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    return term
      ? advertisers.filter(
          (a) =>
            a.name.toLowerCase().includes(term) ||
            a.campaigns.some((c) => c.name.toLowerCase().includes(term)),
        )
      : advertisers;
  }, [advertisers, search]);

  async function onSave() {
    setError(null);
    try {
      await save.mutateAsync(edits.body());
      edits.reset();
      toast('Discovery settings saved.');
    } catch (caught) {
      setError(`The settings were not saved: ${describeError(caught)}`);
    }
  }

  return (
    <div className="space-y-4">
      <FormError message={error} />
      <TextField
        label="Find a brand or campaign"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        className="max-w-sm"
      />
      {shown.length === 0 && <p className="text-sm text-slate-500">Nothing matches “{search}”.</p>}
      <div className="space-y-3">
        {shown.map((a) => (
          <DiscoveryBrandSettings key={a.id} advertiser={a} edits={edits} />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="primary"
          onClick={() => void onSave()}
          disabled={edits.changes === 0 || save.isPending}
        >
          {save.isPending ? 'Saving…' : 'Save discovery settings'}
        </Button>
        <Button
          variant="ghost"
          onClick={edits.reset}
          disabled={edits.changes === 0 || save.isPending}
        >
          Discard changes
        </Button>
        <span className="text-sm text-slate-500" role="status">
          {edits.changes === 0
            ? 'No unsaved changes.'
            : `${edits.changes} unsaved ${edits.changes === 1 ? 'change' : 'changes'}.`}
        </span>
      </div>
    </div>
  );
}

/** The network's discovery settings (staff): brands taking part, campaigns shown. */
export function DiscoverySettings() {
  const session = useConsoleSession();
  const settings = useDiscoverySettings(session.networkId);
  return (
    <Section title="Discovery" id="discovery" description={DESCRIPTION}>
      {settings.isLoading ? (
        <LoadingState label="Loading the discovery settings…" />
      ) : settings.isError || !settings.data ? (
        <ErrorState error={settings.error} retry={() => settings.refetch()} />
      ) : settings.data.advertisers.length === 0 ? (
        <EmptyState title="No brands yet">Brands appear here once the network has some.</EmptyState>
      ) : (
        <DiscoveryForm advertisers={settings.data.advertisers} />
      )}
    </Section>
  );
}
