import { pointsConversionRule, welcomeEligibilityRules } from '@sg-finance/finance';
import { asOfRule } from './as-of-rule';

/** Every rule the card finder follows, as its "How we calculate" section says them. */
export const cardFinderRules = [
  'Each card gets all of your spend, category by category, a month. Its value is a year of rewards plus the welcome offer (when you count it and your spend reaches it), less the annual fee, the foreign currency fee on your overseas spend and the fee of converting its points.',
  'Rates: cashback is a percent of what you spend; miles are worth what you say a mile is worth to you, and points the miles they convert to. A category earns its bonus rate, or the card’s base rate when it has none.',
  'Exclusions: categories a card names as earning nothing (such as insurance, education, government payments or e-wallet top-ups) earn nothing on it. Categories it names as not counted are left out of its minimum spend, spend tiers, fee waiver and welcome offer, but still earn.',
  'Minimum spend: below the card’s minimum spend a month (of counted spend) every category earns the base rate, with no bonus.',
  'Caps: a category’s own cap, a cap shared by several categories and the card’s cap on bonus spend limit the spend at bonus rates; the best-paying categories take the caps first and the rest earns the base rate. A cap on rewards limits the reward a month. A cap counted over a statement month rather than a calendar month gives the same figure for the same spend every month.',
  'Spend tiers (UOB One style): once your counted spend a month reaches a tier, every S$ without a higher bonus rate earns the tier’s rate, up to the tier’s cap a month; the tier that pays you the most applies.',
  pointsConversionRule,
  'Blocks: a card that earns per block (such as per S$5) earns on the whole blocks of each category’s spend a month, rounded down; rounding each purchase loses a little more.',
  'Annual fee: charged in year one unless the card waives its first year, or your counted spend over twelve months reaches the yearly spend that waives it.',
  'Welcome offer: counted when you ask for it and your counted spend reaches the amount it needs within its days; an offer for new customers of the bank only is not counted for a bank you already hold a card of.',
  ...welcomeEligibilityRules.map((rule) => `Welcome offer eligibility: ${rule}`),
  'Eligibility: a card asking a higher income a year (the figure for foreigners when you are one) or a higher age than yours is listed apart with the reason, and left out of the ranking and the best pair.',
  'Best pair: every split of your categories between two cards is tried, each category going wholly to one card, so that caps, tiers and minimum spends of both are kept.',
  asOfRule('card'),
  'What changed for this profile: with a day chosen, what the best card paid your profile a year under that day’s terms, beside what the best card pays it under today’s.',
] as const;
