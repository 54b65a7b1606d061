import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PublishTermsIn } from '@/lib/schemas/terms';
import { apiResolver } from '@/lib/client/form-resolver';
import { usePublishTerms } from '@/lib/client/hooks/terms';
import { useConsoleSession } from '@/components/console/session-context';
import { Button } from '@/components/ui/button';
import { DialogCancel } from '@/components/ui/dialog';
import { FormError, SelectField, TextAreaField } from '@/components/ui/field';
import { CountryOptions, LocaleOptions } from '@/components/ui/options';
import { registerField } from '@/components/ui/register-field';
import { showServerErrors } from '@/components/ui/server-errors';
import { useToast } from '@/components/ui/toast';
import { appliesTo } from './terms-labels';

type PublishValues = { locale: string; country: string; content: string };
export type PublishPreset = { locale: string; country: string | null; content: string };

const toInput = (v: PublishValues) => ({
  locale: v.locale,
  country: v.country || null,
  content: v.content,
});

/** A new version of the terms for a locale and country, started from the current one when given. */
export function PublishTermsForm({
  preset,
  onDone,
}: {
  preset: PublishPreset | null;
  onDone: () => void;
}) {
  const session = useConsoleSession();
  const toast = useToast();
  const publish = usePublishTerms(session.networkId);
  const form = useForm<PublishValues>({
    defaultValues: {
      locale: preset?.locale ?? 'en',
      country: preset?.country ?? '',
      content: preset?.content ?? '',
    },
    resolver: apiResolver<PublishValues>(PublishTermsIn, toInput),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const created = await publish.mutateAsync(toInput(values) as never);
      toast(`Version ${created.data.version} published for ${appliesTo(created.data)}.`);
      onDone();
    } catch (error) {
      setFormError(showServerErrors(form, error, ['locale', 'country', 'content']).message);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Locale" {...registerField(form, 'locale')}>
          <LocaleOptions />
        </SelectField>
        <SelectField label="Country" {...registerField(form, 'country')}>
          <option value="">Every country</option>
          <CountryOptions />
        </SelectField>
      </div>
      <TextAreaField
        label="Content"
        rows={10}
        hint="HTML; scripts and unknown tags are removed. Partners accept the newest version; older ones stay on record."
        {...registerField(form, 'content')}
      />
      <div className="flex justify-end gap-2">
        <DialogCancel disabled={publish.isPending} />
        <Button type="submit" variant="primary" disabled={publish.isPending}>
          {publish.isPending ? 'Publishing…' : 'Publish new version'}
        </Button>
      </div>
    </form>
  );
}
