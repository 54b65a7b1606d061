import { describe, expect, it } from 'vitest';
import { ApiClientError } from '@/lib/client/errors';
import {
  fieldLabel,
  labelledMessage,
  normalizeNumber,
  FORM_FIELD_LABELS,
} from '@/lib/client/field-labels';
import { describeError, isRetryable, splitServerError } from '@/lib/client/form-errors';
import { humanMessage } from '@/lib/client/form-resolver';
import { CAPABILITIES, roleCan } from '@/lib/schemas/capabilities';
import { requireCan } from '@/lib/services/access';
import type { Principal } from '@/lib/auth/principal';

const invalidValue = () =>
  new ApiClientError(400, 'Validation failed', [
    { property: 'value', code: 'invalid_value', message: 'value must be a decimal number' },
  ]);

describe('the field label table', () => {
  it('names API fields in words: the form’s own word, else the common one, else the name in words', () => {
    expect(fieldLabel('value', 'commission-preview')).toBe('Sale value');
    expect(fieldLabel('publisher_id', 'commission-preview')).toBe('Partner ID');
    expect(fieldLabel('publisher_id')).toBe('Partner');
    expect(fieldLabel('conversion_value', 'claim')).toBe('Sale value');
    expect(fieldLabel('websites.0.website_url')).toBe('Website URL');
    expect(fieldLabel('brand_ids.0')).toBe('Brands');
    expect(fieldLabel('cookie_period')).toBe('Cookie period');
    expect(fieldLabel('some_new_field')).toBe('Some new field');
    for (const labels of Object.values(FORM_FIELD_LABELS))
      for (const label of Object.values(labels)) expect(label).not.toMatch(/_/);
  });

  it('says an API field error by its label, a number problem as what to type', () => {
    expect(
      labelledMessage('value', 'value must be a decimal number', '', 'commission-preview'),
    ).toBe('Sale value: enter a number like 12500.00');
    expect(labelledMessage('account_name', 'Is already taken')).toBe(
      'Account name: Is already taken',
    );
    expect(describeError(invalidValue(), 'commission-preview')).toBe(
      'Sale value: enter a number like 12500.00',
    );
    // A form without the field: the rest above the form, named by the label, not "value".
    expect(splitServerError(invalidValue(), ['partner'], {}, 'commission-preview')).toEqual({
      fields: [],
      message: 'Sale value: enter a number like 12500.00',
    });
    // A form with the field: the message beside it, the label being there already.
    expect(splitServerError(invalidValue(), ['value']).fields).toEqual([
      { name: 'value', message: 'Enter a number like 12500.00' },
    ]);
    expect(humanMessage('Invalid input: expected number, received NaN')).toBe(
      'Enter a number like 12500.00',
    );
  });

  it('reads numbers typed with thousands separators', () => {
    expect(normalizeNumber('12,500')).toBe('12500');
    expect(normalizeNumber(' 12 500 ')).toBe('12500');
    expect(normalizeNumber('1,234,567.89')).toBe('1234567.89');
    expect(normalizeNumber('12\u202f500.5')).toBe('12500.5');
    expect(normalizeNumber('12500.00')).toBe('12500.00');
    // Not a grouping of threes: left for the validation to explain.
    expect(normalizeNumber('12,50')).toBe('12,50');
    expect(normalizeNumber('abc')).toBe('abc');
  });

  it('offers a retry only where one may help', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(new ApiClientError(503, 'Unavailable', []))).toBe(true);
    expect(isRetryable(new ApiClientError(429, 'Slow down', []))).toBe(true);
    expect(isRetryable(invalidValue())).toBe(false);
    expect(isRetryable(new ApiClientError(403, 'No', []))).toBe(false);
  });
});

describe('the capability table', () => {
  const as = (role: Principal['role']) => ({ role }) as Principal;

  it('is what the server checks and what the console shows', () => {
    expect(roleCan('network', 'terms.publish')).toBe(true);
    expect(roleCan('brand', 'terms.publish')).toBe(false);
    expect(roleCan('brand', 'brands.create')).toBe(true);
    expect(roleCan('partner', 'partners.list')).toBe(false);
    expect(() => requireCan(as('network'), 'webhooks.manage')).not.toThrow();
    expect(() => requireCan(as('brand'), 'terms.publish')).toThrow(
      'Only network staff may publish terms',
    );
    expect(() => requireCan(as('partner'), 'brands.create')).toThrow(
      'Your account may not create brands',
    );
    for (const rule of Object.values(CAPABILITIES)) expect(rule.roles.length).toBeGreaterThan(0);
  });
});
