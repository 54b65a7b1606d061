'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CreateBrandIn, UpdateBrandIn } from '@/lib/schemas/brand';
import { apiResolver } from '@/lib/client/form-resolver';
import { splitServerError } from '@/lib/client/form-errors';
import { useBrand, useCreateBrand, useUpdateBrand } from '@/lib/client/hooks/brands';
import { isStaff, useConsoleSession } from '@/components/console/shell/session-context';
import { Button, buttonClass } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { ImagePicker, type ImageChoice } from '@/components/ui/image-picker';
import { PageHeader, Section } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { BrandHeader } from './brand-header';
import { CampaignGroups } from './campaign-groups';
import { BrandAccountSection, BrandAddressSection } from './brand-form-sections';
import {
  FIELDS,
  ICON_FIELDS,
  iconInput,
  toInput,
  valuesOf,
  type Field,
  type Values,
} from './brand-form-values';
import type { Brand } from './types';

function BrandForm({ brand }: { brand: Brand | null }) {
  const session = useConsoleSession();
  const router = useRouter();
  const toast = useToast();
  const creating = brand === null;
  const initial = useMemo(
    () => valuesOf(brand, session.clientAddress),
    [brand, session.clientAddress],
  );
  const form = useForm<Values>({
    defaultValues: initial,
    values: initial,
    resolver: apiResolver<Values>(creating ? CreateBrandIn : UpdateBrandIn, (v) =>
      toInput(v, creating),
    ),
  });
  const create = useCreateBrand();
  const update = useUpdateBrand(brand?.advertiser_id ?? '0');
  const [icon, setIcon] = useState<ImageChoice>({ kind: 'keep' });
  const [iconError, setIconError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

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
        else
          form.setError(
            f.name as Field,
            { type: 'server', message: f.message },
            { shouldFocus: true },
          );
      }
      setFormError(split.message);
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-6"
      aria-label={creating ? 'New brand' : 'Brand details'}
    >
      <FormError message={formError} />
      <Section
        title="Icon"
        id="icon"
        description="Partners see it next to the brand's campaigns. PNG or JPEG, checked by the server."
      >
        <ImagePicker
          label="Brand icon"
          fileLabel="Icon file"
          current={brand?.advertiser_icon ?? null}
          value={icon}
          onChange={(c) => {
            setIcon(c);
            setIconError(undefined);
          }}
          error={iconError}
          allowUrl
        />
      </Section>
      <BrandAccountSection form={form} staff={isStaff(session)} />
      <BrandAddressSection form={form} />
      <div className="flex items-center gap-3">
        <Button type="submit" variant="primary" disabled={pending}>
          {pending
            ? icon.kind === 'upload' || icon.kind === 'url'
              ? 'Saving and checking the icon…'
              : 'Saving…'
            : creating
              ? 'Create brand'
              : 'Save brand'}
        </Button>
        <Link
          href={creating ? '/console/brands' : `/console/brands/${brand.advertiser_id}/campaigns`}
          className={buttonClass('ghost')}
        >
          {creating ? 'Cancel' : 'Go to campaigns'}
        </Link>
      </div>
    </form>
  );
}

export function NewBrandPage() {
  return (
    <div>
      <PageHeader
        title="New brand"
        crumbs={[
          { label: 'Console', href: '/console' },
          { label: 'Brands', href: '/console/brands' },
          { label: 'New brand' },
        ]}
      />
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
        <ErrorState
          error={brand.error}
          retry={() => brand.refetch()}
          title="This brand could not be loaded"
        />
      ) : (
        <BrandForm brand={brand.data.advertiser} />
      )}
      {brand.data && <CampaignGroups brandId={brandId} />}
    </div>
  );
}
