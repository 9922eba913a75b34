import type { DemoTextBlock } from './rich-text-builder.js';

export interface DemoPost {
  title: string;
  slug: string;
  priority: number;
  description: string;
  tags: string[];
  author: string;
  /** Colour of the drawn cover picture. */
  coverColor: string;
  /** The body; a `figure` block becomes an image drawn in the cover colour. */
  body: readonly (DemoTextBlock | { type: 'figure'; alt: string })[];
}

export const demoPosts: DemoPost[] = [
  {
    title: 'How to Choose Your First Credit Card in Singapore',
    slug: 'how-to-choose-your-first-credit-card-in-singapore',
    priority: 30,
    description:
      'Cashback or miles? Annual fee or no fee? A plain guide to picking a first credit card that fits how you actually spend, and to collecting its welcome reward.',
    tags: ['Credit Cards', 'Beginners'],
    author: 'Rachel Tan',
    coverColor: '#2a6f97',
    body: [
      { type: 'header-two', text: 'Start with how you spend' },
      {
        type: 'unstyled',
        text: 'Look at three months of statements. If most of your money goes to food delivery and groceries, a cashback card usually beats a miles card.',
        bold: 'cashback card',
      },
      { type: 'figure', alt: 'Comparing cashback and miles cards' },
      { type: 'header-two', text: 'Check the minimum spend' },
      {
        type: 'unordered-list-item',
        text: 'Bonus rates often need S$500 to S$800 of monthly spend.',
      },
      {
        type: 'unordered-list-item',
        text: 'Welcome rewards usually need a spend within 30 to 60 days.',
      },
      {
        type: 'unordered-list-item',
        text: 'Annual fees are often waived for the first one or two years.',
      },
      {
        type: 'blockquote',
        text: 'Always pay your bill in full: card interest of around 27% a year wipes out any reward.',
      },
    ],
  },
  {
    title: 'Welcome Rewards: Getting the Most Without Overspending',
    slug: 'welcome-rewards-getting-the-most-without-overspending',
    priority: 20,
    description:
      'Sign-up gifts and cash credits are generous, but they come with conditions. Here is how to plan a welcome reward around purchases you were going to make anyway.',
    tags: ['Rewards', 'Credit Cards', 'Tips'],
    author: 'Marcus Lim',
    coverColor: '#6a4c93',
    body: [
      { type: 'header-two', text: 'Read the fine print first' },
      {
        type: 'unstyled',
        text: 'Most offers are only for new customers of the bank, and the qualifying spend excludes bill payments and top-ups.',
        bold: 'new customers',
      },
      { type: 'header-two', text: 'Time your application' },
      {
        type: 'unstyled',
        text: 'Apply a few weeks before a large planned purchase such as a flight or a new laptop, so the minimum spend is met naturally.',
      },
    ],
  },
  {
    title: 'Building an Emergency Fund with High-Interest Savings Accounts',
    slug: 'building-an-emergency-fund-with-high-interest-savings-accounts',
    priority: 10,
    description:
      'Six months of expenses, kept where you can reach them and still earn interest. We compare the bonus-interest conditions of popular savings accounts.',
    tags: ['Savings', 'Beginners'],
    author: 'Priya Nair',
    coverColor: '#1b998b',
    body: [
      { type: 'header-two', text: 'How much is enough?' },
      {
        type: 'unstyled',
        text: 'A common rule is three to six months of essential expenses: rent or mortgage, food, transport, insurance premiums.',
      },
      { type: 'header-two', text: 'Where to keep it' },
      {
        type: 'unordered-list-item',
        text: 'Bonus-interest accounts reward salary credit and card spend.',
      },
      {
        type: 'unordered-list-item',
        text: 'Keep the fund separate from your daily spending account.',
      },
    ],
  },
  {
    title: 'Your First Brokerage Account: Fees That Matter',
    slug: 'your-first-brokerage-account-fees-that-matter',
    priority: 0,
    description:
      'Commission, platform fees, custody fees and currency conversion: what each one costs you when you start investing small amounts every month.',
    tags: ['Investing', 'Beginners'],
    author: 'Rachel Tan',
    coverColor: '#e76f51',
    body: [
      { type: 'header-two', text: 'Minimum commissions hurt small trades' },
      {
        type: 'unstyled',
        text: 'A S$10 minimum on a S$500 trade is 2% gone before the market moves. Regular investment plans are often cheaper for small sums.',
        bold: '2%',
      },
      { type: 'header-two', text: 'Watch the currency spread' },
      {
        type: 'unstyled',
        text: 'Buying US shares means converting Singapore dollars: compare the exchange rate as well as the commission.',
      },
    ],
  },
];
