import type { Merchant, Provider, SavingsBond, TbillAuction } from '@sg-finance/contract';
import { keyedLoad } from '../../../app/keyed-loads';
import { getProviders } from '../../providers';
import { getMerchants } from '../api/merchant-admin-api';
import {
  savingsBondsAdminApi,
  tbillAuctionsAdminApi,
} from '../api/government-securities-admin-api';

/** The administrators' pages of records ask for every record of their collection. */
const everyRecord = (records: 'all') => records;

export const providerRecordsLoad = keyedLoad<'all', Provider[]>(
  'adminProviders',
  everyRecord,
  getProviders,
);
export const merchantRecordsLoad = keyedLoad<'all', Merchant[]>(
  'adminMerchants',
  everyRecord,
  getMerchants,
);
export const tbillAuctionRecordsLoad = keyedLoad<'all', TbillAuction[]>(
  'adminTbillAuctions',
  everyRecord,
  tbillAuctionsAdminApi.list,
);
export const savingsBondRecordsLoad = keyedLoad<'all', SavingsBond[]>(
  'adminSavingsBonds',
  everyRecord,
  savingsBondsAdminApi.list,
);
