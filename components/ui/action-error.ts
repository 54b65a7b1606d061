import { useState } from 'react';
import { describeError } from '@/lib/client/form-errors';

/**
 * The error line of a dialog or small form whose action is one request: `run` clears it, runs
 * the action, and shows what went wrong in words if it failed.
 */
export function useActionError() {
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(describeError(e));
    }
  };
  return { error, setError, run };
}
