/*
 * The names of each kind's terms as visitors read them: term fields of the compare and detail
 * tables (the terms form uses them too), sorts and need filters. The names of the form's own
 * fields are in term-form-labels.ts, which only the admin forms load.
 */

import { typicalTradeText } from '@sg-finance/contract';

const spendCategoryLabels = {
  'earn.dining': 'Earn rate: dining',
  'earn.groceries': 'Earn rate: groceries',
  'earn.online': 'Earn rate: online',
  'earn.transport': 'Earn rate: transport',
  'earn.travel': 'Earn rate: travel',
  'earn.overseas': 'Earn rate: overseas',
  'earn.petrol': 'Earn rate: petrol',
  'earn.bills': 'Earn rate: bills',
  'earn.insurance': 'Earn rate: insurance',
  'earn.education': 'Earn rate: education',
  'earn.government': 'Earn rate: government',
  'earn.walletTopUps': 'Earn rate: e-wallet top-ups',
  'earn.other': 'Earn rate: other',
};

export const cardTermLabels: Readonly<Record<string, string>> = {
  rewardType: 'Reward type',
  annualFee: 'Annual fee',
  annualFeeWaivedYears: 'Annual fee waived',
  annualFeeWaiverSpend: 'Annual fee waived with yearly spend of',
  minIncome: 'Minimum income',
  minIncomeForeigner: 'Minimum income (foreigners)',
  minAge: 'Minimum age',
  minMonthlySpend: 'Minimum spend for bonus rates',
  baseRate: 'Base earn rate',
  topTierRate: 'Top spend tier rate',
  ...spendCategoryLabels,
  earnBlock: 'Earns per block of',
  monthlyRewardCap: 'Monthly cap on rewards',
  monthlyBonusSpendCap: 'Monthly cap on bonus spend',
  welcomeValue: 'Welcome gift value',
  fxFee: 'Foreign currency fee',
  maxAnnualFee: 'Annual fee',
  maxMinIncome: 'Minimum income',
};

export const savingTermLabels: Readonly<Record<string, string>> = {
  maxRate: 'Highest interest',
  baseRate: 'Base interest',
  'bonus.salary': 'Bonus: salary credit',
  'bonus.spend': 'Bonus: card spend',
  'bonus.bills': 'Bonus: bill payments',
  'bonus.invest': 'Bonus: investment',
  'bonus.insure': 'Bonus: insurance',
  'bonus.grow': 'Bonus: balance growth',
  bonusBalanceCap: 'Bonus paid on balance up to',
  minBalance: 'Minimum balance',
  fallBelowFee: 'Fall-below fee',
  interestCredited: 'Interest credited',
  maxMinBalance: 'Minimum balance',
  bonusFor: 'Bonus for',
  'sort.maxRate': 'Lowest interest first',
  'sort.-maxRate': 'Highest interest first',
};

export const loanTermLabels: Readonly<Record<string, string>> = {
  loanType: 'Loan type',
  eir: 'Effective interest rate (EIR)',
  flatRate: 'Flat rate',
  reducingRate: 'Rate on the reducing balance',
  processingFee: 'Processing fee',
  minAmount: 'Minimum amount',
  maxAmount: 'Maximum amount',
  minTenureMonths: 'Shortest tenure',
  maxTenureMonths: 'Longest tenure',
  minIncome: 'Minimum income',
};

export const investmentTermLabels: Readonly<Record<string, string>> = {
  'commission.SG': `Cost of ${typicalTradeText('SG')}, all charges`,
  'commission.US': `Cost of ${typicalTradeText('US')}, all charges`,
  'commission.HK': `Cost of ${typicalTradeText('HK')}, before stamp duty and levies`,
  commissionSG: 'Cost of a typical SGX trade',
  commissionUS: 'Cost of a typical US trade',
  market: 'Market',
  custodyFeeMonthly: 'Custody fee',
  minDeposit: 'Minimum deposit',
};

export const insuranceTermLabels: Readonly<Record<string, string>> = {
  coverType: 'Cover type',
  premiumYearFrom: 'Premium a year from',
  premiumFrom: 'Premium from',
  premiumPer: 'Premium per',
  minCoverAmount: 'Cover from',
  coverageAmount: 'Coverage up to',
};

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
};

export function termOptionLabel(value: string): string {
  return termOptionLabels[value] ?? value;
}
