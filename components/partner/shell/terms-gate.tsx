'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { ApiClientError } from '@/lib/client/errors';
import { describeError } from '@/lib/client/form-errors';
import { formatDate } from '@/lib/client/format';
import { useAcceptNetworkTerms } from '@/lib/client/hooks/partner-area';
import { Button } from '@/components/ui/button';
import { CheckboxField, FormError } from '@/components/ui/field';
import { countryName } from '@/components/ui/options';
import { RichText } from '../../shared/rich-text';
import { usePartnerSession, type TermsGateInfo } from './session-context';
import { localeName } from '../../shared/status-text';

const where = (t: { locale: string; country: string | null }) =>
  `${localeName(t.locale)}, ${t.country ? countryName(t.country) : 'every country'}`;

/**
 * Shown instead of any partner page while the network terms that apply to the partner (its
 * locale and country) are newer than the version it accepted: accept to continue.
 */
export function TermsGate({ gate }: { gate: TermsGateInfo }) {
  const session = usePartnerSession();
  const router = useRouter();
  const accept = useAcceptNetworkTerms(session.networkId);
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refreshing, startRefresh] = useTransition();
  const changed = gate.previous !== null;

  async function onAccept() {
    setError(null);
    try {
      await accept.mutateAsync(gate.termsId);
      startRefresh(() => router.refresh());
    } catch (e) {
      // Replaced again while the page was open: show the newest version.
      if (e instanceof ApiClientError && e.status === 400) {
        setError('These terms have just been replaced by a newer version. Loading it…');
        startRefresh(() => router.refresh());
        return;
      }
      setError(describeError(e));
    }
  }

  return (
    <section
      aria-labelledby="terms-gate-title"
      className="mx-auto max-w-3xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      data-testid="terms-gate"
    >
      <h1 id="terms-gate-title" className="text-xl font-semibold text-slate-900">
        {changed
          ? `The terms of ${session.networkName} have changed`
          : `Accept the terms of ${session.networkName}`}
      </h1>
      <p className="mt-2 text-sm text-slate-600">
        {changed
          ? `Version ${gate.version} (${where(gate)}) replaces the terms you accepted on ${formatDate(gate.previous!.at)} (version ${gate.previous!.version}). Read them and accept them to continue to your partner area.`
          : `Version ${gate.version} (${where(gate)}) applies to you. Read the terms and accept them to continue to your partner area.`}
      </p>
      <div className="mt-4 max-h-96 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-4">
        <RichText html={gate.content} label={`Terms, version ${gate.version}`} />
      </div>
      <div className="mt-4 space-y-3">
        <FormError message={error} />
        <CheckboxField
          label={`I have read and accept these terms (version ${gate.version})`}
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="primary"
            onClick={onAccept}
            disabled={!agreed || accept.isPending || refreshing}
          >
            {accept.isPending || refreshing ? 'Saving…' : 'Accept and continue'}
          </Button>
          <span className="text-xs text-slate-500">
            If you do not accept, sign out; your account stays as it is.
          </span>
        </div>
      </div>
    </section>
  );
}
