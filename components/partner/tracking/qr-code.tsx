'use client';

import { useRef } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { Button } from '@/components/ui/button';

const FILE = 'tracking-link-qr';
const PNG_SIZE = 1024;

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function svgBlob(svg: SVGSVGElement): Blob {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  return new Blob([new XMLSerializer().serializeToString(copy)], { type: 'image/svg+xml' });
}

/** The SVG drawn on a canvas large enough to print, as a PNG. */
async function pngBlob(svg: SVGSVGElement): Promise<Blob> {
  const url = URL.createObjectURL(svgBlob(svg));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = PNG_SIZE;
    const context = canvas.getContext('2d')!;
    context.imageSmoothingEnabled = false;
    context.drawImage(image, 0, 0, PNG_SIZE, PNG_SIZE);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no PNG'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The tracking link as a QR code, to download as PNG or SVG (loaded on demand by link-result.tsx). */
export default function QrCode({
  value,
  title,
  pngLabel,
  svgLabel,
}: {
  value: string;
  title: string;
  pngLabel: string;
  svgLabel: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const svg = () => box.current!.querySelector('svg')!;
  return (
    <div className="flex flex-col items-center gap-2">
      <div ref={box}>
        <QRCodeSVG
          value={value}
          title={title}
          role="img"
          aria-label={title}
          size={176}
          marginSize={2}
          className="rounded border border-slate-200 bg-white"
        />
      </div>
      <div className="flex gap-2">
        <Button size="sm" onClick={async () => save(await pngBlob(svg()), `${FILE}.png`)}>
          {pngLabel}
        </Button>
        <Button size="sm" onClick={() => save(svgBlob(svg()), `${FILE}.svg`)}>
          {svgLabel}
        </Button>
      </div>
    </div>
  );
}
