/** The site's dates (DD/Mon/YYYY in Singapore time), written once in the contract for every side. */
export {
  currentYear,
  formatDate,
  formatDateTime,
  monthNames,
  siteTimeZone,
  withSiteDates,
} from '@sg-finance/contract';
