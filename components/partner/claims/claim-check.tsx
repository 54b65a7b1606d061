'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { apiDate } from '@/lib/i18n/dates';
import { useClaimCheck } from '@/lib/client/hooks/claims';
import { Button } from '@/components/ui/button';
import { useMoney } from '../earnings/use-money';
import { campaignOf, claimProblem, type ClaimProblem, type ClaimType } from './claim-values';

/** The order reference as typed, once the partner has paused typing. */
function useSettled(value: string, ms = 400) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** A problem with the claim in the partner's words. */
export function useProblemText() {
  const t = useTranslations('claims.form.check');
  const format = useFormatter();
  const money = useMoney();
  const date = (v: string | null | undefined) => {
    const d = apiDate(v ?? null);
    return d ? format.dateTime(d, { dateStyle: 'medium' }) : '—';
  };
  return (problem: ClaimProblem, reference: string) => {
    switch (problem.kind) {
      case 'claimed':
        return t('claimed', {
          reference,
          date: date(problem.claim.created_at),
          state: t(`claimState.${problem.claim.current_state}`),
        });
      case 'recorded': {
        const v = problem.sale.conversion_value;
        return t('recorded', {
          reference,
          date: date(problem.sale.conversion_time),
          value: money(v.value, problem.sale.currency),
          commission: money(v.publisher_commission, v.commission_currency),
          status: t(`saleStatus.${v.conversion_status}`),
        });
      }
      case 'notRecorded':
        return t('notRecorded', { reference });
    }
  };
}

/**
 * What is known of the order before the claim is sent: an open claim of it, or its sale already
 * recorded (then the types that fit are offered), or no sale to correct.
 */
export function ClaimCheckNotice({
  partnerId,
  camref,
  reference,
  type,
  onType,
}: {
  partnerId: string;
  camref: string;
  reference: string;
  type: ClaimType;
  onType: (type: ClaimType) => void;
}) {
  const t = useTranslations('claims.form.check');
  const text = useProblemText();
  const settled = useSettled(reference.trim());
  const check = useClaimCheck(partnerId, campaignOf(camref), settled);
  if (!settled || !check.data) return null;
  const problem = claimProblem(type, check.data);
  if (!problem) return null;
  return (
    <div
      role="status"
      data-testid="claim-check"
      className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <p>{text(problem, settled)}</p>
      {problem.kind === 'recorded' && (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button size="sm" onClick={() => onType('incorrect_commission')}>
            {t('useIncorrect')}
          </Button>
          <Button size="sm" onClick={() => onType('declined')}>
            {t('useDeclined')}
          </Button>
        </div>
      )}
      {problem.kind === 'notRecorded' && (
        <div className="mt-2">
          <Button size="sm" onClick={() => onType('untracked')}>
            {t('useUntracked')}
          </Button>
        </div>
      )}
    </div>
  );
}
