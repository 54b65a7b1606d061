'use client';

import { useState, type FormEvent } from 'react';
import {
  useTestConversion,
  type ConversionTest,
  type ConversionTestBody,
} from '@/lib/client/hooks/conversion-tracking';
import { formatDateTime } from '@/lib/client/format';
import { useActionError } from '@/components/ui/action-error';
import { Button } from '@/components/ui/button';
import { FormError, TextField } from '@/components/ui/field';

/** "Test a conversion" on the tracking setup page: a dry run, nothing is recorded. */

const CLICK_WORDS: Record<ConversionTest['clicks'][number]['verdict'], string> = {
  winner: 'credits the sale (the last click that counts)',
  older: 'counts, but a later click wins',
  unknown: 'no such click on this network',
  other_campaign: 'a click on another campaign',
  not_creditable: 'a click that did not count (invalid traffic)',
  after_conversion: 'made after the sale',
  expired: 'older than the cookie period',
};

const VOUCHER_WORDS: Record<NonNullable<ConversionTest['voucher']>['verdict'], string> = {
  winner: 'credits the sale',
  beaten_by_click: 'valid, but a click wins (vouchers do not take precedence)',
  unknown: 'not a code of this campaign',
  inactive: 'retired',
  no_partner: 'belongs to no partner',
  partner_not_approved: 'its partner is not approved on this campaign',
  outside_window: 'outside its validity dates',
};

const RULE_WORDS: Record<ConversionTest['rule'], string> = {
  voucher_precedence:
    'Voucher code first: the campaign gives voucher codes precedence over clicks.',
  last_click: 'Last click: the last click that counts within the cookie period.',
  voucher: 'Voucher code: no click counts, so the voucher code decides.',
  unattributed: 'Nobody: no click or voucher code counts. The sale would be kept, unattributed.',
  manual: 'You named the partner.',
};

const COMMISSION_KIND_WORDS: Record<ConversionTest['commission_rule']['kind'], string> = {
  voucher: 'voucher code commission',
  promotion: 'promotion',
  tier: 'tier',
  publisher: "partner's own rate",
  group: "partner group's rate",
  campaign: 'campaign commission',
  default: "campaign's default rate",
  none: 'none (nobody is credited)',
};

/** "GBP 4.00": the exact amount, its last two zero decimals dropped. */
const money = (currency: string, amount: string) =>
  `${currency} ${amount.replace(/^(-?\d+\.\d\d)00$/, '$1')}`;

function rateText(r: ConversionTest['commission_rule'], currency: string): string {
  return r.performance_model === 'percentage_cpa'
    ? `${Number(r.performance_value)}% of the value`
    : `${money(currency, r.performance_value)} per sale`;
}

function TestResult({ result }: { result: ConversionTest }) {
  return (
    <div
      className="space-y-3 rounded border border-slate-200 bg-slate-50 p-4 text-sm"
      data-testid="test-result"
      aria-live="polite"
    >
      <p className="text-xs text-slate-500">Nothing was recorded.</p>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium text-slate-700">Partner credited</dt>
        <dd data-testid="result-partner">
          {result.partner ? `${result.partner.name} (#${result.partner.id})` : 'Nobody'}
        </dd>
        <dt className="font-medium text-slate-700">Why</dt>
        <dd data-testid="result-rule">{RULE_WORDS[result.rule]}</dd>
        <dt className="font-medium text-slate-700">Commission</dt>
        <dd data-testid="result-commission">
          {money(result.currency, result.commission)}
          {result.partner && (
            <span className="block text-xs text-slate-500">
              By the {COMMISSION_KIND_WORDS[result.commission_rule.kind]}
              {result.commission_rule.description &&
                ` “${result.commission_rule.description}”`}:{' '}
              {rateText(result.commission_rule, result.currency)}
            </span>
          )}
        </dd>
        <dt className="font-medium text-slate-700">Would be recorded</dt>
        <dd>
          {result.status === 'rejected'
            ? `Rejected: ${result.reject_reason ?? ''}`
            : 'Pending, for review'}
          {result.duplicate_of && (
            <span className="block text-amber-700">
              This order reference is already recorded (conversion #{result.duplicate_of}): a real
              call would answer that one and record nothing new.
            </span>
          )}
        </dd>
      </dl>
      {result.clicks.length > 0 && (
        <div>
          <h4 className="font-medium text-slate-700">Click references</h4>
          <ul className="mt-1 space-y-1">
            {result.clicks.map((c) => (
              <li key={c.clickref} className="break-all">
                <code className="font-mono text-xs">{c.clickref}</code>: {CLICK_WORDS[c.verdict]}
                {c.partner && ` · ${c.partner.name}`}
                {c.clicked_at && ` · clicked ${formatDateTime(c.clicked_at)}`}
              </li>
            ))}
          </ul>
        </div>
      )}
      {result.voucher && (
        <p>
          <span className="font-medium text-slate-700">Voucher code </span>
          <code className="font-mono text-xs">{result.voucher.code}</code>:{' '}
          {VOUCHER_WORDS[result.voucher.verdict]}
          {result.voucher.partner && ` · ${result.voucher.partner.name}`}
        </p>
      )}
    </div>
  );
}

type Fields = Record<'clickref' | 'publisher_id' | 'voucher_code' | 'value', string>;
const EMPTY: Fields = { clickref: '', publisher_id: '', voucher_code: '', value: '' };

export function TestConversion({ campaignId, currency }: { campaignId: string; currency: string }) {
  const test = useTestConversion(campaignId);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [result, setResult] = useState<ConversionTest | null>(null);
  const { error, run } = useActionError();
  const set = (name: keyof Fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));
  function submit(e: FormEvent) {
    e.preventDefault();
    const body: ConversionTestBody = { value: fields.value.trim() };
    if (fields.clickref.trim()) body.clickref = fields.clickref.trim();
    if (fields.voucher_code.trim()) body.voucher_code = fields.voucher_code.trim();
    if (fields.publisher_id.trim()) body.publisher_id = fields.publisher_id.trim();
    setResult(null);
    void run(async () => setResult(await test.mutateAsync(body)));
  }
  return (
    <form className="space-y-4" onSubmit={submit} aria-label="Test a conversion" noValidate>
      <FormError message={error} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Click reference"
          hint="The clickref your landing page received; several separated by commas."
          value={fields.clickref}
          onChange={set('clickref')}
          autoComplete="off"
        />
        <TextField
          label="Voucher code"
          hint="The code the shopper used, if any."
          value={fields.voucher_code}
          onChange={set('voucher_code')}
          autoComplete="off"
        />
        <TextField
          label="Partner number (optional)"
          hint="Only to credit a partner yourself, instead of the clicks and codes."
          value={fields.publisher_id}
          onChange={set('publisher_id')}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          label={`Sale value (${currency})`}
          hint="For example 49.90."
          value={fields.value}
          onChange={set('value')}
          inputMode="decimal"
          required
          autoComplete="off"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" disabled={test.isPending}>
          {test.isPending ? 'Testing…' : 'Test conversion'}
        </Button>
        {(result || error) && (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setFields(EMPTY);
              setResult(null);
            }}
          >
            Clear
          </Button>
        )}
      </div>
      {result && <TestResult result={result} />}
    </form>
  );
}
