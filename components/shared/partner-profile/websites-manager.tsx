'use client';

import { useTranslations } from 'next-intl';
import { WebsiteCreateItemIn, WebsiteUpdateItemIn } from '@/lib/schemas/website';
import { VERTICALS, WEBSITE_TYPES } from '@/lib/schemas/reference';
import { blankTo } from '@/lib/client/form-resolver';
import { describeError } from '@/lib/client/form-errors';
import { useWebsiteMutations } from '@/lib/client/hooks/partners';
import { useApiForm } from '@/components/ui/api-form';
import { ActiveBadge, Badge } from '@/components/ui/badge';
import { ItemDialog, RowButton, useEditing, type ItemFormProps } from '@/components/ui/edit-dialog';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { DialogFormActions } from '@/components/ui/form-actions';
import { ItemList } from '@/components/ui/item-list';
import { CountryOptions, ReferenceOptions } from '@/components/ui/options';
import { EmptyState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { UrlLink } from '@/components/ui/url-link';
import { FormFrame } from '@/components/ui/form-frame';
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
  item: website,
  onDone,
}: ItemFormProps<Website> & { partnerId: string }) {
  const t = useTranslations('websites.manager');
  const { create, update } = useWebsiteMutations(partnerId);
  const { field, formError, onSubmit } = useApiForm<Values>({
    defaultValues: website ? valuesOf(website) : empty,
    schema: website ? WebsiteUpdateItemIn : WebsiteCreateItemIn,
    toInput: website ? updateInput(website.website_id) : createInput,
    fields: FIELDS,
    // One item per call, so the server names it websites[0].<field>.
    alias: Object.fromEntries(FIELDS.map((f) => [`websites.0.${f}`, f])),
    save: async (values) => {
      if (website) await update.mutateAsync(updateInput(website.website_id)(values) as never);
      else await create.mutateAsync(createInput(values) as never);
      onDone(website ? t('saved') : t('added'));
    },
  });
  const pending = create.isPending || update.isPending;
  return (
    <FormFrame onSubmit={onSubmit} error={formError}>
      <TextField
        label={t('url')}
        type="url"
        placeholder="https://"
        required
        {...field('website_url')}
      />
      <TextField label={t('name')} {...field('website_name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('type')} required {...field('website_type')}>
          <ReferenceOptions list={WEBSITE_TYPES} />
        </SelectField>
        <SelectField label={t('vertical')} required {...field('website_vertical')}>
          <ReferenceOptions list={VERTICALS} />
        </SelectField>
      </div>
      <SelectField label={t('country')} {...field('website_country')}>
        <option value="">{t('notStated')}</option>
        <CountryOptions />
      </SelectField>
      <TextAreaField label={t('description')} rows={3} {...field('description')} />
      <DialogFormActions pending={pending} label={website ? t('save') : t('add')} />
    </FormFrame>
  );
}

function WebsiteRow({
  website: w,
  onEdit,
  quick,
  busy,
}: {
  website: Website;
  onEdit: () => void;
  quick: (item: { primary?: 'y'; active?: 'y' | 'n' }, done: string) => void;
  busy: boolean;
}) {
  const t = useTranslations('websites.manager');
  const active = w.active === 'y';
  return (
    <tr className={active ? '' : 'text-slate-500'}>
      <td className="py-2 pr-3">
        <span className="block font-medium">{w.website_name || w.website_url}</span>
        <UrlLink url={w.website_url} className="text-xs text-brand hover:underline" />
      </td>
      <td className="px-3 py-2">{w.website_type_name}</td>
      <td className="space-x-1 px-3 py-2">
        {w.primary === 'y' && <Badge tone="blue">{t('primary')}</Badge>}
        <ActiveBadge active={w.active} />
      </td>
      <td className="space-y-1 space-x-1 py-2 pl-3 text-right">
        <RowButton name={t('editLabel', { url: w.website_url })} onClick={onEdit} />
        {w.primary !== 'y' && active && (
          <RowButton onClick={() => quick({ primary: 'y' }, t('primaryChanged'))} disabled={busy}>
            {t('makePrimary')}
          </RowButton>
        )}
        <RowButton
          onClick={() =>
            quick({ active: active ? 'n' : 'y' }, active ? t('deactivated') : t('reactivated'))
          }
          disabled={busy}
        >
          {active ? t('deactivate') : t('reactivate')}
        </RowButton>
      </td>
    </tr>
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
  const t = useTranslations('websites.manager');
  const toast = useToast();
  const { update } = useWebsiteMutations(partnerId);
  const { editing, setEditing, close } = useEditing<Website>();

  async function quick(
    website_id: string,
    change: { primary?: 'y'; active?: 'y' | 'n' },
    done: string,
  ) {
    try {
      await update.mutateAsync({ website_id, ...change });
      toast(done);
    } catch (error) {
      toast(describeError(error), 'error');
    }
  }

  return (
    <ItemList
      addLabel={t('add')}
      onAdd={() => setEditing('new')}
      empty={
        websites.length === 0 && <EmptyState title={t('noneTitle')}>{t('noneText')}</EmptyState>
      }
      caption={t('caption')}
      columns={[t('website'), t('type'), t('state'), { label: t('actions'), align: 'right' }]}
      rows={websites.map((w) => (
        <WebsiteRow
          key={w.website_id}
          website={w}
          onEdit={() => setEditing(w)}
          quick={(change, done) => quick(w.website_id, change, done)}
          busy={update.isPending}
        />
      ))}
    >
      <ItemDialog
        editing={editing}
        onClose={close}
        addTitle={t('addTitle')}
        editTitle={t('editTitle')}
      >
        {(form) => <WebsiteForm partnerId={partnerId} {...form} />}
      </ItemDialog>
    </ItemList>
  );
}
