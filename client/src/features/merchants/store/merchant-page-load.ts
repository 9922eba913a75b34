import { keyedLoad } from '../../../app/keyed-loads';
import { getMerchantPage } from '../api/merchants-api';

/** A merchant's page by its slug: the merchant, its evidence and its approved reports. */
export const merchantPageLoad = keyedLoad(
  'merchantPage',
  (slug: string) => slug.toLowerCase(),
  getMerchantPage,
);
