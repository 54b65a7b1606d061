'use client';

import { useState } from 'react';
import { useCampaign } from '@/lib/client/hooks/campaigns';
import {
  useConversionTracking,
  useRotateTrackingSecret,
  useTrackingSecret,
} from '@/lib/client/hooks/conversion-tracking';
import { formatDateTime } from '@/lib/client/format';
import { useActionError } from '@/components/ui/action-error';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/field';
import { PageHeader, Section } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { TestConversion } from './test-conversion';

/** A code block that wraps on a phone, with its copy button. */
function CodeBlock({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-medium text-slate-900">{label}</h3>
        <CopyButton value={value} label={`Copy ${label.toLowerCase()}`} />
      </div>
      <pre
        data-testid={testId}
        className="rounded bg-slate-100 p-3 font-mono text-xs break-all whitespace-pre-wrap text-slate-800"
      >
        {value}
      </pre>
    </div>
  );
}

function SecretPanel({ campaignId, createdAt }: { campaignId: string; createdAt: string | null }) {
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const secret = useTrackingSecret(campaignId, shown);
  const rotate = useRotateTrackingSecret(campaignId);
  const toast = useToast();
  const { error, run } = useActionError();
  const value = secret.data?.tracking_secret ?? null;
  const made = secret.data?.secret_created_at ?? createdAt;
  return (
    <div className="space-y-3" data-testid="tracking-secret">
      <FormError message={error} />
      {made ? (
        <p className="text-sm text-slate-600">
          The current secret was made {formatDateTime(made)}.
        </p>
      ) : (
        <p className="text-sm text-slate-600">
          No secret yet: make one before your server sends signed conversions.
        </p>
      )}
      {made && !shown && (
        <Button size="sm" onClick={() => setShown(true)}>
          Reveal secret
        </Button>
      )}
      {shown && secret.isLoading && <LoadingState label="Loading the secret…" />}
      {shown && secret.isError && (
        <ErrorState error={secret.error} retry={() => secret.refetch()} />
      )}
      {shown && value && (
        <div className="flex flex-wrap items-center gap-2">
          <code
            data-testid="secret-value"
            className="rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all"
          >
            {value}
          </code>
          <CopyButton value={value} label="Copy secret" />
          <Button size="sm" variant="ghost" onClick={() => setShown(false)}>
            Hide
          </Button>
        </div>
      )}
      <div>
        <Button
          variant={made ? 'danger' : 'primary'}
          size="sm"
          onClick={() => setConfirming(true)}
          disabled={rotate.isPending}
        >
          {made ? 'Make a new secret…' : 'Make a secret'}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={made ? 'Replace the tracking secret?' : 'Make a tracking secret?'}
        description={
          made
            ? 'The current secret stops working at once: signed conversions your server sends with it are refused until it uses the new one.'
            : 'Your server signs each conversion with it.'
        }
        confirmLabel={made ? 'Replace secret' : 'Make secret'}
        confirmVariant={made ? 'danger' : 'primary'}
        pending={rotate.isPending}
        onConfirm={() =>
          void run(async () => {
            await rotate.mutateAsync();
            setConfirming(false);
            setShown(true);
            toast(made ? 'New secret made; the old one no longer works.' : 'Secret made.');
          })
        }
      />
    </div>
  );
}

/** The campaign's tracking setup: tags, the server-to-server postback and its secret, a test. */
export function TrackingSetupPage({ campaignId }: { campaignId: string }) {
  const campaign = useCampaign(campaignId);
  const tracking = useConversionTracking(campaignId);
  const c = campaign.data?.campaign;
  const crumbs = [
    { label: 'Console', href: '/console' },
    ...(c
      ? [
          { label: c.advertiser_name, href: `/console/brands/${c.advertiser_id}` },
          { label: c.title, href: `/console/campaigns/${c.campaign_id}` },
        ]
      : [{ label: `Campaign #${campaignId}`, href: `/console/campaigns/${campaignId}` }]),
    { label: 'Tracking setup' },
  ];
  const t = tracking.data;
  const postback = t ? `${t.conversion_url}/signature:{signature}` : '';
  return (
    <div className="space-y-6">
      <PageHeader title="Tracking setup" crumbs={crumbs}>
        {c && `How ${c.title} records sales: put one of these on your order confirmation.`}
      </PageHeader>
      {tracking.isLoading || campaign.isLoading ? (
        <LoadingState label="Loading the tracking setup…" />
      ) : tracking.isError || !t || !c ? (
        <ErrorState
          error={tracking.error ?? campaign.error}
          retry={() => {
            void tracking.refetch();
            void campaign.refetch();
          }}
          title="The tracking setup could not be loaded"
        />
      ) : (
        <>
          <Section
            title="On your confirmation page"
            id="tags"
            description={
              t.pixel_conversions
                ? 'Replace the parts in braces with the order’s reference, its value and the click reference your landing page received.'
                : 'Unsigned tags are switched off for this campaign: only signed conversions from your server are accepted.'
            }
          >
            <div className="space-y-5">
              <CodeBlock label="JavaScript tag" value={t.javascript_tag} testId="js-tag" />
              <CodeBlock label="Image pixel" value={t.pixel_tag} testId="pixel-tag" />
            </div>
          </Section>
          <Section
            title="From your server (postback)"
            id="postback"
            description="Your server calls this address for each order, signed with the secret below: the signature is the hex HMAC-SHA256 of the address without its signature part, keyed with the secret."
          >
            <div className="space-y-5">
              <CodeBlock label="Postback URL" value={postback} testId="postback-url" />
              <SecretPanel campaignId={c.campaign_id} createdAt={t.secret_created_at} />
            </div>
          </Section>
          <Section
            title="Test a conversion"
            id="test"
            description="See which partner a sale would credit, by which rule, and its commission. Nothing is recorded."
          >
            <TestConversion campaignId={c.campaign_id} currency={c.default_currency ?? ''} />
          </Section>
        </>
      )}
    </div>
  );
}
