'use client';

import Link from 'next/link';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { VoucherCode } from '@/lib/client/hooks/campaign-tracking';
import { CheckboxField } from '@/components/ui/field';
import { DialogCancel } from '@/components/ui/dialog';

/** The campaign's voucher codes a voucher commission may pay for: one checkbox each. */
export function VoucherCodePicker({
  codes,
  register,
  error,
}: {
  codes: VoucherCode[];
  register: UseFormRegisterReturn<'codes'>;
  error?: string;
}) {
  return (
    <fieldset className="space-y-2" aria-describedby={error ? 'voucher-codes-error' : undefined}>
      <legend className="text-sm font-medium text-slate-700">Voucher codes it pays for</legend>
      {error && (
        <p id="voucher-codes-error" role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="grid max-h-48 gap-2 overflow-y-auto sm:grid-cols-2">
        {codes.map((c) => (
          <CheckboxField
            key={c.voucher_code_id}
            value={c.voucher_code_id}
            label={<span className="font-mono">{c.voucher_code}</span>}
            hint={c.active === 'y' ? c.description || undefined : 'Retired code'}
            {...register}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** Said instead of the form when the campaign has no code to pay for, with the way to add one. */
export function NoVoucherCodes({ campaignId }: { campaignId: string }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        This campaign has no active voucher codes yet. A voucher commission pays for sales made with
        chosen codes, so add a code first.
      </p>
      <p className="text-sm">
        <Link
          href={`/console/campaigns/${campaignId}?tab=vouchers`}
          className="font-medium text-brand hover:underline"
        >
          Go to the campaign&apos;s voucher codes
        </Link>
      </p>
      <div className="flex justify-end">
        <DialogCancel />
      </div>
    </div>
  );
}
