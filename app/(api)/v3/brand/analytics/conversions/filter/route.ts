import { apiRoute } from '@/lib/api/http/route';
import { analyticsEndpoint } from '@/lib/api/endpoints/analytics-endpoint';

// POST /v3/brand/analytics/conversions/filter: conversion analytics (docs/api-decisions.md#conversion-analytics).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  POST: analyticsEndpoint('conversions', 'brand', 'filter'),
});
