'use client';

export { default } from '@/app/(partner)/partner/error';
