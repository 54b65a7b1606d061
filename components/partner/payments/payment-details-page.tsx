'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { usePaymentDetails, type PaymentDetailSet } from '@/lib/client/hooks/payments';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { usePartnerSession } from '../shell/session-context';
import { AreaPageHeader } from '../shell/partner-page';
import { useMoney } from '../earnings/use-money';
import { PaymentDetailDialog } from './payment-detail-dialog';

/** One saved set: its method and country, its values masked, its threshold and any hold. */
function SetCard({ set, onChange }: { set: PaymentDetailSet; onChange: () => void }) {
  const t = useTranslations('paymentDetails');
  const session = usePartnerSession();
  const money = useMoney();
  const values = Object.entries(set.payment_detail_values);
  return (
    <li
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      data-testid={`payment-set-${set.paid_currency}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-base font-semibold text-slate-900">
            {t('setTitle', { currency: set.paid_currency })}{' '}
            {set.suspended === 'y' && <Badge tone="red">{t('suspended')}</Badge>}
          </h2>
          <p className="text-sm text-slate-600">
            {t(`method.${set.payment_type_code as 'paypal'}`)} · {set.country}
          </p>
        </div>
        <Button
          size="sm"
          onClick={onChange}
          aria-label={t('changeLabel', { currency: set.paid_currency })}
        >
          {t('change')}
        </Button>
      </div>
      {set.suspended === 'y' && (
        <p role="status" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
          {t('suspendedNote', { network: session.networkName, note: set.suspension_notes ?? '' })}
        </p>
      )}
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {values.map(([key, value]) => (
          <div key={key}>
            <dt className="text-slate-500">
              {t.has(`values.${key}`) ? t(`values.${key}` as 'values.iban') : key}
            </dt>
            <dd className="font-mono break-all text-slate-900" data-field={key}>
              {value}
            </dd>
          </div>
        ))}
        <div>
          <dt className="text-slate-500">{t('threshold')}</dt>
          <dd className="text-slate-900">
            {set.automatic_self_bill_creation_threshold === '-1'
              ? t('thresholdNetwork')
              : money(set.automatic_self_bill_creation_threshold, set.paid_currency)}
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** /partner/payment-details: the partner's sets per paid currency, masked; add or replace one. */
export function PaymentDetailsPage() {
  const session = usePartnerSession();
  const t = useTranslations('paymentDetails');
  const details = usePaymentDetails(session.partnerId);
  const [editing, setEditing] = useState<{ current: PaymentDetailSet | null } | null>(null);
  const sets = details.data ?? [];
  const add = (
    <Button variant="primary" size="sm" onClick={() => setEditing({ current: null })}>
      {t('add')}
    </Button>
  );
  return (
    <div className="space-y-6">
      <AreaPageHeader title={t('title')} actions={sets.length > 0 ? add : undefined}>
        {t('description', { network: session.networkName })}
      </AreaPageHeader>
      {details.isError ? (
        <ErrorState error={details.error} retry={() => details.refetch()} title={t('loadFailed')} />
      ) : !details.data ? (
        <LoadingState label={t('loading')} />
      ) : !sets.length ? (
        <EmptyState title={t('noneTitle')} action={add}>
          {t('noneText')}
        </EmptyState>
      ) : (
        <ul className="space-y-4">
          {sets.map((s) => (
            <SetCard
              key={s.publisher_payment_detail_set_id}
              set={s}
              onChange={() => setEditing({ current: s })}
            />
          ))}
        </ul>
      )}
      <PaymentDetailDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        partnerId={session.partnerId}
        current={editing?.current ?? null}
        currency={nextCurrency(sets) ?? 'EUR'}
      />
    </div>
  );
}

const ORDER = ['EUR', 'GBP', 'USD', 'JPY'];
/** The first currency without a set, for a new one. */
function nextCurrency(sets: PaymentDetailSet[]): string | undefined {
  return ORDER.find((c) => !sets.some((s) => s.paid_currency === c));
}
