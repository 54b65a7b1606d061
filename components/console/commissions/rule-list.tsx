'use client';

import type { ReactNode } from 'react';
import type { Commission, Promotion, Tier } from '@/lib/client/hooks/commissions';
import type { VoucherCommission } from '@/lib/client/hooks/voucher-commissions';
import { formatDateTime, formatNumber } from '@/lib/client/format';
import { formatMoney } from '@/lib/money/format';
import { Badge } from '@/components/ui/badge';
import { RowButton } from '@/components/ui/edit-dialog';
import { EmptyState } from '@/components/ui/states';

/**
 * The campaign's rules as a list, each with the actions the reference allows on it: a standard
 * commission is edited and ended; a promotion, tier or voucher commission is also deleted.
 */

/** A rate as people read it: "7.5%" or "£12.00 per sale". */
export function rateText(model: string, value: number, currency: string): string {
  return model === 'percentage_cpa'
    ? `${value}%`
    : `${formatMoney(value, currency, 'en-GB')} per sale`;
}

export type Rule =
  | { kind: 'commission'; rule: Commission }
  | { kind: 'promotion'; rule: Promotion }
  | { kind: 'tier'; rule: Tier }
  | { kind: 'voucher'; rule: VoucherCommission };
export type Action = { do: 'edit' | 'end' | 'delete'; target: Rule };

export const KIND_NAMES = {
  commission: 'commission',
  promotion: 'promotion',
  tier: 'tier',
  voucher: 'voucher commission',
} as const;

export function titleOf(r: Rule): string {
  if (r.kind === 'commission') return r.rule.description || `Commission #${r.rule.id}`;
  if (r.kind === 'promotion') return r.rule.description || `Promotion #${r.rule.id}`;
  if (r.kind === 'voucher') return r.rule.description || `Voucher commission #${r.rule.id}`;
  return r.rule.name;
}

function StatusOf({ status, start }: { status: string; start: string | null }) {
  if (status === 'SCHEDULED') return <Badge tone="slate">Starts {formatDateTime(start)}</Badge>;
  if (status === 'ACTIVE') return <Badge tone="green">Active</Badge>;
  return <Badge tone="slate">Ended</Badge>;
}

function whoText(groups: { name: string }[], partners: { name: string }[]): string {
  const names = [
    ...groups.map((g) => `partner group ${g.name}`),
    ...partners.map((p) => `partner ${p.name}`),
  ];
  return names.length ? `For ${names.join(', ')}` : 'For every partner';
}

/** What a voucher commission pays, for which codes (and group), and when. */
function voucherLines(v: VoucherCommission, currency: string): string[] {
  const codes = v.voucher_codes.map((c) => c.code);
  const group = v.group_limit ? ` (partner group ${v.group_limit.name} only)` : '';
  return [
    `${codes.length === 1 ? 'Code' : 'Codes'} ${codes.join(', ') || 'none'}${group}: ${rateText(v.performance_model, v.performance_value, currency)}`,
    `${formatDateTime(v.start_date)} to ${v.end_date ? formatDateTime(v.end_date) : 'no end date'}`,
  ];
}

/** One rule: what it pays and when, with its actions below it on a phone and beside it on a desk. */
function RuleRow({
  rule,
  kindLabel,
  lines,
  status,
  actions,
  onAction,
}: {
  rule: Rule;
  kindLabel: string;
  lines: ReactNode[];
  status: ReactNode;
  actions: { label: string; do: Action['do'] }[];
  onAction: (a: Action) => void;
}) {
  return (
    <li
      className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
      data-testid={`rule-${rule.kind}-${rule.rule.id}`}
    >
      <div className="min-w-0 text-sm">
        <p className="font-medium text-slate-900">
          <span className="text-slate-500">{kindLabel}: </span>
          {titleOf(rule)} {status}
        </p>
        {lines.map((line, i) => (
          <p key={i} className="text-slate-600">
            {line}
          </p>
        ))}
      </div>
      {actions.length > 0 && (
        <div className="flex shrink-0 flex-wrap gap-1">
          {actions.map((a) => (
            <RowButton
              key={a.do}
              name={`${a.label} ${KIND_NAMES[rule.kind]} ${titleOf(rule)}`}
              onClick={() => onAction({ do: a.do, target: rule })}
              opensDialog
            >
              {a.label}
            </RowButton>
          ))}
        </div>
      )}
    </li>
  );
}

const canEnd = (status: string) => status === 'ACTIVE';
const open = (status: string) => status === 'ACTIVE' || status === 'SCHEDULED';

function levelText(tier: Tier, l: Tier['levels'][number], currency: string): string {
  const from =
    tier.performance_measurement === 'total_items'
      ? `${formatNumber(l.threshold)} items`
      : formatMoney(l.threshold, currency, 'en-GB');
  return `from ${from}: ${rateText(tier.reward_model, l.bonus_value, currency)}`;
}

export function RuleList({
  commissions,
  promotions,
  tiers,
  vouchers,
  currency,
  onAction,
}: {
  commissions: Commission[];
  promotions: Promotion[];
  tiers: Tier[];
  vouchers: VoucherCommission[];
  currency: string;
  onAction: (a: Action) => void;
}) {
  if (!commissions.length && !promotions.length && !tiers.length && !vouchers.length)
    return (
      <EmptyState title="No commission rules: every partner earns the campaign's default rate" />
    );
  return (
    <ul className="divide-y divide-slate-100" aria-label="Commission rules">
      {commissions.map((c) => (
        <RuleRow
          key={`c-${c.id}`}
          rule={{ kind: 'commission', rule: c }}
          onAction={onAction}
          kindLabel="Commission"
          status={<StatusOf status={c.status} start={c.start_date} />}
          lines={[
            ...c.rates.map(
              (r) =>
                `${
                  r.type === 'group'
                    ? `Partner group ${r.name}`
                    : r.type === 'publisher'
                      ? `Partner ${r.name}`
                      : 'Every partner'
                }: ${rateText(r.performance_model, r.performance_value, currency)}`,
            ),
            c.end_date ? `Until ${formatDateTime(c.end_date)}` : 'No end date',
          ]}
          actions={[
            ...(open(c.status) ? [{ label: 'Edit', do: 'edit' as const }] : []),
            ...(canEnd(c.status) ? [{ label: 'End', do: 'end' as const }] : []),
          ]}
        />
      ))}
      {promotions.map((p) => (
        <RuleRow
          key={`p-${p.id}`}
          rule={{ kind: 'promotion', rule: p }}
          onAction={onAction}
          kindLabel="Promotion"
          status={<StatusOf status={p.status} start={p.start_date} />}
          lines={[
            `${whoText(p.groups, p.publishers)}: ${rateText(p.performance_model, p.performance_value, currency)}`,
            `${formatDateTime(p.start_date)} to ${p.end_date ? formatDateTime(p.end_date) : 'no end date'}`,
          ]}
          actions={[
            ...(open(p.status) ? [{ label: 'Edit', do: 'edit' as const }] : []),
            ...(canEnd(p.status) ? [{ label: 'End', do: 'end' as const }] : []),
            { label: 'Delete', do: 'delete' as const },
          ]}
        />
      ))}
      {tiers.map((t) => (
        <RuleRow
          key={`t-${t.id}`}
          rule={{ kind: 'tier', rule: t }}
          onAction={onAction}
          kindLabel="Tier"
          status={<StatusOf status={t.status} start={t.start_date} />}
          lines={[
            `${whoText(t.groups, t.publishers)}, by ${t.performance_measurement === 'total_items' ? 'items sold' : 'sales revenue'} in the period`,
            ...t.levels.map((l, i) => `Level ${i + 1} ${levelText(t, l, currency)}`),
            `${formatDateTime(t.start_date)} to ${formatDateTime(t.end_date)}`,
          ]}
          actions={[
            ...(open(t.status) ? [{ label: 'Edit', do: 'edit' as const }] : []),
            ...(canEnd(t.status) ? [{ label: 'End', do: 'end' as const }] : []),
            { label: 'Delete', do: 'delete' as const },
          ]}
        />
      ))}
      {vouchers.map((v) => (
        <RuleRow
          key={`v-${v.id}`}
          rule={{ kind: 'voucher', rule: v }}
          onAction={onAction}
          kindLabel="Voucher commission"
          status={<StatusOf status={v.status} start={v.start_date} />}
          lines={voucherLines(v, currency)}
          actions={[
            ...(open(v.status) ? [{ label: 'Edit', do: 'edit' as const }] : []),
            ...(canEnd(v.status) ? [{ label: 'End', do: 'end' as const }] : []),
            { label: 'Delete', do: 'delete' as const },
          ]}
        />
      ))}
    </ul>
  );
}
