'use client';

import type { IncidentDetail as Detail } from '@/lib/client/hooks/fraud';
import { formatDateTime } from '@/lib/client/format';
import { moneyText } from '@/components/console/conversions/words';
import { CONVERSION_STATUS_WORDS } from './words';

/** The offending sales of an incident with value and time, or what else it names. */
export function IncidentEvidence({
  incident,
  evidence,
}: {
  incident: Detail['incident'];
  evidence: Detail['evidence'];
}) {
  const count = evidence.conversion_count;
  return (
    <>
      <h3 className="mt-6 mb-2 text-sm font-semibold text-slate-900">
        {count
          ? `Sales behind it (${count}${count > evidence.conversions.length ? `, the first ${evidence.conversions.length} shown` : ''})`
          : 'Evidence'}
      </h3>
      {incident.data.partner_ids ? (
        <p className="text-sm text-slate-700">
          Partners paid to the same account:{' '}
          {(incident.data.partner_ids as string[]).map((id) => `partner ${id}`).join(', ')}.
        </p>
      ) : !evidence.conversions.length ? (
        <p className="text-sm text-slate-600">
          {incident.type === 'ip_address' || incident.metric === 'volume_clicks'
            ? 'Clicks are counted, not listed one by one.'
            : 'No sale is named by this incident.'}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full text-sm" data-testid="incident-evidence">
            <caption className="sr-only">Sales behind the incident</caption>
            <thead className="text-left text-xs text-slate-600 uppercase">
              <tr>
                <th scope="col" className="py-1 pr-3">
                  Order
                </th>
                <th scope="col" className="py-1 pr-3">
                  Time
                </th>
                <th scope="col" className="py-1 pr-3">
                  Value
                </th>
                <th scope="col" className="py-1 pr-3">
                  Commission
                </th>
                <th scope="col" className="py-1 pr-3">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {evidence.conversions.map((c) => (
                <tr key={c.conversion_id} data-testid="evidence-row">
                  <td className="py-1 pr-3 break-all">{c.conversion_reference}</td>
                  <td className="py-1 pr-3 whitespace-nowrap">
                    {formatDateTime(c.conversion_time)}
                  </td>
                  <td className="py-1 pr-3 whitespace-nowrap">{moneyText(c.value, c.currency)}</td>
                  <td className="py-1 pr-3 whitespace-nowrap">
                    {moneyText(c.commission, c.commission_currency)}
                  </td>
                  <td className="py-1 pr-3">{CONVERSION_STATUS_WORDS[c.status] ?? c.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
