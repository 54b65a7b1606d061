'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type DragEvent } from 'react';
import { imageSrc } from '@/lib/client/image-src';
import { Button } from './button';
import { ImageUrlInput } from './image-url-input';
import { Spinner } from './states';

/** What to do with an image on save: keep it, upload a file, fetch a URL, or remove it. */
export type ImageChoice =
  | { kind: 'keep' }
  | { kind: 'upload'; dataUrl: string; name: string }
  | { kind: 'url'; url: string }
  | { kind: 'remove' };

// The API takes data URLs up to 12 MiB of text (lib/schemas/fields.ts); the server judges the image itself.
const MAX_FILE_BYTES = 8 * 1024 * 1024;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(''));
    reader.readAsDataURL(file);
  });
}

/** What the preview shows: the image chosen, none when it is to be removed, else the current one. */
function previewOf(value: ImageChoice, current: string | null) {
  if (value.kind === 'upload') return value.dataUrl;
  if (value.kind === 'url') return value.url;
  return value.kind === 'remove' ? null : imageSrc(current);
}

function ImagePreview({ src, label }: { src: string | null; label: string }) {
  const t = useTranslations('imagePicker');
  return (
    <div className="flex h-24 w-24 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- previews of data URLs and remote URLs
        <img
          src={src}
          alt={t('preview', { label })}
          className="max-h-full max-w-full object-contain"
        />
      ) : (
        <span className="text-xs text-slate-500">{t('noImage')}</span>
      )}
    </div>
  );
}

interface Props {
  label: string;
  /** The image now stored (our hosted URL), if any. */
  current: string | null;
  value: ImageChoice;
  onChange: (choice: ImageChoice) => void;
  /** The server's verdict on the last image sent. */
  error?: string;
  allowUrl?: boolean;
  /** Accessible name of the hidden file input (for the file picker). */
  fileLabel: string;
}

/**
 * An image by drag-and-drop or file picker (sent as a data URL), or by URL (the server
 * downloads it), with a preview. PNG and JPEG are what the server accepts; it checks the
 * content, so its verdict on anything else is shown under the picker.
 */
export function ImagePicker({
  label,
  current,
  value,
  onChange,
  error,
  allowUrl,
  fileLabel,
}: Props) {
  const t = useTranslations('imagePicker');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [reading, setReading] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);

  async function take(file: File | undefined) {
    if (!file) return;
    setLocalError(null);
    if (file.size > MAX_FILE_BYTES) {
      setLocalError(t('tooLarge', { size: (file.size / 1024 / 1024).toFixed(1) }));
      return;
    }
    setReading(true);
    try {
      onChange({ kind: 'upload', dataUrl: await readAsDataUrl(file), name: file.name });
    } catch (e) {
      setLocalError((e as Error).message || t('unreadable'));
    } finally {
      setReading(false);
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  }

  const shownError = localError ?? error;

  return (
    <fieldset className="space-y-3" aria-describedby={shownError ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex flex-wrap items-start gap-4">
        <ImagePreview src={previewOf(value, current)} label={label} />
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="image-drop-zone"
          className={`flex min-h-24 flex-1 flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-3 text-center text-sm ${
            dragging ? 'border-brand bg-blue-50' : 'border-slate-300 bg-white'
          }`}
        >
          <p className="text-slate-600">{t('drop')}</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button size="sm" onClick={() => input.current?.click()} disabled={reading}>
              {t('choose')}
            </Button>
            {(current || value.kind === 'upload' || value.kind === 'url') &&
              value.kind !== 'remove' && (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onChange(current ? { kind: 'remove' } : { kind: 'keep' })}
                >
                  {value.kind === 'keep' ? t('remove') : t('discard')}
                </Button>
              )}
            {value.kind === 'remove' && (
              <Button size="sm" variant="ghost" onClick={() => onChange({ kind: 'keep' })}>
                {t('keep')}
              </Button>
            )}
          </div>
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg"
            aria-label={fileLabel}
            className="hidden"
            onChange={(e) => {
              void take(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          {reading && (
            <span role="status" className="flex items-center gap-2 text-xs text-slate-500">
              <Spinner className="h-3 w-3" /> {t('reading')}
            </span>
          )}
          {value.kind === 'upload' && (
            <span className="text-xs text-slate-500">{t('willUpload', { name: value.name })}</span>
          )}
          {value.kind === 'remove' && (
            <span className="text-xs text-slate-500">{t('willRemove')}</span>
          )}
        </div>
      </div>
      {allowUrl && (
        <ImageUrlInput
          onUse={(url) => {
            setLocalError(null);
            if (url) onChange({ kind: 'url', url });
          }}
        />
      )}
      {value.kind === 'url' && (
        <p className="text-xs text-slate-500">{t('willDownload', { url: value.url })}</p>
      )}
      {shownError && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {shownError}
        </p>
      )}
    </fieldset>
  );
}
