'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CreateBrandIn, UpdateBrandIn } from '@/lib/schemas/brand';
import { apiResolver, blankTo } from '@/lib/client/form-resolver';
import { splitServerError } from '@/lib/client/form-errors';
import { useBrand, useCreateBrand, useUpdateBrand } from '@/lib/client/hooks/brands';
import { isStaff, useConsoleSession } from '@/components/console/session-context';
import { Button, buttonClass } from '@/components/ui/button';
import { NETWORK_STATUS_LABELS } from '@/components/ui/badge';
import { FormError, SelectField, TextField } from '@/components/ui/field';
import { ImagePicker, type ImageChoice } from '@/components/ui/image-picker';
import { CountryOptions, CurrencyOptions } from '@/components/ui/options';
import { PageHeader, Section } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { BrandHeader } from './brand-header';
import type { Brand } from './types';

const FIELDS = [
  'account_name',
  'company_name',
  'display_name',
  'contact_email',
  'address1',
  'address2',
  'postcode',
  'country',
  'phone',
  'signup_ip',
  'default_currency',
  'payment_currency',
  'status',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const ICON_FIELDS = ['advertiser_icon', 'advertiser_icon_upload'];
const NULLABLE: Field[] = ['display_name', 'contact_email', 'address2'];

function valuesOf(b: Brand | null, signupIp: string): Values {
  const out = {} as Values;
  for (const f of FIELDS) out[f] = b ? String(b[f] ?? '') : '';
  if (!b) Object.assign(out, { country: 'GB', default_currency: 'GBP', payment_currency: 'GBP', status: 'a', signup_ip: signupIp });
  return out;
}

/** Create: blanks are left out; edit: blanks clear the nullable fields. */
function toInput(values: Values, creating: boolean) {
  const out: Record<string, unknown> = {};
  for (const f of FIELDS) out[f] = blankTo(values[f], creating || !NULLABLE.includes(f) ? undefined : null);
  return out;
}

function iconInput(choice: ImageChoice) {
  if (choice.kind === 'upload') return { advertiser_icon_upload: choice.dataUrl };
  if (choice.kind === 'url') return { advertiser_icon: choice.url };
  if (choice.kind === 'remove') return { advertiser_icon: null };
  return {};
}

function BrandForm({ brand }: { brand: Brand | null }) {
  const session = useConsoleSession();
  const router = useRouter();
  const toast = useToast();
  const creating = brand === null;
  const initial = useMemo(() => valuesOf(brand, session.clientAddress), [brand, session.clientAddress]);
  const form = useForm<Values>({
    defaultValues: initial,
    values: initial,
    resolver: apiResolver<Values>(creating ? CreateBrandIn : UpdateBrandIn, (v) => toInput(v, creating)),
  });
  const create = useCreateBrand();
  const update = useUpdateBrand(brand?.advertiser_id ?? '0');
  const [icon, setIcon] = useState<ImageChoice>({ kind: 'keep' });
  const [iconError, setIconError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;
  const errors = form.formState.errors;
  const err = (f: Field) => errors[f]?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setIconError(undefined);
    const body = { ...toInput(values, creating), ...iconInput(icon) };
    try {
      if (creating) {
        const created = await create.mutateAsync(body as never);
        toast('Brand created.');
        router.push(`/console/brands/${created.advertiser.advertiser_id}`);
      } else {
        await update.mutateAsync(body as never);
        setIcon({ kind: 'keep' });
        toast('Brand saved.');
      }
    } catch (error) {
      const split = splitServerError(error, [...FIELDS, ...ICON_FIELDS]);
      for (const f of split.fields) {
        if (ICON_FIELDS.includes(f.name)) setIconError(f.message);
        else form.setError(f.name as Field, { type: 'server', message: f.message }, { shouldFocus: true });
      }
      setFormError(split.message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label={creating ? 'New brand' : 'Brand details'}>
      <FormError message={formError} />
      <Section title="Icon" id="icon" description="Partners see it next to the brand's campaigns. PNG or JPEG, checked by the server.">
        <ImagePicker label="Brand icon" fileLabel="Icon file" current={brand?.advertiser_icon ?? null} value={icon} onChange={(c) => { setIcon(c); setIconError(undefined); }} error={iconError} allowUrl />
      </Section>
      <Section title="Account" id="account">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Account name" hint="Unique on the network" error={err('account_name')} {...form.register('account_name')} />
          <TextField label="Company name" error={err('company_name')} {...form.register('company_name')} />
          <TextField label="Display name" hint="The name partners see; the company name when empty" error={err('display_name')} {...form.register('display_name')} />
          <TextField label="Contact e-mail" type="email" error={err('contact_email')} {...form.register('contact_email')} />
          <SelectField label="Default currency" error={err('default_currency')} {...form.register('default_currency')}>
            <CurrencyOptions />
          </SelectField>
          <SelectField label="Payment currency" error={err('payment_currency')} {...form.register('payment_currency')}>
            <CurrencyOptions />
          </SelectField>
          {isStaff(session) && (
            <SelectField label="Status" error={err('status')} {...form.register('status')}>
              {Object.entries(NETWORK_STATUS_LABELS).map(([v, l]) => (
                <option key={v} value={v}>
                  {l}
                </option>
              ))}
            </SelectField>
          )}
        </div>
      </Section>
      <Section title="Address" id="address">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Address line 1" error={err('address1')} {...form.register('address1')} />
          <TextField label="Address line 2" error={err('address2')} {...form.register('address2')} />
          <TextField label="Postcode" error={err('postcode')} {...form.register('postcode')} />
          <SelectField label="Country" error={err('country')} {...form.register('country')}>
            <CountryOptions />
          </SelectField>
          <TextField label="Phone" error={err('phone')} {...form.register('phone')} />
          <TextField label="Sign-up IP address" hint="Where the brand signed up from; yours when you create it" error={err('signup_ip')} {...form.register('signup_ip')} />
        </div>
      </Section>
      <div className="flex items-center gap-3">
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? (icon.kind === 'upload' || icon.kind === 'url' ? 'Saving and checking the icon…' : 'Saving…') : creating ? 'Create brand' : 'Save brand'}
        </Button>
        <Link href={creating ? '/console/brands' : `/console/brands/${brand.advertiser_id}/campaigns`} className={buttonClass('ghost')}>
          {creating ? 'Cancel' : 'Go to campaigns'}
        </Link>
      </div>
    </form>
  );
}

export function NewBrandPage() {
  return (
    <div>
      <PageHeader title="New brand" crumbs={[{ label: 'Console', href: '/console' }, { label: 'Brands', href: '/console/brands' }, { label: 'New brand' }]} />
      <BrandForm brand={null} />
    </div>
  );
}

export function BrandPage({ brandId }: { brandId: string }) {
  const brand = useBrand(brandId);
  return (
    <div>
      <BrandHeader brandId={brandId} brand={brand.data?.advertiser} current="Details" />
      {brand.isLoading ? (
        <LoadingState label="Loading the brand…" />
      ) : brand.isError || !brand.data ? (
        <ErrorState error={brand.error} retry={() => brand.refetch()} title="This brand could not be loaded" />
      ) : (
        <BrandForm brand={brand.data.advertiser} />
      )}
    </div>
  );
}
