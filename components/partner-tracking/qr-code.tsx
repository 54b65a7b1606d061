'use client';

import { QRCodeSVG } from 'qrcode.react';

/** The tracking link as a QR code (loaded on demand by link-result.tsx). */
export default function QrCode({ value, title }: { value: string; title: string }) {
  return (
    <QRCodeSVG
      value={value}
      title={title}
      role="img"
      aria-label={title}
      size={176}
      marginSize={2}
      className="rounded border border-slate-200 bg-white"
    />
  );
}
