import { PublishTermsIn } from '@/lib/schemas/terms';
import { usePublishTerms } from '@/lib/client/hooks/terms';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { useApiForm } from '@/components/ui/api-form';
import { SelectField, TextAreaField } from '@/components/ui/field';
import { CountryOptions, LocaleOptions } from '@/components/ui/options';
import { DialogFormActions } from '@/components/ui/form-actions';
import { useToast } from '@/components/ui/toast';
import { FormFrame } from '@/components/ui/form-frame';
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
  const { field, formError, onSubmit } = useApiForm<PublishValues>({
    defaultValues: {
      locale: preset?.locale ?? 'en',
      country: preset?.country ?? '',
      content: preset?.content ?? '',
    },
    schema: PublishTermsIn,
    toInput,
    fields: ['locale', 'country', 'content'],
    save: async (values) => {
      const created = await publish.mutateAsync(toInput(values) as never);
      toast(`Version ${created.data.version} published for ${appliesTo(created.data)}.`);
      onDone();
    },
  });
  return (
    <FormFrame onSubmit={onSubmit} error={formError}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Locale" {...field('locale')}>
          <LocaleOptions />
        </SelectField>
        <SelectField label="Country" {...field('country')}>
          <option value="">Every country</option>
          <CountryOptions />
        </SelectField>
      </div>
      <TextAreaField
        label="Content"
        rows={10}
        hint="HTML; scripts and unknown tags are removed. Partners accept the newest version; older ones stay on record."
        {...field('content')}
      />
      <DialogFormActions
        pending={publish.isPending}
        label="Publish new version"
        pendingLabel="Publishing…"
      />
    </FormFrame>
  );
}
