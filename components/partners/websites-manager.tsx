'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { WebsiteCreateItemIn, WebsiteUpdateItemIn } from '@/lib/schemas/website';
import { VERTICALS, WEBSITE_TYPES } from '@/lib/schemas/reference';
import { apiResolver, blankTo } from '@/lib/client/form-resolver';
import { describeError } from '@/lib/client/form-errors';
import { useWebsiteMutations } from '@/lib/client/hooks/partners';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogCancel } from '@/components/ui/dialog';
import { DataTable } from '@/components/ui/data-table';
import { FormError, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { CountryOptions, ReferenceOptions } from '@/components/ui/options';
import { registerField } from '@/components/ui/register-field';
import { showServerErrors } from '@/components/ui/server-errors';
import { EmptyState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { AddItemButton, ItemDialog } from './item-dialog';
import type { Website } from './types';

const FIELDS = [
  'website_url',
  'website_name',
  'website_type',
  'website_vertical',
  'website_country',
  'description',
] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const empty: Values = {
  website_url: '',
  website_name: '',
  website_type: '2',
  website_vertical: '2',
  website_country: '',
  description: '',
};

function valuesOf(w: Website): Values {
  return {
    website_url: w.website_url,
    website_name: w.website_name ?? '',
    website_type: String(w.website_type),
    website_vertical: String(w.website_vertical),
    website_country: w.website_country ?? '',
    description: w.description,
  };
}

/** Create: blanks are left out. Update: blanks clear the nullable fields. */
const createInput = (v: Values) => ({
  website_url: v.website_url.trim(),
  website_name: blankTo(v.website_name, undefined),
  website_type: v.website_type,
  website_vertical: v.website_vertical,
  website_country: blankTo(v.website_country, undefined),
  description: blankTo(v.description, undefined),
});
const updateInput = (id: string) => (v: Values) => ({
  website_id: id,
  website_url: v.website_url.trim(),
  website_name: blankTo(v.website_name, null),
  website_type: v.website_type,
  website_vertical: v.website_vertical,
  website_country: blankTo(v.website_country, null),
  description: v.description.trim(),
});

function WebsiteForm({
  partnerId,
  website,
  onDone,
}: {
  partnerId: string;
  website: Website | null;
  onDone: (message: string) => void;
}) {
  const { create, update } = useWebsiteMutations(partnerId);
  const toInput = website ? updateInput(website.website_id) : createInput;
  const form = useForm<Values>({
    defaultValues: website ? valuesOf(website) : empty,
    resolver: apiResolver<Values>(website ? WebsiteUpdateItemIn : WebsiteCreateItemIn, toInput),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (website) await update.mutateAsync(updateInput(website.website_id)(values) as never);
      else await create.mutateAsync(createInput(values) as never);
      onDone(website ? 'Website saved.' : 'Website added.');
    } catch (error) {
      // One item per call, so the server names it websites[0].<field>.
      const alias = Object.fromEntries(FIELDS.map((f) => [`websites.0.${f}`, f]));
      setFormError(showServerErrors(form, error, FIELDS, { alias }).message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={formError} />
      <TextField
        label="Website URL"
        type="url"
        placeholder="https://"
        {...registerField(form, 'website_url')}
      />
      <TextField label="Website name" {...registerField(form, 'website_name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Type" {...registerField(form, 'website_type')}>
          <ReferenceOptions list={WEBSITE_TYPES} />
        </SelectField>
        <SelectField label="Vertical" {...registerField(form, 'website_vertical')}>
          <ReferenceOptions list={VERTICALS} />
        </SelectField>
      </div>
      <SelectField label="Country" {...registerField(form, 'website_country')}>
        <option value="">Not stated</option>
        <CountryOptions />
      </SelectField>
      <TextAreaField label="Description" rows={3} {...registerField(form, 'description')} />
      <div className="flex justify-end gap-2">
        <DialogCancel disabled={pending} />
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? 'Saving…' : website ? 'Save website' : 'Add website'}
        </Button>
      </div>
    </form>
  );
}

/** A partner's websites: add, edit, make primary, deactivate or reactivate. */
export function WebsitesManager({
  partnerId,
  websites,
}: {
  partnerId: string;
  websites: Website[];
}) {
  const toast = useToast();
  const { update } = useWebsiteMutations(partnerId);
  const [editing, setEditing] = useState<Website | 'new' | null>(null);

  async function quick(
    item: { website_id: string; primary?: 'y'; active?: 'y' | 'n' },
    done: string,
  ) {
    try {
      await update.mutateAsync(item);
      toast(done);
    } catch (error) {
      toast(describeError(error), 'error');
    }
  }

  return (
    <div>
      <AddItemButton label="Add website" onClick={() => setEditing('new')} />
      {websites.length === 0 ? (
        <EmptyState title="No websites yet">
          A partner&apos;s first website becomes its primary one.
        </EmptyState>
      ) : (
        <DataTable
          caption="Websites"
          columns={['Website', 'Type', 'State', { label: 'Actions', align: 'right' }]}
        >
          {websites.map((w) => (
            <tr key={w.website_id} className={w.active === 'n' ? 'text-slate-500' : ''}>
              <td className="py-2 pr-3">
                <span className="block font-medium">{w.website_name || w.website_url}</span>
                <a
                  href={w.website_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-xs text-brand hover:underline"
                >
                  {w.website_url}
                </a>
              </td>
              <td className="px-3 py-2">{w.website_type_name}</td>
              <td className="space-x-1 px-3 py-2">
                {w.primary === 'y' && <Badge tone="blue">Primary</Badge>}
                <Badge tone={w.active === 'y' ? 'green' : 'slate'}>
                  {w.active === 'y' ? 'Active' : 'Inactive'}
                </Badge>
              </td>
              <td className="space-y-1 space-x-1 py-2 pl-3 text-right">
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setEditing(w)}
                  aria-label={`Edit ${w.website_url}`}
                >
                  Edit
                </Button>
                {w.primary !== 'y' && w.active === 'y' && (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() =>
                      quick({ website_id: w.website_id, primary: 'y' }, 'Primary website changed.')
                    }
                    disabled={update.isPending}
                  >
                    Make primary
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() =>
                    quick(
                      { website_id: w.website_id, active: w.active === 'y' ? 'n' : 'y' },
                      w.active === 'y' ? 'Website deactivated.' : 'Website reactivated.',
                    )
                  }
                  disabled={update.isPending}
                >
                  {w.active === 'y' ? 'Deactivate' : 'Reactivate'}
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <ItemDialog
        editing={editing}
        onClose={() => setEditing(null)}
        addTitle="Add a website"
        editTitle="Edit website"
      >
        {(item, onDone) => <WebsiteForm partnerId={partnerId} website={item} onDone={onDone} />}
      </ItemDialog>
    </div>
  );
}
