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
