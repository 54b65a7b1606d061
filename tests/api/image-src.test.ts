import { describe, expect, it } from 'vitest';
import { imageSrc } from '@/lib/client/image-src';

describe('image URLs on pages (imageSrc)', () => {
  it('shows our hosted images by path, whatever host the API put in front', () => {
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:3210',
      'https://net.example',
    ]) {
      expect(imageSrc(`${origin}/assets/images/12-0123456789abcdef.png`)).toBe(
        '/assets/images/12-0123456789abcdef.png',
      );
    }
    expect(imageSrc('http://localhost/assets/images/7-fedcba9876543210.jpg')).toBe(
      '/assets/images/7-fedcba9876543210.jpg',
    );
  });

  it('leaves other URLs, paths and blanks alone', () => {
    expect(imageSrc('https://cdn.example/logo.png')).toBe('https://cdn.example/logo.png');
    expect(imageSrc('https://cdn.example/assets/images/1-0123456789abcdef.png?x=1')).toBe(
      'https://cdn.example/assets/images/1-0123456789abcdef.png?x=1',
    );
    expect(imageSrc('/assets/images/1-0123456789abcdef.png')).toBe(
      '/assets/images/1-0123456789abcdef.png',
    );
    expect(imageSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(imageSrc(null)).toBeNull();
    expect(imageSrc('')).toBe('');
  });
});
