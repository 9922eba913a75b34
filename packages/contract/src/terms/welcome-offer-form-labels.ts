/*
 * Only the admin forms read these: a module apart from welcome-offer.ts, whose term fields every
 * visitor's first page carries (a bundler places a module whole).
 */

/**
 * The admin form's names of the welcome offer's own fields (its group, parts and sub-groups), by
 * path under the terms.
 */
export const welcomeOfferFormLabels = {
  welcome: 'Welcome gift',
  'welcome.value': 'Gift value',
  'welcome.unit': 'Gift unit',
  'welcome.minSpend': 'Spend needed',
  'welcome.withinDays': 'Within',
  'welcome.spendWindowFrom': 'Days counted from',
  'welcome.newToBankOnly': 'New-to-bank customers only',
  'welcome.newToBankMonths': 'No product of the provider for (12 months if empty)',
  'welcome.newToCardMonths': 'No such card for',
  'welcome.excludedHolders': 'Not for holders of (product slugs)',
  'welcome.minIncome': 'Minimum income for the gift (the product’s if empty)',
  'welcome.minAge': 'Minimum age for the gift',
  'welcome.residency': 'Open to (everyone if none)',
  'welcome.usPersonsExcluded': 'Not for US persons',
  'welcome.claim': 'How to claim',
  'welcome.claim.method': 'Claimed',
  'welcome.claim.fromDays': 'Form from day',
  'welcome.claim.withinDays': 'Form by day',
  'welcome.claim.from': 'Claim days counted from',
  'welcome.payout': 'When it pays',
  'welcome.payout.fromDays': 'Paid from day',
  'welcome.payout.toDays': 'Paid by day',
  'welcome.payout.after': 'Payout days counted from',
} as const;
