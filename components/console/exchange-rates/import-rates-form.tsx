'use client';

import { useState, type FormEvent } from 'react';
import { describeError } from '@/lib/client/form-errors';
import { useImportExchangeRates } from '@/lib/client/hooks/exchange-rates';
import { Button } from '@/components/ui/button';

export interface ImportedRates {
  rates: number;
  dates: number;
  first_date: string;
  last_date: string;
  changed: number;
}

/** Pick an ECB reference-rate XML file and import it; a refused file shows why, in the form. */
export function ImportRatesForm({
  networkId,
  onImported,
  onCancel,
}: {
  networkId: number;
  onImported: (summary: ImportedRates) => void;
  onCancel: () => void;
}) {
  const upload = useImportExchangeRates(networkId);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setProblem('Choose the ECB file first.');
    setProblem(null);
    try {
      const result = await upload.mutateAsync(await file.text());
      onImported(result.data);
    } catch (error) {
      setProblem(describeError(error));
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <p className="text-sm text-slate-600">
        The ECB&apos;s <code>eurofxref-daily.xml</code> or <code>eurofxref-hist-90d.xml</code>, as
        downloaded. The whole history is larger than an upload may be: import it with{' '}
        <code>npm run admin -- rates import</code>. A file with any fault imports nothing.
      </p>
      <label className="block text-sm font-medium text-slate-700">
        Rates file (XML)
        <input
          type="file"
          accept=".xml,application/xml,text/xml"
          className="mt-1 block w-full text-sm"
          data-testid="rates-file"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setProblem(null);
          }}
        />
      </label>
      {problem && (
        <p role="alert" className="text-sm break-words text-red-700" data-testid="rates-problem">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={upload.isPending}>
          {upload.isPending ? 'Importing…' : 'Import rates'}
        </Button>
      </div>
    </form>
  );
}
