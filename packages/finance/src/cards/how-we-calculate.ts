/**
 * How a card that names its points currency is valued (`priceCard`, `yearlyValue`,
 * `pooledConversionSaving`): for the card finder, the wallet and `/which-card` alike.
 */
export const pointsConversionRule =
  'Points currencies: a card that names its currency (DBS Points, UNI$, Citi ThankYou Points...) is valued through it: each point at the KrisFlyer miles of the currency’s smallest conversion (25,000 Citi ThankYou Points give 10,000 miles: 0.4 miles a point), at your mile value, less one conversion fee a year (S$27.25 for Citi; nothing for a currency without a fee). Cards whose points pool (two DBS cards) pay one fee between them. Points short of a whole block wait for the next conversion, so a year counts every point at the ratio; how long each currency’s points last is on the points currencies page.';

/**
 * "How we calculate" for the best use of a wallet and the best set of cards, as markdown for the
 * wallet page to show. It says what `bestUseOfWallet` and `bestCardSet` do, in a visitor's words.
 */
export const howWeCalculateWallet = `**How we calculate**

- We value each card as the card finder does: its rates on your spend a month in each category,
  its caps (on a category, shared by categories, on the whole card; by calendar or statement
  month), its minimum spend, spend tiers, S$5 blocks, the categories it pays nothing on or leaves
  out of its spend conditions, its annual fee (or the spend that waives it), its welcome offer and
  its fee on overseas spend. Miles and points are worth what you set a mile at.
- ${pointsConversionRule}
- Your spend in a category may be split over your cards: the first S$1,000 of online spend on a
  card that pays 4 miles a dollar up to S$1,000, the rest on your next best card. We try every
  split, not only one card per category, and keep the one that pays the most in a year, counting
  that moving spend off a card can drop it below its minimum spend, fee waiver or welcome offer.
- The best split is proven the best by a linear programming solver (HiGHS); our tests check it
  against trying every split of small examples.
- The best set of cards is the set, of as many cards as you hold, that pays the most once its own
  spend is split the best way. "You could earn S$X more" is what that set pays less what your
  cards pay, both in year one.
- Your bank codes each charge: a merchant your bank puts in another category changes the figures.
`;

/**
 * "How we calculate" for whether a visitor would get a welcome offer (`welcomeEligibility`), one
 * rule a line, for the card finder, the product pages and the wallet to show.
 */
export const welcomeEligibilityRules = [
  'New to the bank: an offer for new customers is not yours while you hold a card of that bank, or if you closed one, or applied for one, within the months its terms state (12 when they state none). A card closed 12 months ago to the day no longer counts; one closed 11 months ago does. Days are counted in Singapore time.',
  'Applications: each application in My applications counts from the day you applied, approved or not, for those months (“you applied for a DBS card on 03/Nov/2026”); once approved, the card counts as one you hold until My wallet lists it as closed on or after the approval day, and from then as a card you closed.',
  'New to the card: an offer that names months without this very card is not yours if you held it, or applied for it, within them.',
  'Holders of named products are left out while they hold one (an approved application included).',
  'Income and age: the offer’s own minimum, or the card’s when the offer names none (the foreigners’ income when you are one). A figure you have not given is not held against you.',
  'Residency and US persons: an offer open only to Singapore citizens and PRs, or only to foreigners, or closed to US persons (citizens, green-card holders, US tax residents), says so.',
  'An offer past its end date is not counted. A card whose gift you would not get is ranked on its value without the gift, and the weekly digest does not suggest it.',
] as const;

/**
 * "How we calculate" for which card pays most for one purchase (`matchPurchase`,
 * `rankCardsForPurchase`, `capPeriodStart`, `spentThisPeriod`), one rule a line, for
 * `/which-card` to show.
 */
export const purchaseMatchRules = [
  'By code first: a bonus the bank gives for a list of merchant category codes (MCC) is for those codes only, whatever the merchant sells; a code a card lists as earning nothing (tax paid to IRAS, for one) earns nothing. With no code known, the merchant’s category decides.',
  'A bonus can leave out codes of its category (airlines from a travel bonus), count only some ways of paying (contactless or a mobile wallet, not a card inserted or paid online) or only one currency: a purchase it does not count earns the base rate, and the answer says why.',
  'A purchase paid online can also earn the card’s online bonus, and one in a foreign currency its overseas bonus; of the bonuses that count, one named by the code comes first, then the highest rate. A foreign-currency purchase pays the card’s fee on foreign spend, taken off what it earns.',
  'Caps, minimum spends and spend tiers count over each card’s own period: the calendar month, or the statement month from the day after the statement day you give (a statement dated the 31st closes on the last day of a shorter month). Without the statement day we count the calendar month.',
  'What you spent on the card in that period counts: purchases the card treats like this one use up the same caps, and all of them count toward a minimum spend or a spend tier (so a tiered card pays its higher rate once the month’s spend reaches it).',
  'What the purchase earns is the period’s reward with it less the period’s reward without it. Miles and points are valued at the mile value shown, points at their currency’s KrisFlyer ratio; welcome offers, annual fees and conversion fees are the year’s, not the purchase’s.',
] as const;
