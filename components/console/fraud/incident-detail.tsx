'use client';

import Link from 'next/link';
import { useState } from 'react';
import {
  useIncident,
  useIncidentAction,
  type IncidentAction,
  type IncidentListRow,
} from '@/lib/client/hooks/fraud';
import { describeError } from '@/lib/client/form-errors';
import { formatDateTime, plural } from '@/lib/client/format';
import { isStaff, useConsoleSession } from '@/components/console/shell/session-context';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { IncidentDialogs, type Dialog } from './incident-dialogs';
import { IncidentEvidence } from './incident-evidence';
import { IncidentProgress, type Running } from './incident-progress';
import { METRIC_LABELS, METRIC_UNITS, windowWords } from './words';

function IncidentFacts({
  incident,
  holdOpen,
  released,
}: {
  incident: NonNullable<ReturnType<typeof useIncident>['data']>['incident'];
  holdOpen: boolean;
  released: boolean;
}) {
  const minutes = Math.round(Number(incident.time_window) * 1440);
  return (
    <dl className="mt-3 grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
      <div>
        <dt className="text-slate-500">Measured</dt>
        <dd className="font-medium text-slate-900">
          {incident.data.value} {METRIC_UNITS[incident.metric]}
        </dd>
      </div>
      <div>
        <dt className="text-slate-500">Limit</dt>
        <dd className="text-slate-900">
          {incident.data.threshold}
          {minutes ? ` in ${windowWords(minutes)}` : ''}
        </dd>
      </div>
      <div>
        <dt className="text-slate-500">Status</dt>
        <dd className="flex flex-wrap gap-1">
          {incident.status === 'active' ? (
            <Badge tone="amber">Open</Badge>
          ) : (
            <Badge>Dismissed</Badge>
          )}
          {holdOpen ? (
            <Badge tone="red">Payments held</Badge>
          ) : released ? (
            <Badge tone="slate">Hold released</Badge>
          ) : null}
        </dd>
      </div>
    </dl>
  );
}

/** One incident: what was measured, the offending sales, the hold, and what may be done. */
export function IncidentDetail({ row, onClose }: { row: IncidentListRow; onClose: () => void }) {
  const session = useConsoleSession();
  const staff = isStaff(session);
  const detail = useIncident(row.campaign_id, row.id);
  const action = useIncidentAction();
  const toast = useToast();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [running, setRunning] = useState<Running | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (detail.isLoading) return <LoadingState label="Loading the incident" />;
  if (detail.isError || !detail.data)
    return (
      <ErrorState
        error={detail.error}
        retry={() => detail.refetch()}
        title="The incident could not be loaded"
      />
    );
  const { incident, evidence, hypermedia } = detail.data;
  const partnerName = row.partner_name ?? (row.partner_id ? `Partner ${row.partner_id}` : '');
  const links = hypermedia.links;
  const holdOpen = evidence.hold !== null && evidence.hold.released_at === null;
  const count = evidence.conversion_count;

  async function confirm(which: IncidentAction) {
    setError(null);
    try {
      const { jobId } = await action.mutateAsync({
        campaignId: row.campaign_id,
        incidentId: row.id,
        action: which,
      });
      setDialog(null);
      if (jobId)
        setRunning({
          jobId,
          label:
            which === 'reject-conversions'
              ? `Rejecting ${plural(count, 'sale')} of incident ${row.id}`
              : `Setting ${plural(count, 'sale')} of incident ${row.id} to pending`,
        });
      else if (which === 'reject-partner') toast(`${partnerName} was rejected from the campaign.`);
      else if (which === 'dismiss') {
        toast('Incident dismissed.');
      }
    } catch (err) {
      setDialog(null);
      setError(describeError(err));
    }
  }

  const button = (
    which: Exclude<Dialog, null>,
    label: string,
    variant: 'danger' | 'secondary' = 'secondary',
  ) => (
    <Button size="sm" variant={variant} onClick={() => setDialog(which)}>
      {label}
    </Button>
  );

  return (
    <section
      aria-labelledby="incident-title"
      className="mb-6 rounded-lg border border-slate-300 bg-white p-4"
      data-testid="incident-detail"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="incident-title" className="text-lg font-semibold text-slate-900">
            Incident {incident.id}: {METRIC_LABELS[incident.metric]}
          </h2>
          <p className="text-sm text-slate-600">
            {row.campaign_title} · {partnerName || `Address ${row.ip_address}`} · raised{' '}
            {formatDateTime(incident.created_at)}
          </p>
        </div>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
      <IncidentFacts incident={incident} holdOpen={holdOpen} released={evidence.hold !== null} />
      {evidence.note && <p className="mt-2 text-sm text-slate-600">{evidence.note}</p>}
      {evidence.hold && (
        <p className="mt-2 text-sm text-slate-600">
          {holdOpen
            ? `Payments held: ${evidence.hold.reason}`
            : `Hold released ${formatDateTime(evidence.hold.released_at)}${evidence.hold.release_reason ? `: ${evidence.hold.release_reason}` : ''}`}
        </p>
      )}
      {row.partner_id && (
        <p className="mt-2 text-sm">
          <Link href={`/console/partners/${row.partner_id}`} className="text-brand underline">
            Open {partnerName}&apos;s page
          </Link>
        </p>
      )}

      <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="Actions on this incident">
        {links['reject-conversions'] && button('reject-conversions', 'Reject sales', 'danger')}
        {links['pend-conversions'] && button('pend-conversions', 'Set sales to pending')}
        {links['reject-partner'] &&
          button('reject-partner', 'Reject partner from campaign', 'danger')}
        {staff && row.partner_id && !holdOpen && button('hold', 'Hold payments')}
        {staff && holdOpen && button('release', 'Release payment hold')}
        {incident.status === 'active' && button('dismiss', 'Dismiss')}
      </div>
      <FormError message={error} />
      {running && (
        <div className="mt-4">
          <IncidentProgress running={running} onDismiss={() => setRunning(null)} />
        </div>
      )}

      <IncidentEvidence incident={incident} evidence={evidence} />
      <IncidentDialogs
        dialog={dialog}
        setDialog={setDialog}
        row={row}
        partnerName={partnerName}
        count={count}
        pending={action.isPending}
        onConfirm={(which) => void confirm(which)}
      />
    </section>
  );
}
