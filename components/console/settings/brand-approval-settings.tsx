'use client';

import { useBrandSettings, useSetBrandSettings } from '@/lib/client/hooks/conversion-tracking';
import { useConsoleSession } from '@/components/console/shell/session-context';
import { useActionError } from '@/components/ui/action-error';
import { CheckboxField, FormError } from '@/components/ui/field';
import { Section } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';

/** Staff: whether brands that brand users create wait for approval (on by default). */
export function BrandApprovalSettings() {
  const session = useConsoleSession();
  const settings = useBrandSettings(session.networkId);
  const save = useSetBrandSettings(session.networkId);
  const toast = useToast();
  const { error, run } = useActionError();
  return (
    <Section
      title="New brands"
      id="brand-approval"
      description="Brands you create are active at once."
    >
      {settings.isLoading ? (
        <LoadingState label="Loading brand settings…" />
      ) : settings.isError || !settings.data ? (
        <ErrorState error={settings.error} retry={() => settings.refetch()} />
      ) : (
        <div className="space-y-2">
          <FormError message={error} />
          <CheckboxField
            label="A brand created by a brand user waits for staff approval"
            hint="It shows as pending on the brands page until someone approves it; its campaigns track nothing until then."
            checked={settings.data.brand_approval_required}
            disabled={save.isPending}
            onChange={(e) => {
              const on = e.target.checked;
              void run(async () => {
                await save.mutateAsync(on);
                toast(
                  on ? 'New brands now wait for approval.' : 'New brands are now active at once.',
                );
              });
            }}
          />
        </div>
      )}
    </Section>
  );
}
