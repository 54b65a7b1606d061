import type { NetworkUserOut } from '@/lib/schemas/user';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

export const ROLE_LABELS: Record<string, string> = {
  network: 'Network staff',
  brand: 'Brand user',
  partner: 'Partner user',
};

/** One network user: name and e-mail, role (changeable but for partner users and oneself), brands, key and console access. */
export function NetworkUserRow({
  user: u,
  self,
  busy,
  brandName,
  onRoleChange,
  onEditBrands,
}: {
  user: NetworkUserOut;
  self: boolean;
  busy: boolean;
  brandName: (id: string) => string;
  onRoleChange: (role: 'network' | 'brand') => void;
  onEditBrands: () => void;
}) {
  return (
    <tr>
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
            disabled={self || busy}
            title={self ? 'Another staff user must change your role' : undefined}
            onChange={(e) => onRoleChange(e.target.value as 'network' | 'brand')}
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
            {u.brand_ids.length ? (
              u.brand_ids.map((id) => <Badge key={id}>{brandName(id)}</Badge>)
            ) : (
              <span className="text-slate-500">none</span>
            )}
            <Button
              size="sm"
              variant="ghost"
              onClick={onEditBrands}
              aria-label={`Brands of ${u.user_name}`}
            >
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
}
