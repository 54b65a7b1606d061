'use client';

import { useState } from 'react';
import type { NetworkUserOut } from '@/lib/schemas/user';
import { describeError } from '@/lib/client/form-errors';
import { useNetworkUsers, useUserMutations } from '@/lib/client/hooks/users';
import { plural } from '@/lib/client/format';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { FilterSelect, useFilterAndOffset } from '@/components/ui/filter-select';
import { Section } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { SecretDialog } from '@/components/ui/secret-dialog';
import { QueryTable } from '@/components/ui/query-table';
import { EmptyState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { AddUserForm, type CreatedUser } from './add-user-form';
import { useAllBrands } from './brand-checklist';
import { BrandGrantsForm } from './brand-grants-form';
import { NetworkUserRow, ROLE_LABELS } from './network-user-row';

const LIMIT = 25;

/** The network's users (staff only): add one, set its role, grant or revoke brands. */
export function NetworkUsers() {
  const session = useConsoleSession();
  const toast = useToast();
  const { filter: role, setFilter: setRole, offset, setOffset } = useFilterAndOffset();
  const pager = { offset, limit: LIMIT, onChange: setOffset };
  const users = useNetworkUsers(session.networkId, {
    offset,
    limit: LIMIT,
    role: role || undefined,
  });
  const { update } = useUserMutations(session.networkId);
  const { brands } = useAllBrands();
  const brandName = (id: string) => brands.find((b) => b.id === id)?.name ?? `#${id}`;
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedUser | null>(null);
  const [granting, setGranting] = useState<NetworkUserOut | null>(null);
  const rows = users.data?.data ?? [];

  async function changeRole(user: NetworkUserOut, next: 'network' | 'brand') {
    try {
      await update.mutateAsync({ userId: user.user_id, input: { role: next } });
      toast(`${user.user_name} is now ${ROLE_LABELS[next]!.toLowerCase()}.`);
    } catch (error) {
      toast(describeError(error), 'error');
    }
  }

  return (
    <Section
      title="Network users"
      id="users"
      description="Staff manage the whole network; brand users the brands granted to them; partner users come with their partner."
      actions={
        <Button variant="primary" size="sm" onClick={() => setAdding(true)}>
          Add user
        </Button>
      }
    >
      <FilterSelect
        label="Role"
        allLabel="Every role"
        options={Object.entries(ROLE_LABELS)}
        value={role}
        onChange={setRole}
      />
      <QueryTable
        query={users}
        rows={rows}
        caption="Network users"
        testId="network-users"
        columns={['User', 'Role', 'Brands', 'API key', 'Console']}
        empty={<EmptyState title="No users with this role" />}
      >
        {(u) => (
          <NetworkUserRow
            key={u.user_id}
            user={u}
            self={u.user_id === String(session.userId)}
            busy={update.isPending}
            brandName={brandName}
            onRoleChange={(next) => changeRole(u, next)}
            onEditBrands={() => setGranting(u)}
          />
        )}
      </QueryTable>
      {users.data && (
        <Pagination
          {...pager}
          total={users.data.hypermedia.pagination.total_item_count}
          label="users"
        />
      )}

      <Modal open={adding} onOpenChange={setAdding} title="Add a user" wide>
        {adding && (
          <AddUserForm
            onCreated={(user) => {
              setAdding(false);
              setCreated(user);
            }}
          />
        )}
      </Modal>
      <SecretDialog
        secret={created?.user_api_key ?? null}
        title={`${created?.user_name ?? 'User'} was added`}
        onClose={() => setCreated(null)}
        intro={
          <p>
            Their API key, shown once.{' '}
            {created?.has_password
              ? 'They can also sign in to the console with their e-mail and password.'
              : 'They have no console password.'}
          </p>
        }
        details={
          created?.role === 'brand' && (
            <p className="text-slate-600">Granted {plural(created.brand_ids.length, 'brand')}.</p>
          )
        }
      />
      <Modal
        open={granting !== null}
        onOpenChange={(open) => !open && setGranting(null)}
        title={`Brands of ${granting?.user_name ?? ''}`}
        description="Tick to grant, untick to revoke."
      >
        {granting && <BrandGrantsForm user={granting} onDone={() => setGranting(null)} />}
      </Modal>
    </Section>
  );
}
