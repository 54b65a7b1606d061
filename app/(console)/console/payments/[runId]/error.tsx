'use client';

export { default } from '@/app/(console)/console/error';
