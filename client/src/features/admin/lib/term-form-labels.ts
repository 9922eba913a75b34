import {
  krisFlyerConversions,
  welcomeOfferFormLabels,
  type ListingKindKey,
} from '@sg-finance/contract';
import { termOptionLabel } from '../../../lib/listings/term-labels';
import { termLabel, type KindUi } from '../../../lib/listings/kind-uis';

/*
 * The names of the terms form's own fields, by path without row numbers (`.row` names one row of a
 * repeatable list): the lists, groups and their parts that no table shows. Only the admin forms
 * need them, so they stay out of the visitor's script; the form's other fields are term fields,
 * named by term-labels.ts.
 */

/** Every kind's terms name where their figures come from. */
const sourceLabels = {
  source: 'Source of these terms',
  'source.url': "Provider's page",
  'source.verifiedAt': 'Checked on',
  'source.verifiedBy': 'Checked by',
  'source.quotes': 'Sentences of the page that state a term',
  'source.quotes.row': 'Quoted sentence',
  'source.quotes.term': 'Term, by its name (annualFee, earn.dining)',
  'source.quotes.sentence': 'Sentence as the page writes it',
};

const termFormLabels: Readonly<Record<ListingKindKey, Readonly<Record<string, string>>>> = {
  card: {
    ...sourceLabels,
    notCountedCategories: 'Not counted toward the minimum spend',
    spendTiers: 'Rates by total spend a month',
    'spendTiers.row': 'Spend tier',
    'spendTiers.minSpend': 'From a monthly spend of',
    'spendTiers.rate': 'Rate on all spend',
    'spendTiers.rewardCap': 'Most reward a month',
    earn: 'Bonus earn rates',
    'earn.row': 'Earn rate',
    'earn.category': 'Spending category',
    'earn.rate': 'Rate',
    'earn.cap': 'Cap of this category',
    'earn.cap.amount': 'Cap amount',
    'earn.cap.on': 'Cap counts',
    'earn.mccs': 'Only for these merchant codes (MCC), e.g. 5811-5814',
    'earn.excludedMccs': 'Not for these merchant codes (MCC)',
    'earn.channels': 'Only paid these ways',
    'earn.currency': 'Only in this currency',
    monthlyCap: 'Monthly cap',
    'monthlyCap.amount': 'Cap amount',
    'monthlyCap.on': 'Cap counts',
    noEarnCategories: 'Earn nothing',
    noEarnMccs: 'Merchant codes (MCC) that earn nothing',
    sharedCaps: 'Caps shared by several categories',
    'sharedCaps.row': 'Shared cap',
    'sharedCaps.categories': 'Categories',
    'sharedCaps.amount': 'Cap amount',
    'sharedCaps.on': 'Cap counts',
    capPeriod: 'Caps counted over',
    ...welcomeOfferFormLabels,
    pointsCurrency: 'Points currency',
    milesPerPoint: 'Miles per point (without a points currency)',
  },
  investment: {
    ...sourceLabels,
    commission: 'Fees by market',
    'commission.row': 'Commission',
    'commission.market': 'Market',
    'commission.currency': 'Currency of the amounts of this market',
    'commission.percent': 'Rate',
    'commission.perShare': 'A share',
    'commission.minimum': 'At least',
    'commission.fixed': 'Plus a fixed fee a trade',
    'commission.tiers': 'Commission by trade size',
    'commission.tiers.row': 'Tier',
    'commission.tiers.fromTradeValue': 'For trades worth at least',
    'commission.tiers.percent': 'Rate',
    'commission.tiers.perShare': 'A share',
    'commission.tiers.minimum': 'At least',
    'commission.tiers.fixed': 'Plus a fixed fee a trade',
    'commission.platformFee': 'Platform fee',
    'commission.platformFee.percent': 'Platform fee rate',
    'commission.platformFee.perShare': 'Platform fee a share',
    'commission.platformFee.minimum': 'Platform fee at least',
    'commission.platformFee.fixed': 'Plus a fixed platform fee a trade',
    'commission.exchangeFeePercent': 'Exchange trading fee',
    'commission.clearingFeePercent': 'Clearing fee',
    gst: 'GST',
    'gst.percent': 'GST rate',
    'gst.on': 'GST charged on',
    ...welcomeOfferFormLabels,
  },
  insurance: {
    ...sourceLabels,
    premiumTable: 'Premiums a year by age',
    'premiumTable.coverAmount': 'For a cover of',
    'premiumTable.scaling': 'Another cover amount',
    'premiumTable.bands': 'Age bands',
    'premiumTable.bands.row': 'Age band',
    'premiumTable.bands.ageFrom': 'From age',
    'premiumTable.bands.ageTo': 'To age',
    'premiumTable.bands.premium': 'Premium a year (non-smoker, or everyone)',
    'premiumTable.bands.smokerPremium': 'Premium a year for a smoker',
  },
  saving: {
    ...sourceLabels,
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
    'bonus.group': 'Group (groups are alternatives: the one paying more is paid)',
  },
  loan: {
    ...sourceLabels,
    rateBands: 'Rates by amount or tenure',
    'rateBands.row': 'Rate band',
    'rateBands.minAmount': 'From amount',
    'rateBands.maxAmount': 'To amount',
    'rateBands.minTenureMonths': 'From tenure',
    'rateBands.maxTenureMonths': 'To tenure',
    'rateBands.rate': 'Rate (flat or reducing, as the loan)',
    'rateBands.eir': 'EIR quoted',
    'processingFee.percent': 'Fee',
    'processingFee.minimum': 'At least',
    'processingFee.charged': 'Fee charged',
  },
  deposit: {
    ...sourceLabels,
    rates: 'Rates by tenure and amount',
    'rates.row': 'Rate',
    'rates.tenureMonths': 'Tenure',
    'rates.rate': 'Rate a year',
    'rates.amountFrom': 'For amounts from',
    'rates.amountUpTo': 'For amounts up to',
  },
};

/** The form's name of the terms field at `path` of `kind`: its own, else the term's. */
export function termFormLabel(kind: KindUi, path: string): string {
  return termFormLabels[kind.key][path] ?? termLabel(kind, path);
}

/**
 * The words of a choice of the terms form: the site's words of the terms' choices, and the points
 * currencies by name (kept out of those, which every visitor's first page carries).
 */
export function formOptionLabel(option: string): string {
  return option in krisFlyerConversions
    ? krisFlyerConversions[option as keyof typeof krisFlyerConversions].name
    : termOptionLabel(option);
}
