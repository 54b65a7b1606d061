'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { DatabaseCreateItemIn, DatabaseUpdateItemIn } from '@/lib/schemas/database';
import { blankTo } from '@/lib/client/form-resolver';
import { useDatabaseMutations } from '@/lib/client/hooks/partners';
import { useApiForm } from '@/components/ui/api-form';
import { ActiveBadge } from '@/components/ui/badge';
import { ItemDialog, RowButton, useEditing, type ItemFormProps } from '@/components/ui/edit-dialog';
import { CheckboxField, TextField } from '@/components/ui/field';
import { DialogFormActions } from '@/components/ui/form-actions';
import { ItemList } from '@/components/ui/item-list';
import { EmptyState } from '@/components/ui/states';
import { FormFrame } from '@/components/ui/form-frame';
import { audienceText, type AudienceWords } from './audience-text';
import type { Database } from './types';

const FIELDS = [
  'database_name',
  'creation_method',
  'size',
  'male',
  'female',
  'min_age',
  'max_age',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string> & { active: boolean };

const empty: Values = {
  database_name: '',
  creation_method: '',
  size: '',
  male: '',
  female: '',
  min_age: '',
  max_age: '',
  active: true,
};

function valuesOf(d: Database): Values {
  return {
    database_name: d.database_name,
    creation_method: d.creation_method,
    size: String(d.size),
    male: String(d.male),
    female: String(d.female),
    min_age: String(d.min_age),
    max_age: String(d.max_age),
    active: d.active === 'y',
  };
}

const input = (v: Values, id?: string) => ({
  ...(id ? { database_id: id } : {}),
  database_name: v.database_name.trim(),
  creation_method: v.creation_method.trim(),
  size: blankTo(v.size, undefined),
  male: blankTo(v.male, undefined),
  female: blankTo(v.female, undefined),
  min_age: blankTo(v.min_age, undefined),
  max_age: blankTo(v.max_age, undefined),
  active: v.active ? 'y' : 'n',
});

function DatabaseForm({
  partnerId,
  item: database,
  onDone,
}: ItemFormProps<Database> & { partnerId: string }) {
  const t = useTranslations('databases.manager');
  const { create, update } = useDatabaseMutations(partnerId);
  const { form, field, formError, onSubmit } = useApiForm<Values>({
    defaultValues: database ? valuesOf(database) : empty,
    schema: database ? DatabaseUpdateItemIn : DatabaseCreateItemIn,
    toInput: (v) => input(v, database?.database_id),
    fields: FIELDS,
    alias: Object.fromEntries(FIELDS.map((f) => [`databases.0.${f}`, f])),
    save: async (values) => {
      if (database) await update.mutateAsync(input(values, database.database_id) as never);
      else await create.mutateAsync(input(values) as never);
      onDone(database ? t('saved') : t('added'));
    },
  });
  const pending = create.isPending || update.isPending;
  const number = (name: Field) => ({ inputMode: 'numeric' as const, ...field(name) });
  return (
    <FormFrame onSubmit={onSubmit} error={formError}>
      <TextField label={t('name')} required {...field('database_name')} />
      <TextField
        label={t('creationMethod')}
        hint={t('creationHint')}
        required
        {...field('creation_method')}
      />
      <TextField label={t('size')} {...number('size')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('male')} {...number('male')} />
        <TextField label={t('female')} {...number('female')} />
        <TextField label={t('minAge')} {...number('min_age')} />
        <TextField label={t('maxAge')} hint={t('maxAgeHint')} {...number('max_age')} />
      </div>
      <CheckboxField label={t('active')} {...form.register('active')} />
      <DialogFormActions pending={pending} label={database ? t('save') : t('add')} />
    </FormFrame>
  );
}

/** The audience sentence's phrases in the page's language. */
function useAudienceText() {
  const t = useTranslations('databases.manager');
  const words: AudienceWords = {
    gender: (male, female) => t('gender', { male, female }),
    agesBetween: (min, max) => t('agesBetween', { min, max }),
    agesFrom: (min) => t('agesFrom', { min }),
    agesUpTo: (max) => t('agesUpTo', { max }),
    none: t('noAudience'),
  };
  return (d: Database) => audienceText(d, words);
}

/** A partner's e-mail databases: add and edit (the audience rules are checked by the server). */
export function DatabasesManager({
  partnerId,
  databases,
}: {
  partnerId: string;
  databases: Database[];
}) {
  const t = useTranslations('databases.manager');
  const audienceText = useAudienceText();
  const format = useFormatter();
  const { editing, setEditing, close } = useEditing<Database>();
  return (
    <ItemList
      addLabel={t('add')}
      onAdd={() => setEditing('new')}
      empty={
        databases.length === 0 && <EmptyState title={t('noneTitle')}>{t('noneText')}</EmptyState>
      }
      caption={t('caption')}
      columns={[
        t('database'),
        { label: t('sizeColumn'), align: 'right' },
        t('audience'),
        t('state'),
        { label: t('actions'), align: 'right' },
      ]}
      rows={databases.map((d) => (
        <tr key={d.database_id}>
          <td className="py-2 pr-3">
            <span className="block font-medium">{d.database_name}</span>
            <span className="text-xs text-slate-500">{d.creation_method}</span>
          </td>
          <td className="px-3 py-2 text-right tabular-nums">{format.number(d.size)}</td>
          <td className="px-3 py-2 text-slate-600">{audienceText(d)}</td>
          <td className="px-3 py-2">
            <ActiveBadge active={d.active} />
          </td>
          <td className="py-2 pl-3 text-right">
            <RowButton
              name={t('editLabel', { name: d.database_name })}
              onClick={() => setEditing(d)}
            />
          </td>
        </tr>
      ))}
    >
      <ItemDialog
        editing={editing}
        onClose={close}
        addTitle={t('addTitle')}
        editTitle={t('editTitle')}
      >
        {(form) => <DatabaseForm partnerId={partnerId} {...form} />}
      </ItemDialog>
    </ItemList>
  );
}
