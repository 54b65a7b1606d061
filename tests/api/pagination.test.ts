import { describe, expect, it } from 'vitest';
import {
  cursorPagination,
  cursorQuery,
  offsetPagination,
  offsetQuery,
} from '@/lib/api/http/pagination';

describe('offset pagination', () => {
  it('builds first/last/next/previous links that keep the other query parameters', () => {
    const links = offsetPagination(
      'http://h/user/advertiser?status=a&limit=300&offset=300',
      { offset: 300, limit: 300 },
      500,
    );
    expect(links).toEqual({
      total_page_count: 2,
      total_item_count: 500,
      first_page: '/user/advertiser?status=a&limit=300&offset=0',
      last_page: '/user/advertiser?status=a&limit=300&offset=300',
      next_page: null,
      previous_page: '/user/advertiser?status=a&limit=300&offset=0',
    });
    const first = offsetPagination('http://h/x', { offset: 0, limit: 300 }, 500);
    expect(first.next_page).toBe('/x?limit=300&offset=300');
    expect(first.previous_page).toBeNull();
    expect(offsetPagination('http://h/x', { offset: 0, limit: 100 }, 0).total_page_count).toBe(1);
  });

  it('defaults, caps the limit at the maximum, and refuses negatives and non-numbers', () => {
    expect(offsetQuery().parse({})).toEqual({ offset: 0, limit: 100 });
    expect(offsetQuery().parse({ limit: '9999', offset: '20' })).toEqual({
      offset: 20,
      limit: 500,
    });
    expect(offsetQuery().safeParse({ offset: '-1' }).success).toBe(false);
    expect(offsetQuery().safeParse({ limit: '0' }).success).toBe(false);
    expect(offsetQuery().safeParse({ limit: 'ten' }).success).toBe(false);
  });
});

describe('cursor pagination', () => {
  it('limits to 300 and links the next page with cursor_id', () => {
    expect(cursorQuery().safeParse({ limit: '301' }).success).toBe(false);
    expect(cursorQuery().parse({ cursor_id: '42', limit: '10' })).toEqual({
      cursor_id: 42,
      limit: 10,
    });
    const links = cursorPagination(
      'http://h/r/conversion.json?start_date=2018-03-01+00%3A00%3A00&cursor_id=5',
      300,
      905,
    );
    expect(links.first_page).toBe(
      '/r/conversion.json?start_date=2018-03-01+00%3A00%3A00&limit=300',
    );
    expect(links.next_page).toBe(
      '/r/conversion.json?start_date=2018-03-01+00%3A00%3A00&limit=300&cursor_id=905',
    );
    expect(cursorPagination('http://h/r', 300, null).next_page).toBeNull();
  });
});
