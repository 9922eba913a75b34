import type { MerchantReportStatus } from '@sg-finance/contract';
import { keyedLoad } from '../../../app/keyed-loads';
import { getMerchantReports } from '../api/merchant-admin-api';

/** The users' merchant code reports of one status, for the administrators to decide. */
export const merchantReportsLoad = keyedLoad(
  'merchantReports',
  (status: MerchantReportStatus) => status,
  getMerchantReports,
);
