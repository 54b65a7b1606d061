import { z } from 'zod';

/** hypermedia.pagination of an offset-paged set. */
export const PaginationOut = z
  .object({
    total_page_count: z.number().int(),
    total_item_count: z.number().int(),
    first_page: z.string(),
    last_page: z.string(),
    next_page: z.string().nullable(),
    previous_page: z.string().nullable(),
  })
  .meta({ id: 'Pagination' });
