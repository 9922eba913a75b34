import { MERCHANT_QUERY_MAX_LENGTH } from '@sg-finance/contract';
import { z } from 'zod';
import { queryObject, queryText } from './query.schema.js';

/** `GET /api/merchants?q=`: a start of a merchant's name; absent or blank, every merchant. */
export const merchantQuery = queryObject({
  q: z
    .preprocess((value) => value ?? '', queryText(MERCHANT_QUERY_MAX_LENGTH))
    .meta({ type: 'string', maxLength: MERCHANT_QUERY_MAX_LENGTH }),
});
