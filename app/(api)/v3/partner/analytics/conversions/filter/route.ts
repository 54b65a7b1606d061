import { apiRoute } from '@/lib/api/route';
import { conversionAnalyticsEndpoint } from '@/lib/api/conversion-analytics-endpoint';

// POST /v3/partner/analytics/conversions/filter: conversion analytics (docs/api-decisions.md#conversion-analytics).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  POST: conversionAnalyticsEndpoint('partner', 'filter'),
});
