import { z } from 'zod';

/** The most items one page holds, and what a list call without `limit` answers. */
export const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 100_000;

function wholeNumber(max: number, fallback: number) {
  return z
    .string({ error: 'must be a whole number' })
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(1, 'must be at least 1').max(max, `must be at most ${max}`))
    .default(fallback);
}

/** `?page=&limit=` of the list calls: page 1 of up to 100 items unless asked otherwise. */
export const pagingFields = {
  page: wholeNumber(MAX_PAGE, 1),
  limit: wholeNumber(MAX_PAGE_SIZE, MAX_PAGE_SIZE),
};

export interface PageQuery {
  page: number;
  limit: number;
}

/** How many items come before the page. */
export function pageOffset({ page, limit }: PageQuery): number {
  return (page - 1) * limit;
}
