'use client';

import { useState } from 'react';
import { useFundingMode, useSetFundingMode, type FundingMode } from '@/lib/client/hooks/payments';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { useActionError } from '@/components/ui/action-error';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { Section } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';

const MODES: { mode: FundingMode; label: string; meaning: string }[] = [
  {
    mode: 'scheduled',
    label: 'Scheduled',
    meaning:
      'Commission is available to partners as soon as it is payable (the month after the lock period).',
  },
  {
    mode: 'pay_when_paid',
    label: 'Pay when paid',
    meaning:
      "Payable commission goes on the brand's invoice and is available to partners only once that invoice is paid.",
  },
];

function FundingModeForm({ current }: { current: FundingMode }) {
  const session = useConsoleSession();
  const save = useSetFundingMode(session.networkId);
  const toast = useToast();
  const { error, run } = useActionError();
  const [mode, setMode] = useState<FundingMode>(current);
  return (
    <form
      className="space-y-4"
      aria-label="Funding mode"
      onSubmit={(e) => {
        e.preventDefault();
        void run(async () => {
          await save.mutateAsync(mode);
          toast('Funding mode saved.');
        });
      }}
    >
      <FormError message={error} />
      <fieldset className="space-y-3">
        <legend className="sr-only">How the network funds partner payments</legend>
        {MODES.map((m) => (
          <label key={m.mode} className="flex items-start gap-3 text-sm">
            <input
              type="radio"
              name="funding_mode"
              value={m.mode}
              checked={mode === m.mode}
              onChange={() => setMode(m.mode)}
              className="mt-1"
            />
            <span>
              <span className="font-medium text-slate-900">{m.label}</span>
              <span className="block text-slate-600">{m.meaning}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" variant="primary" disabled={save.isPending || mode === current}>
        {save.isPending ? 'Saving…' : 'Save funding mode'}
      </Button>
    </form>
  );
}

/** Staff: scheduled or pay-when-paid (docs/payments.md#funding-modes-a-network-setting). */
export function FundingModeSettings() {
  const session = useConsoleSession();
  const mode = useFundingMode(session.networkId);
  return (
    <Section
      title="Partner payments"
      id="funding-mode"
      description="How the network funds payouts. A change applies to commission that becomes payable afterwards."
    >
      {mode.isError ? (
        <ErrorState error={mode.error} retry={() => mode.refetch()} />
      ) : mode.data ? (
        <FundingModeForm key={mode.data} current={mode.data} />
      ) : (
        <LoadingState label="Loading the funding mode…" />
      )}
    </Section>
  );
}
