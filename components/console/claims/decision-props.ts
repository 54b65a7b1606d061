import type { Claim } from '@/lib/client/hooks/claims';

/** What the approve and reject dialogs are given: the claim (null: closed), and what ends them. */
export interface DecisionDialogProps {
  claim: Claim | null;
  onClose: () => void;
  /** Runs after the decision, with a notice for the queue page. */
  onDone: (message: string) => void;
}
