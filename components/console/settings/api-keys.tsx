'use client';

import { useState } from 'react';
import { useMe } from '@/lib/client/hooks/users';
import { formatDateTime } from '@/lib/client/format';
import { Section } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { KeysExplained, NewKeyDialog } from './new-key-dialog';
import { RotateApiKey } from './rotate-api-key';

const ROLE_LABELS: Record<string, string> = {
  network: 'Network staff',
  brand: 'Brand user',
  partner: 'Partner user',
};

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

/** The account, the network's application key (prefix only) and the user's own API key with rotation. */
export function ApiKeys() {
  const me = useMe();
  const toast = useToast();
  const [newKey, setNewKey] = useState<string | null>(null);

  if (me.isLoading) return <LoadingState label="Loading your account…" />;
  if (me.isError || !me.data) return <ErrorState error={me.error} retry={() => me.refetch()} />;
  const user = me.data.data;

  function onRotated(apiKey: string) {
    setNewKey(apiKey);
    toast('Your API key was replaced. Copy the new one now.');
  }

  return (
    <div className="space-y-6">
      <Section title="Your account" id="account">
        <dl className="divide-y divide-slate-100">
          <Row label="User name">{user.user_name}</Row>
          <Row label="E-mail">{user.email}</Row>
          <Row label="Role">{ROLE_LABELS[user.role]}</Row>
          <Row label="Network">
            {user.network.network_name}{' '}
            <span className="text-slate-500">#{user.network.network_id}</span>
          </Row>
        </dl>
      </Section>

      <Section
        title="Application key"
        id="application-key"
        description="Identifies the network on every API call (the user name of HTTP Basic)."
      >
        <dl>
          <Row label="Key">
            <code className="rounded bg-slate-100 px-2 py-1" data-testid="application-key-prefix">
              {user.network.application_key_prefix}…
            </code>
          </Row>
        </dl>
        <p className="mt-3 text-sm text-slate-600">
          Only the first characters are stored: the full key was shown once, when the network was
          created, and only its hash is kept, so nobody can display it again. It cannot be rotated
          from the console: the network has a single application key, so a new one would stop every
          integration of every user at the same moment, with no period in which both keys work. If
          the key has leaked, ask whoever runs this installation to replace it.
        </p>
      </Section>

      <KeysExplained staff={user.role === 'network'} />

      <Section
        title="Your API key"
        id="api-key"
        description="The password of HTTP Basic: application_key:your_api_key."
      >
        <dl>
          <Row label="Key">
            <code className="rounded bg-slate-100 px-2 py-1" data-testid="api-key-prefix">
              {user.api_key_prefix}…
            </code>
          </Row>
          <Row label="Issued">{formatDateTime(user.api_key_rotated_at)}</Row>
        </dl>
        <NewKeyDialog
          apiKey={newKey}
          appKeyPrefix={user.network.application_key_prefix}
          staff={user.role === 'network'}
          onClose={() => setNewKey(null)}
        />
        <RotateApiKey onRotated={onRotated} />
      </Section>
    </div>
  );
}
