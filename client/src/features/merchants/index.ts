/** Merchants' codes as users report them: the evidence line other features show. */
export { MerchantEvidenceLine } from './components/merchant-evidence-line';
