'use client';

import Link from 'next/link';
import { useState } from 'react';
import { describeError } from '@/lib/client/form-errors';
import { formatDate } from '@/lib/client/format';
import { useCampaignCustomTerms, useRequestCampaign } from '@/lib/client/hooks/partner-area';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { CheckboxField, FormError } from '@/components/ui/field';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { RichText } from './rich-text';
import { usePartnerSession } from './session-context';

export interface RequestTarget {
  campaignId: string;
  title: string;
  brandId: string;
  brandName: string;
  /** An invitation (t): requesting accepts it. */
  invited: boolean;
}

export type RequestOutcome = { target: RequestTarget; status: 'a' | 'p' | 'r' | 't' | null };

/**
 * Request to join one campaign. When the campaign has custom terms, they are shown
 * and must be accepted first: their current id goes with the request, so the server records
 * the acceptance of exactly that version. Terms replaced meanwhile are shown again.
 */
export function RequestDialog({
  target,
  onClose,
  onDone,
}: {
  target: RequestTarget | null;
  onClose: () => void;
  onDone: (outcome: RequestOutcome) => void;
}) {
  return (
    <Modal
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={
        target
          ? `${target.invited ? 'Accept the invitation to' : 'Request to join'} “${target.title}”`
          : ''
      }
      wide
    >
      {target && (
        <RequestForm key={target.campaignId} target={target} onClose={onClose} onDone={onDone} />
      )}
    </Modal>
  );
}

function RequestForm({
  target,
  onClose,
  onDone,
}: {
  target: RequestTarget;
  onClose: () => void;
  onDone: (outcome: RequestOutcome) => void;
}) {
  const session = usePartnerSession();
  const terms = useCampaignCustomTerms(target.campaignId);
  const request = useRequestCampaign(session.partnerId);
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send() {
    setError(null);
    try {
      const result = await request.mutateAsync({
        advertiser_id: target.brandId,
        campaign_id: target.campaignId,
        terms_id: terms.data?.id ?? null,
      });
      if (result.success) {
        onDone({ target, status: result.status });
        return;
      }
      if (result.error?.code === 'terms_required') {
        setAgreed(false);
        setError(
          'The brand has just updated these terms. Read the new version and accept it to send your request.',
        );
        await terms.refetch();
        return;
      }
      setError(result.error?.message ?? 'The request was not accepted.');
    } catch (e) {
      setError(describeError(e));
    }
  }

  if (terms.isLoading) return <LoadingState label="Checking the campaign's terms…" />;
  if (terms.isError)
    return (
      <ErrorState
        error={terms.error}
        retry={() => terms.refetch()}
        title="The campaign's terms could not be loaded"
      />
    );
  const custom = terms.data ?? null;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {target.brandName} decides on requests, unless the campaign approves partners automatically:
        then you are approved at once.
      </p>
      {custom ? (
        <div data-testid="custom-terms">
          <h3 className="text-sm font-semibold text-slate-900">{custom.title}</h3>
          <p className="text-xs text-slate-500">
            The campaign&apos;s terms, version {custom.version} of {formatDate(custom.created_at)}.
            You must accept them to join.
          </p>
          <div className="mt-2 max-h-72 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-4">
            <RichText html={custom.content} label={`${custom.title}, version ${custom.version}`} />
          </div>
          <CheckboxField
            className="mt-3"
            label={`I accept “${custom.title}” (version ${custom.version})`}
            checked={agreed}
            onChange={(e) => setAgreed(e.target.checked)}
          />
        </div>
      ) : (
        <p className="text-sm text-slate-700">This campaign has no terms of its own to accept.</p>
      )}
      <FormError message={error} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link href="/partner/campaigns" className="text-sm text-brand hover:underline">
          See my campaigns
        </Link>
        <div className="flex gap-2">
          <Button onClick={onClose} disabled={request.isPending}>
            Cancel
          </Button>
          <Button
            variant="primary"
            onClick={send}
            disabled={request.isPending || (custom !== null && !agreed)}
          >
            {request.isPending
              ? 'Sending…'
              : custom
                ? 'Accept terms and request'
                : target.invited
                  ? 'Accept invitation'
                  : 'Send request'}
          </Button>
        </div>
      </div>
    </div>
  );
}
