'use client';

import { useState } from 'react';
import { Button } from './button';
import { useDialogWords } from './dialog-words';

/** Copies `value` to the clipboard and says so. */
export function CopyButton({ value, label }: { value: string; label?: string }) {
  const words = useDialogWords();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
    setTimeout(() => setState('idle'), 2500);
  }
  return (
    <Button size="sm" onClick={copy} aria-live="polite">
      {state === 'copied'
        ? words.copied
        : state === 'failed'
          ? words.copyFailed
          : (label ?? words.copy)}
    </Button>
  );
}

/** A key or secret shown once: the value in monospace, and a button that copies it. */
export function SecretValue({
  value,
  testId,
  className = '',
  onWhite = false,
}: {
  value: string;
  testId?: string;
  className?: string;
  onWhite?: boolean;
}) {
  return (
    <div className={`flex flex-wrap items-center gap-2 ${className}`}>
      <code
        data-testid={testId}
        className={`rounded px-2 py-1 font-mono break-all ${onWhite ? 'bg-white text-slate-900' : 'bg-slate-100'}`}
      >
        {value}
      </code>
      <CopyButton value={value} />
    </div>
  );
}
