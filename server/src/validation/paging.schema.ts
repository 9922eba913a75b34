import { listLimits } from '@sg-finance/contract';
import { z } from 'zod';

function wholeNumber(max: number, fallback: number) {
  return z
    .string({ error: 'must be a whole number' })
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(1, 'must be at least 1').max(max, `must be at most ${max}`))
    .default(fallback)
    .meta({ type: 'integer', minimum: 1, maximum: max, default: fallback });
}

/** `?page=&limit=` of the list calls: page 1 of up to 100 items unless asked otherwise. */
export const pagingFields = {
  page: wholeNumber(listLimits.maxPage, 1),
  limit: wholeNumber(listLimits.maxPageSize, listLimits.maxPageSize),
};

export interface PageQuery {
  page: number;
  limit: number;
}

/** How many items come before the page. */
export function pageOffset({ page, limit }: PageQuery): number {
  return (page - 1) * limit;
}
