'use client';

import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CreateNetworkUserIn, type NetworkUserOut } from '@/lib/schemas/user';
import { apiResolver, blankTo } from '@/lib/client/form-resolver';
import { describeError, splitServerError } from '@/lib/client/form-errors';
import { useBrandList } from '@/lib/client/hooks/brands';
import { useNetworkUsers, useUserMutations } from '@/lib/client/hooks/users';
import { plural } from '@/lib/client/format';
import { useConsoleSession } from '@/components/console/session-context';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SecretValue } from '@/components/ui/copy-button';
import { DataTable } from '@/components/ui/data-table';
import { Modal } from '@/components/ui/dialog';
import { CheckboxField, FormError, SelectField, TextField } from '@/components/ui/field';
import { Section } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, ErrorState, SkeletonRows } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';

const ROLE_LABELS: Record<string, string> = { network: 'Network staff', brand: 'Brand user', partner: 'Partner user' };
const LIMIT = 25;

/** Every brand of the network, for grants (staff see all of them in full). */
function useAllBrands() {
  const list = useBrandList({ limit: 500 });
  const brands = useMemo(
    () => (list.data?.advertisers ?? []).map(({ advertiser: a }) => ({ id: a.advertiser_id, name: a.display_name ?? ('company_name' in a ? a.company_name : a.advertiser_id) })),
    [list.data],
  );
  return { ...list, brands };
}

function BrandChecklist({ value, onChange, brands }: { value: string[]; onChange: (ids: string[]) => void; brands: { id: string; name: string }[] }) {
  if (!brands.length) return <p className="text-sm text-slate-500">The network has no brands yet.</p>;
  return (
    <fieldset className="max-h-60 space-y-1 overflow-y-auto rounded border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">Brands</legend>
      {brands.map((b) => (
        <CheckboxField
          key={b.id}
          label={b.name}
          checked={value.includes(b.id)}
          onChange={(e) => onChange(e.target.checked ? [...value, b.id] : value.filter((id) => id !== b.id))}
        />
      ))}
    </fieldset>
  );
}

type AddValues = { user_name: string; email: string; role: 'network' | 'brand'; firstname: string; lastname: string; password: string; brand_ids: string[] };
const ADD_FIELDS = ['user_name', 'email', 'role', 'firstname', 'lastname', 'password', 'brand_ids'] as const;
const addInput = (v: AddValues) => ({
  user_name: v.user_name.trim(),
  email: v.email.trim(),
  role: v.role,
  firstname: blankTo(v.firstname, undefined),
  lastname: blankTo(v.lastname, undefined),
  password: v.password === '' ? undefined : v.password,
  brand_ids: v.role === 'brand' ? v.brand_ids : undefined,
});

function AddUserForm({ onCreated }: { onCreated: (user: NetworkUserOut & { user_api_key: string }) => void }) {
  const session = useConsoleSession();
  const { create } = useUserMutations(session.networkId);
  const { brands } = useAllBrands();
  const form = useForm<AddValues>({
    defaultValues: { user_name: '', email: '', role: 'brand', firstname: '', lastname: '', password: '', brand_ids: [] },
    resolver: apiResolver<AddValues>(CreateNetworkUserIn, addInput),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const errors = form.formState.errors;
  const role = useWatch({ control: form.control, name: 'role' });
  const brandIds = useWatch({ control: form.control, name: 'brand_ids' });
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const created = await create.mutateAsync(addInput(values) as never);
      onCreated(created.data);
    } catch (error) {
      const split = splitServerError(error, ADD_FIELDS);
      for (const f of split.fields) form.setError(f.name as keyof AddValues, { type: 'server', message: f.message });
      setFormError(split.message);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="User name" error={errors.user_name?.message} {...form.register('user_name')} />
        <TextField label="E-mail" type="email" hint="Also the console login" error={errors.email?.message} {...form.register('email')} />
        <TextField label="First name" error={errors.firstname?.message} {...form.register('firstname')} />
        <TextField label="Last name" error={errors.lastname?.message} {...form.register('lastname')} />
        <SelectField label="Role" error={errors.role?.message} {...form.register('role')}>
          <option value="brand">Brand user: the brands granted</option>
          <option value="network">Network staff: the whole network</option>
        </SelectField>
        <TextField
          label="Console password"
          type="password"
          autoComplete="new-password"
          hint="Optional: without one the user has API access only. At least 8 characters, not a common one."
          error={errors.password?.message}
          {...form.register('password')}
        />
      </div>
      {role === 'brand' && (
        <div>
          <BrandChecklist value={brandIds} onChange={(ids) => form.setValue('brand_ids', ids, { shouldDirty: true })} brands={brands} />
          {errors.brand_ids && (
            <p role="alert" className="mt-1 text-xs font-medium text-red-700">
              {errors.brand_ids.message ?? 'A brand is not valid'}
            </p>
          )}
        </div>
      )}
      <div className="flex justify-end">
        <Button type="submit" variant="primary" disabled={create.isPending}>
          {create.isPending ? 'Adding…' : 'Add user'}
        </Button>
      </div>
    </form>
  );
}

function GrantsForm({ user, onDone }: { user: NetworkUserOut; onDone: () => void }) {
  const session = useConsoleSession();
  const toast = useToast();
  const { setBrands } = useUserMutations(session.networkId);
  const { brands, isLoading } = useAllBrands();
  const [value, setValue] = useState<string[]>(user.brand_ids);
  const granted = value.filter((id) => !user.brand_ids.includes(id)).length;
  const revoked = user.brand_ids.filter((id) => !value.includes(id)).length;
  async function save() {
    try {
      await setBrands.mutateAsync({ userId: user.user_id, brandIds: value });
      toast(`Brands of ${user.user_name} updated.`);
      onDone();
    } catch (error) {
      toast(describeError(error), 'error');
    }
  }
  return (
    <div className="space-y-4">
      {isLoading ? <p className="text-sm text-slate-500">Loading brands…</p> : <BrandChecklist value={value} onChange={setValue} brands={brands} />}
      <p className="text-sm text-slate-600" aria-live="polite">
        {granted || revoked ? `${granted} to grant, ${revoked} to revoke.` : 'No change yet.'}
      </p>
      <div className="flex justify-end">
        <Button variant="primary" onClick={save} disabled={setBrands.isPending || (!granted && !revoked)}>
          {setBrands.isPending ? 'Saving…' : 'Save brands'}
        </Button>
      </div>
    </div>
  );
}

/** The network's users (staff only): add one, set its role, grant or revoke brands. */
export function NetworkUsers() {
  const session = useConsoleSession();
  const toast = useToast();
  const [offset, setOffset] = useState(0);
  const [role, setRole] = useState('');
  const users = useNetworkUsers(session.networkId, { offset, limit: LIMIT, role: role || undefined });
  const { update } = useUserMutations(session.networkId);
  const { brands } = useAllBrands();
  const brandName = (id: string) => brands.find((b) => b.id === id)?.name ?? `#${id}`;
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<(NetworkUserOut & { user_api_key: string }) | null>(null);
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
      <SelectField label="Role" className="mb-4 max-w-xs" value={role} onChange={(e) => { setRole(e.target.value); setOffset(0); }}>
        <option value="">Every role</option>
        {Object.entries(ROLE_LABELS).map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </SelectField>
      {users.isError ? (
        <ErrorState error={users.error} retry={() => users.refetch()} />
      ) : (
        <DataTable
          caption="Network users"
          testId="network-users"
          columns={['User', 'Role', 'Brands', 'API key', 'Console']}
          after={!users.isLoading && rows.length === 0 && <EmptyState title="No users with this role" />}
        >
          {users.isLoading ? (
            <SkeletonRows columns={5} />
          ) : (
            rows.map((u) => {
              const self = u.user_id === String(session.userId);
              return (
                <tr key={u.user_id}>
                  <td className="py-2 pr-3">
                    <span className="block font-medium">
                      {u.user_name} {self && <Badge tone="blue">you</Badge>}
                    </span>
                    <span className="text-xs text-slate-500">{u.email}</span>
                  </td>
                  <td className="px-3 py-2">
                    {u.role === 'partner' ? (
                      <span className="text-slate-600">Partner user</span>
                    ) : (
                      <select
                        aria-label={`Role of ${u.user_name}`}
                        value={u.role}
                        disabled={self || update.isPending}
                        title={self ? 'Another staff user must change your role' : undefined}
                        onChange={(e) => changeRole(u, e.target.value as 'network' | 'brand')}
                        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm focus:outline-2 focus:outline-brand disabled:bg-slate-100"
                      >
                        <option value="network">Network staff</option>
                        <option value="brand">Brand user</option>
                      </select>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    {u.role === 'brand' ? (
                      <span className="flex flex-wrap items-center gap-1">
                        {u.brand_ids.length ? u.brand_ids.map((id) => <Badge key={id}>{brandName(id)}</Badge>) : <span className="text-slate-500">none</span>}
                        <Button size="sm" variant="ghost" onClick={() => setGranting(u)} aria-label={`Brands of ${u.user_name}`}>
                          Edit
                        </Button>
                      </span>
                    ) : (
                      <span className="text-slate-500">{u.role === 'network' ? 'all' : '—'}</span>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs">{u.api_key_prefix}…</code>
                  </td>
                  <td className="px-3 py-2 text-slate-600">{u.has_password ? 'Can sign in' : 'API only'}</td>
                </tr>
              );
            })
          )}
        </DataTable>
      )}
      {users.data && (
        <Pagination offset={offset} limit={LIMIT} total={users.data.hypermedia.pagination.total_item_count} onChange={setOffset} label="users" />
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
      <Modal open={created !== null} onOpenChange={(open) => !open && setCreated(null)} title={`${created?.user_name ?? 'User'} was added`}>
        {created && (
          <div className="space-y-3 text-sm">
            <p>
              Their API key, shown once. {created.has_password ? 'They can also sign in to the console with their e-mail and password.' : 'They have no console password.'}
            </p>
            <SecretValue value={created.user_api_key} />
            {created.role === 'brand' && <p className="text-slate-600">Granted {plural(created.brand_ids.length, 'brand')}.</p>}
            <div className="flex justify-end">
              <Button variant="primary" onClick={() => setCreated(null)}>
                Done
              </Button>
            </div>
          </div>
        )}
      </Modal>
      <Modal open={granting !== null} onOpenChange={(open) => !open && setGranting(null)} title={`Brands of ${granting?.user_name ?? ''}`} description="Tick to grant, untick to revoke.">
        {granting && <GrantsForm user={granting} onDone={() => setGranting(null)} />}
      </Modal>
    </Section>
  );
}
