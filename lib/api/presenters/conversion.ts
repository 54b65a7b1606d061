import type { ConversionV3Out } from '@/lib/schemas/conversion';
import type { ConversionRecord } from '@/lib/services/conversions';
import { isoDateTime } from './common';
import { decimalText } from './campaign';

const text = (v: string) => decimalText(v)!;

/** The v3 conversion record (recording call). Amounts are exact decimals as text. The reports: conversion-report.ts. */
export function presentConversionV3({ row, items }: ConversionRecord): ConversionV3Out {
  return {
    id: String(row.id),
    campaign_id: String(row.campaignId),
    publisher_id: row.partnerId === null ? null : String(row.partnerId),
    conversion_reference: row.conversionReference,
    publisher_reference: row.partnerReference,
    advertiser_reference: row.advertiserReference,
    customer_reference: row.customerReference,
    customer_type: row.customerType,
    status: row.status,
    reason: row.reason,
    currency: row.currency,
    value: text(row.value),
    commission: text(row.commission),
    commission_currency: row.commissionCurrency,
    conversion_time: isoDateTime(row.conversionTime),
    created_at: isoDateTime(row.createdAt),
    updated_at: isoDateTime(row.updatedAt),
    attribution: row.attribution,
    source: row.source,
    click_id: row.clickId === null ? null : String(row.clickId),
    clickref: row.clickref,
    clicked_at: row.clickedAt ? isoDateTime(row.clickedAt) : null,
    voucher_code: row.voucherCode,
    items: items.map((i) => ({
      id: String(i.id),
      sku: i.sku,
      category: i.category,
      item_value: text(i.itemValue),
      item_commission: text(i.itemCommission),
      status: i.status,
      display_to_publisher: i.displayToPartner,
      reason: i.reason,
    })),
  };
}
