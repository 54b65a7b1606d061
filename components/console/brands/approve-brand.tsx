'use client';

import { useState } from 'react';
import type { RequestBody } from '@/lib/client/api';
import { useUpdateBrand } from '@/lib/client/hooks/brands';
import { useActionError } from '@/components/ui/action-error';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import type { Brand } from './types';

/** Staff: approve or reject a brand a brand user created (it waits as pending). */
export function ApproveBrand({ brand, name }: { brand: Brand; name: string }) {
  const brandId = brand.advertiser_id;
  const update = useUpdateBrand(brandId);
  const toast = useToast();
  const { error, run } = useActionError();
  const [deciding, setDeciding] = useState<'a' | 'r' | null>(null);
  return (
    <>
      <Button size="sm" variant="primary" onClick={() => setDeciding('a')}>
        Approve brand…
      </Button>
      <Button size="sm" variant="danger" onClick={() => setDeciding('r')}>
        Reject…
      </Button>
      <ConfirmDialog
        open={deciding !== null}
        onOpenChange={(open) => !open && setDeciding(null)}
        title={deciding === 'a' ? `Approve ${name}?` : `Reject ${name}?`}
        description={
          deciding === 'a'
            ? 'Its campaigns can then track clicks and sales.'
            : 'Its campaigns stay closed to clicks and sales. You can approve it later.'
        }
        confirmLabel={deciding === 'a' ? 'Approve brand' : 'Reject brand'}
        confirmVariant={deciding === 'a' ? 'primary' : 'danger'}
        pending={update.isPending}
        onConfirm={() =>
          void run(async () => {
            await update.mutateAsync({
              // The v1 update takes the brand's required fields with the change.
              address1: brand.address1,
              country: brand.country as RequestBody<
                '/user/advertiser/{advertiser_id}',
                'post'
              >['country'],
              phone: brand.phone,
              postcode: brand.postcode,
              signup_ip: brand.signup_ip,
              status: deciding!,
            });
            toast(deciding === 'a' ? `${name} approved.` : `${name} rejected.`);
            setDeciding(null);
          })
        }
      >
        <FormError message={error} />
      </ConfirmDialog>
    </>
  );
}
