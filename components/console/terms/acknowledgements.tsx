import Link from 'next/link';
import { useTermsAcknowledgements } from '@/lib/client/hooks/terms';
import { formatDateTime } from '@/lib/client/format';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { FilterSelect, useFilterAndOffset } from '@/components/ui/filter-select';
import { Pagination } from '@/components/ui/pagination';
import { QueryTable } from '@/components/ui/query-table';
import { EmptyState } from '@/components/ui/states';
import { appliesTo, type TermsVersion } from './terms-labels';

const LIMIT = 25;

/** Who accepted which version of the terms, and when; filtered by version. */
export function Acknowledgements({ versions }: { versions: TermsVersion[] }) {
  const session = useConsoleSession();
  const { filter: termsId, setFilter: setTermsId, offset, setOffset } = useFilterAndOffset();
  const pager = { offset, limit: LIMIT, onChange: setOffset };
  const acks = useTermsAcknowledgements(session.networkId, {
    terms_id: termsId || undefined,
    offset,
    limit: LIMIT,
  });
  const rows = acks.data?.data ?? [];
  return (
    <div>
      <FilterSelect
        label="Version"
        allLabel="Every version"
        className="mb-4 max-w-md"
        options={versions.map((v) => [v.id, `${appliesTo(v)} · version ${v.version}`] as const)}
        value={termsId}
        onChange={setTermsId}
      />
      <QueryTable
        query={acks}
        rows={rows}
        caption="Acceptances"
        testId="acknowledgements"
        columns={['Accepted', 'Partner', 'User', 'Terms']}
        empty={<EmptyState title="Nobody has accepted these terms yet" />}
      >
        {(a) => (
          <tr key={a.id}>
            <td className="py-2 pr-3 text-slate-600">{formatDateTime(a.created_at)}</td>
            <td className="px-3 py-2">
              {a.partner ? (
                <Link
                  href={`/console/partners/${a.partner.partner_id}`}
                  className="text-brand hover:underline"
                >
                  {a.partner.account_name}
                </Link>
              ) : (
                '—'
              )}
            </td>
            <td className="px-3 py-2 text-slate-600">{a.user ? a.user.user_name : 'at sign-up'}</td>
            <td className="px-3 py-2">
              {appliesTo(a)} · version {a.version}
            </td>
          </tr>
        )}
      </QueryTable>
      {acks.data && (
        <Pagination
          {...pager}
          total={acks.data.hypermedia.pagination.total_item_count}
          label="acceptances"
        />
      )}
    </div>
  );
}
