import { specBankNames, type SpecBankName } from './banks.js';

interface SpecBankDetails {
  /** Its home page, the provider's website. */
  website: string;
  /** The colours the demo catalogue's pictures of its products are drawn in. */
  colors: { main: string; accent: string };
}

/**
 * The nine banks' home pages and colours, by name (the names are `specBankNames`). Apart from the
 * names so that the visitor's pages, which need only the names, carry none of it.
 */
const specBankDetails: Readonly<Record<SpecBankName, SpecBankDetails>> = {
  'American Express': {
    website: 'https://www.americanexpress.com/en-sg/',
    colors: { main: '#006fcf', accent: '#8fd0ff' },
  },
  CIMB: { website: 'https://www.cimb.com.sg/', colors: { main: '#7a1f2b', accent: '#f0b3a8' } },
  Citibank: {
    website: 'https://www.citibank.com.sg/',
    colors: { main: '#0b4f8a', accent: '#5fc3f0' },
  },
  DBS: { website: 'https://www.dbs.com.sg/', colors: { main: '#d1262c', accent: '#ffb3a6' } },
  HSBC: { website: 'https://www.hsbc.com.sg/', colors: { main: '#a4161a', accent: '#f2f2f2' } },
  OCBC: { website: 'https://www.ocbc.com/', colors: { main: '#c8242f', accent: '#ffd0c7' } },
  POSB: { website: 'https://www.posb.com.sg/', colors: { main: '#1d5ba6', accent: '#ffd24a' } },
  'Standard Chartered': {
    website: 'https://www.sc.com/sg/',
    colors: { main: '#0f7a5c', accent: '#4fb3e8' },
  },
  UOB: { website: 'https://www.uob.com.sg/', colors: { main: '#14307a', accent: '#e63b2e' } },
};

/** The nine banks in the spec's order, each with its home page and colours. */
export const specBanks = specBankNames.map((name) => ({ name, ...specBankDetails[name] }));
