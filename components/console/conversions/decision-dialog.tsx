'use client';

import { ConversionReviewIn } from '@/lib/schemas/conversion';
import {
  useStartReview,
  type ReviewAction,
  type ReviewJob,
  type ReviewTarget,
} from '@/lib/client/hooks/conversion-review';
import { plural } from '@/lib/client/format';
import { useApiForm } from '@/components/ui/api-form';
import { Modal } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/field';
import { DialogFormActions } from '@/components/ui/form-actions';
import { FormFrame } from '@/components/ui/form-frame';

export interface Decision {
  action: ReviewAction;
  target: ReviewTarget;
  /** "order 1234", "the 3 selected conversions", "all 50 conversions matching the filters" */
  what: string;
  count: number;
}

const TITLES: Record<ReviewAction, string> = {
  approve: 'Approve conversions',
  reject: 'Reject conversions',
  pend: 'Set conversions to pending',
};
const VERBS: Record<ReviewAction, string> = {
  approve: 'Approve',
  reject: 'Reject',
  pend: 'Set to pending',
};

type Values = { reason: string };

function DecisionForm({
  decision,
  onStarted,
}: {
  decision: Decision;
  onStarted: (jobs: ReviewJob[], decision: Decision) => void;
}) {
  const start = useStartReview();
  const rejecting = decision.action === 'reject';
  const toInput = (v: Values) => ({
    action: decision.action,
    ...(rejecting && v.reason.trim() ? { reason: v.reason.trim() } : {}),
    ...decision.target,
  });
  const { field, formError, onSubmit } = useApiForm<Values>({
    defaultValues: { reason: '' },
    schema: ConversionReviewIn,
    toInput,
    fields: ['reason'],
    failed: 'Nothing was changed',
    save: async (v) => {
      const answer = await start.mutateAsync(toInput(v));
      onStarted(answer.data.jobs, decision);
    },
  });
  return (
    <FormFrame onSubmit={onSubmit} error={formError}>
      {rejecting && (
        <TextAreaField
          label="Reason (required)"
          rows={3}
          maxLength={255}
          hint="The partner sees it. Letters, digits, spaces and : - _ . , ; # only."
          {...field('reason')}
        />
      )}
      <DialogFormActions
        pending={start.isPending}
        label={`${VERBS[decision.action]} ${plural(decision.count, 'conversion')}`}
        pendingLabel="Starting…"
      />
    </FormFrame>
  );
}

/** Approve, reject (with the reason the partner sees) or pend one row, a selection or a whole filter. */
export function DecisionDialog({
  decision,
  onClose,
  onStarted,
}: {
  decision: Decision | null;
  onClose: () => void;
  onStarted: (jobs: ReviewJob[], decision: Decision) => void;
}) {
  return (
    <Modal
      open={decision !== null}
      onOpenChange={(open) => !open && onClose()}
      title={decision ? TITLES[decision.action] : ''}
      description={
        decision &&
        `${VERBS[decision.action]} ${decision.what}. Conversions that are locked cannot change this way: amend or refund them instead.`
      }
    >
      {decision && <DecisionForm decision={decision} onStarted={onStarted} />}
    </Modal>
  );
}
