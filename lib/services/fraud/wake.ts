import { logger } from '@/lib/logger';
import { processSingleton } from '@/lib/process-singleton';

// Told when sales wait for their checks (set by lib/queue/fraud.ts when the queue starts).
type Waker = () => Promise<void>;
const holder = processSingleton('fraud-waker', () => ({ waker: undefined as Waker | undefined }));

export function setFraudWaker(waker: Waker | undefined): void {
  holder.waker = waker;
}

/**
 * Tells the queue a sale waits for its checks, without waiting for it: the intake answers
 * at once. A wake that is lost is made up by the worker's sweep.
 */
export function wakeFraudChecks(): void {
  const waker = holder.waker;
  if (!waker) return;
  waker().catch((error) =>
    logger.warn({ err: error }, 'fraud checks not woken; the sweep will run them'),
  );
}
