/*
 * The names of each kind's terms as visitors and administrators read them: term fields of the
 * compare and detail tables, fields of the terms form (by path without row numbers; `.row` names
 * one row of a repeatable list), sorts and need filters.
 */

/** Every kind's terms name where their figures come from. */
const sourceLabels = {
  source: 'Source of these terms',
  'source.url': "Provider's page",
  'source.verifiedAt': 'Checked on',
  'source.verifiedBy': 'Checked by',
};

const spendCategoryLabels = {
  'earn.dining': 'Earn rate: dining',
  'earn.groceries': 'Earn rate: groceries',
  'earn.online': 'Earn rate: online',
  'earn.transport': 'Earn rate: transport',
  'earn.travel': 'Earn rate: travel',
  'earn.overseas': 'Earn rate: overseas',
  'earn.petrol': 'Earn rate: petrol',
  'earn.bills': 'Earn rate: bills',
  'earn.other': 'Earn rate: other',
};

export const cardTermLabels: Readonly<Record<string, string>> = {
  ...sourceLabels,
  rewardType: 'Reward type',
  annualFee: 'Annual fee',
  annualFeeWaivedYears: 'Annual fee waived',
  minIncome: 'Minimum income',
  minMonthlySpend: 'Minimum spend for bonus rates',
  baseRate: 'Base earn rate',
  ...spendCategoryLabels,
  earn: 'Bonus earn rates',
  'earn.row': 'Earn rate',
  'earn.category': 'Spending category',
  'earn.rate': 'Rate',
  'earn.cap': 'Cap of this category',
  'earn.cap.amount': 'Cap amount',
  'earn.cap.on': 'Cap counts',
  monthlyCap: 'Monthly cap',
  'monthlyCap.amount': 'Cap amount',
  'monthlyCap.on': 'Cap counts',
  monthlyRewardCap: 'Monthly cap on rewards',
  monthlyBonusSpendCap: 'Monthly cap on bonus spend',
  welcome: 'Welcome gift',
  'welcome.value': 'Gift value',
  'welcome.unit': 'Gift unit',
  'welcome.minSpend': 'Spend needed',
  'welcome.withinDays': 'Within',
  welcomeValue: 'Welcome gift value',
  milesPerPoint: 'Miles per point',
  fxFee: 'Foreign currency fee',
  maxAnnualFee: 'Annual fee',
  maxMinIncome: 'Minimum income',
};

export const savingTermLabels: Readonly<Record<string, string>> = {
  ...sourceLabels,
  maxRate: 'Highest interest',
  baseRate: 'Base interest',
  'bonus.salary': 'Bonus: salary credit',
  'bonus.spend': 'Bonus: card spend',
  'bonus.bills': 'Bonus: bill payments',
  'bonus.invest': 'Bonus: investment',
  'bonus.insure': 'Bonus: insurance',
  'bonus.grow': 'Bonus: balance growth',
  bonus: 'Bonus interest',
  'bonus.row': 'Bonus',
  'bonus.condition': 'Condition',
  'bonus.threshold': 'At least',
  'bonus.rate': 'Bonus rate',
  'bonus.alsoRequires': 'Also requires',
  'bonus.alsoRequires.row': 'Extra condition',
  'bonus.alsoRequires.condition': 'Condition',
  'bonus.alsoRequires.threshold': 'At least',
  'bonus.balanceFrom': 'On the balance from',
  'bonus.balanceUpTo': 'On the balance up to',
  bonusBalanceCap: 'Bonus paid on balance up to',
  minBalance: 'Minimum balance',
  fallBelowFee: 'Fall-below fee',
};

export const loanTermLabels: Readonly<Record<string, string>> = {
  ...sourceLabels,
  loanType: 'Loan type',
  eir: 'Effective interest rate (EIR)',
  flatRate: 'Flat rate',
  processingFee: 'Processing fee',
  'processingFee.percent': 'Fee',
  'processingFee.minimum': 'At least',
  minAmount: 'Minimum amount',
  maxAmount: 'Maximum amount',
  minTenureMonths: 'Shortest tenure',
  maxTenureMonths: 'Longest tenure',
  minIncome: 'Minimum income',
};

export const investmentTermLabels: Readonly<Record<string, string>> = {
  ...sourceLabels,
  'commission.SG': 'Commission on a S$1,000 SG trade',
  'commission.US': 'Commission on a S$1,000 US trade',
  'commission.HK': 'Commission on a S$1,000 HK trade',
  commission: 'Commissions',
  'commission.row': 'Commission',
  'commission.market': 'Market',
  'commission.percent': 'Rate',
  'commission.minimum': 'At least',
  'commission.fixed': 'Plus a fixed fee',
  commissionSG: 'SG trade commission',
  commissionUS: 'US trade commission',
  custodyFeeMonthly: 'Custody fee',
  minDeposit: 'Minimum deposit',
};

export const insuranceTermLabels: Readonly<Record<string, string>> = {
  ...sourceLabels,
  coverType: 'Cover type',
  premiumFrom: 'Premium from',
  premiumPer: 'Premium per',
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
  other: 'Other',
  reward: 'Rewards earned',
  bonusSpend: 'Spend at the bonus rate',
  SGD: 'S$',
  salary: 'Salary credit',
  spend: 'Card spend',
  invest: 'Investment',
  insure: 'Insurance',
  grow: 'Balance growth',
  personal: 'Personal',
  renovation: 'Renovation',
  car: 'Car',
  education: 'Education',
  'debt-consolidation': 'Debt consolidation',
  SG: 'Singapore (SG)',
  US: 'United States (US)',
  HK: 'Hong Kong (HK)',
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
