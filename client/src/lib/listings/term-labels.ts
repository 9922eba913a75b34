/*
 * The names of each kind's terms as visitors read them: the contract's term field names, and the
 * client's own sorts and need filters. The names of the form's own fields are in
 * term-form-labels.ts, which only the admin forms load.
 */

import {
  SDIC_INSURED_LIMIT,
  formatMoney,
  termFieldLabels,
  typicalTradeText,
} from '@sg-finance/contract';

export const cardTermLabels: Readonly<Record<string, string>> = {
  ...termFieldLabels.card,
  maxAnnualFee: 'Annual fee',
  maxMinIncome: 'Minimum income',
};

export const savingTermLabels: Readonly<Record<string, string>> = {
  ...termFieldLabels.saving,
  maxMinBalance: 'Minimum balance',
  bonusFor: 'Bonus for',
  'sort.maxRate': 'Lowest interest first',
  'sort.-maxRate': 'Highest interest first',
};

export const loanTermLabels: Readonly<Record<string, string>> = {
  ...termFieldLabels.loan,
  // Loans sort by their lowest EIR over their amounts and tenures, the list's 'from' figure.
  'sort.eir': 'EIR: lowest first',
  'sort.-eir': 'EIR: highest first',
};

export const investmentTermLabels: Readonly<Record<string, string>> = {
  ...termFieldLabels.investment,
  'commission.SG': `Cost of ${typicalTradeText('SG')}, all charges`,
  'commission.US': `Cost of ${typicalTradeText('US')}, all charges`,
  'commission.HK': `Cost of ${typicalTradeText('HK')}, before stamp duty and levies`,
  commissionSG: 'Cost of a typical SGX trade',
  commissionUS: 'Cost of a typical US trade',
  market: 'Market',
};

export const fixedDepositTermLabels: Readonly<Record<string, string>> = {
  ...termFieldLabels.deposit,
  maxMinDeposit: 'Minimum deposit',
  bestRate: 'Highest rate a year',
  'sort.bestRate': 'Lowest rate first',
  'sort.-bestRate': 'Highest rate first',
  'sort.minDeposit': 'Lowest minimum deposit first',
  'sort.-minDeposit': 'Highest minimum deposit first',
};

export const insuranceTermLabels: Readonly<Record<string, string>> = termFieldLabels.insurance;

/** The words of the terms' fixed choices (reward types, categories, conditions, ...). */
export const termOptionLabels: Readonly<Record<string, string>> = {
  cashback: 'Cashback',
  miles: 'Miles',
  points: 'Points',
  dining: 'Dining',
  groceries: 'Groceries',
  online: 'Online',
  transport: 'Transport',
  travel: 'Travel',
  overseas: 'Overseas',
  petrol: 'Petrol',
  bills: 'Bills',
  insurance: 'Insurance',
  government: 'Government',
  walletTopUps: 'E-wallet top-ups',
  other: 'Other',
  calendarMonth: 'Calendar month',
  statementMonth: 'Statement month',
  reward: 'Rewards earned',
  bonusSpend: 'Spend at the bonus rate',
  SGD: 'S$',
  foreign: 'Foreign currency',
  inStore: 'In store, card inserted',
  contactless: 'Contactless',
  mobileWallet: 'Mobile wallet',
  salary: 'Salary credit',
  spend: 'Card spend',
  invest: 'Investment',
  insure: 'Insurance',
  grow: 'Balance growth',
  monthly: 'Monthly',
  yearly: 'Once a year',
  deducted: 'Deducted from the amount paid out',
  added: 'Added to the loan',
  personal: 'Personal',
  renovation: 'Renovation',
  car: 'Car',
  education: 'Education',
  'debt-consolidation': 'Debt consolidation',
  SG: 'Singapore (SG)',
  US: 'United States (US)',
  HK: 'Hong Kong (HK)',
  USD: 'US$',
  HKD: 'HK$',
  commission: 'Commission',
  platformFee: 'Platform fee',
  exchangeFee: 'Exchange trading fee',
  clearingFee: 'Clearing fee',
  proportional: 'Premium in proportion to the cover',
  flat: 'Same premium, cover up to the amount',
  life: 'Life',
  health: 'Health',
  home: 'Home',
  'personal-accident': 'Personal accident',
  year: 'Year',
  trip: 'Trip',
  month: 'Month',
  approval: 'Approval',
  activation: 'Card activation',
  automatic: 'Automatically',
  form: 'By a claim form',
  spendMet: 'Minimum spend met',
  claim: 'The claim',
  local: 'Singapore citizens and PRs',
  foreigner: 'Foreigners',
  board: 'Board rate',
  promotional: 'Promotional rate',
  freshOnly: 'Fresh funds only',
  any: 'Fresh or existing funds',
  branch: 'At a branch',
  onlineOrBranch: 'Online or at a branch',
  sdicInsured: `Insured up to ${formatMoney(SDIC_INSURED_LIMIT)}`,
  sdicNotInsured: 'Not insured',
};

export function termOptionLabel(value: string): string {
  return termOptionLabels[value] ?? value;
}
