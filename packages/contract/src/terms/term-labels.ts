import type { ListingKindKey } from '../listing.js';
import { welcomeOfferTermLabels } from './welcome-offer.js';

/*
 * The names of each kind's term fields as visitors read them (the keys of each kind's
 * `termFields`): the compare and detail tables, the terms form and the catalogue's changes all
 * name a term by this one table.
 */

const cardEarnLabels = {
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

export const termFieldLabels: Readonly<Record<ListingKindKey, Readonly<Record<string, string>>>> = {
  card: {
    rewardType: 'Reward type',
    pointsCurrency: 'Points currency',
    annualFee: 'Annual fee',
    annualFeeWaivedYears: 'Annual fee waived',
    annualFeeWaiverSpend: 'Annual fee waived with yearly spend of',
    minIncome: 'Minimum income',
    minIncomeForeigner: 'Minimum income (foreigners)',
    minAge: 'Minimum age',
    minMonthlySpend: 'Minimum spend for bonus rates',
    baseRate: 'Base earn rate',
    topTierRate: 'Top spend tier rate',
    ...cardEarnLabels,
    earnBlock: 'Earns per block of',
    monthlyRewardCap: 'Monthly cap on rewards',
    monthlyBonusSpendCap: 'Monthly cap on bonus spend',
    welcomeValue: 'Welcome gift value',
    ...welcomeOfferTermLabels,
    fxFee: 'Foreign currency fee',
  },
  investment: {
    'commission.SG': 'Cost of a typical SGX trade',
    'commission.US': 'Cost of a typical US trade',
    'commission.HK': 'Cost of a typical Hong Kong trade',
    custodyFeeMonthly: 'Custody fee',
    minDeposit: 'Minimum deposit',
    welcomeValue: 'Welcome gift value',
    ...welcomeOfferTermLabels,
  },
  insurance: {
    coverType: 'Cover type',
    premiumYearFrom: 'Premium a year from',
    premiumFrom: 'Premium from',
    premiumPer: 'Premium per',
    minCoverAmount: 'Cover from',
    coverageAmount: 'Coverage up to',
  },
  loan: {
    loanType: 'Loan type',
    lowestEir: 'Lowest EIR over its amounts and tenures',
    eir: 'Effective interest rate (EIR)',
    flatRate: 'Flat rate',
    reducingRate: 'Rate on the reducing balance',
    processingFee: 'Processing fee',
    minAmount: 'Minimum amount',
    maxAmount: 'Maximum amount',
    minTenureMonths: 'Shortest tenure',
    maxTenureMonths: 'Longest tenure',
    minIncome: 'Minimum income',
  },
  saving: {
    maxRate: 'Highest effective rate on a whole balance',
    baseRate: 'Base interest',
    'bonus.salary': 'Salary credit bonus, one tier’s rate',
    'bonus.spend': 'Card spend bonus, one tier’s rate',
    'bonus.bills': 'Bill payments bonus, one tier’s rate',
    'bonus.invest': 'Investment bonus, one tier’s rate',
    'bonus.insure': 'Insurance bonus, one tier’s rate',
    'bonus.grow': 'Balance growth bonus, one tier’s rate',
    bonusBalanceCap: 'Bonus paid on balance up to',
    minBalance: 'Minimum balance',
    fallBelowFee: 'Fall-below fee',
    interestCredited: 'Interest credited',
    sdicInsured: 'Deposit insurance (SDIC)',
  },
  deposit: {
    maxRate: 'Highest rate a year, any tenure',
    maxRateTenure: 'Tenure of the highest rate',
    rates: 'Rates by tenure',
    rateType: 'Board or promotional rate',
    minDeposit: 'Minimum deposit',
    maxDeposit: 'Maximum deposit',
    fundsAccepted: 'Funds accepted',
    placement: 'Placed',
    earlyWithdrawal: 'Early withdrawal',
    sdicInsured: 'Deposit insurance (SDIC)',
  },
};
