import { describe, expect, it } from 'vitest';
import { entityLabel, fieldLabel, valueWords } from '@/components/console/audit/audit-words';
import { audienceText } from '@/components/shared/partner-profile/audience-text';

describe('raw codes on screen become words (issue 23, item 10)', () => {
  it('audit log: status letters, field names, actions and empty values', () => {
    expect(fieldLabel('network_status')).toBe('Network status');
    expect(fieldLabel('advertiser_id')).toBe('Advertiser ID');
    expect(fieldLabel('status_changed')).toBe('Status changed');
    expect(entityLabel('terms_acknowledgement')).toBe('Terms acknowledgement');
    expect(valueWords('partner', 'network_status', 'p')).toBe('Pending');
    expect(valueWords('partner', 'network_status', 'r')).toBe('Rejected');
    expect(valueWords('participation', 'status', 't')).toBe('Invited');
    expect(valueWords('campaign', 'status', 'a')).toBe('Active');
    expect(valueWords('campaign', 'terms', {})).toBe('none');
    expect(valueWords('campaign', 'tags', [])).toBe('none');
    expect(valueWords('brand', 'display_name', null)).toBe('none');
    expect(valueWords('webhook', 'is_enabled', true)).toBe('Yes');
    expect(valueWords('website', 'is_primary', 'n')).toBe('No');
    // Values that are not codes stay as they are.
    expect(valueWords('brand', 'display_name', 'p')).toBe('p');
    expect(valueWords('user', 'lastname', 'Last-5')).toBe('Last-5');
  });

  it('a database without audience figures says so, not "0% male, 0% female; ages 0-any"', () => {
    expect(audienceText({ male: 0, female: 0, min_age: 0, max_age: 0 })).toBe('No audience data');
    expect(audienceText({ male: 60, female: 40, min_age: 18, max_age: 65 })).toBe(
      '60% male, 40% female; ages 18–65',
    );
    expect(audienceText({ male: 0, female: 0, min_age: 25, max_age: 0 })).toBe('Ages 25 and over');
    expect(audienceText({ male: 0, female: 100, min_age: 0, max_age: 30 })).toBe(
      '0% male, 100% female; ages up to 30',
    );
  });
});
