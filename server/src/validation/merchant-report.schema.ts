import { merchantReportStatuses } from '@sg-finance/contract';
import { z } from 'zod';
import { queryObject } from './query.schema.js';

/** `GET /api/merchant-reports?status=`: the reports of one status, the pending ones when absent. */
export const merchantReportListQuery = queryObject({
  status: z
    .enum(merchantReportStatuses, {
      error: `must be one of ${merchantReportStatuses.join(', ')}`,
    })
    .default('pending'),
});
