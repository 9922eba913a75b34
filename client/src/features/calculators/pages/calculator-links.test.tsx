import { screen } from '@testing-library/react';
import { renderApp } from '../../../testing/test-utils';
import { getListing } from '../../../lib/listings/listings-api';
import { listingWithTerms, serveListings } from '../../../testing/serve-listings';

// The home page's sections stay loading: these tests are about the rest of the site.
vi.mock('../../home/home-api', () => ({
  getBestWelcomeCards: () => new Promise(() => undefined),
  getOffersEndingSoon: () => new Promise(() => undefined),
  getLatestPosts: () => new Promise(() => undefined),
}));

vi.mock('../../../lib/listings/listings-api', () => ({
  getListings: vi.fn(),
  getListing: vi.fn(),
}));

describe.each([
  { key: 'card', route: '/cards', calculator: '/cards/finder', name: /card finder/ },
  {
    key: 'saving',
    route: '/savings',
    calculator: '/savings/calculator',
    name: /savings calculator/,
  },
  { key: 'loan', route: '/loans', calculator: '/loans/calculator', name: /loan calculator/ },
  {
    key: 'investment',
    route: '/investments',
    calculator: '/investments/calculator',
    name: /brokerage calculator/,
  },
  {
    key: 'insurance',
    route: '/insurances',
    calculator: '/insurances/calculator',
    name: /insurance calculator/,
  },
] as const)('the way to the $key calculator', ({ key, route, calculator, name }) => {
  it('is linked from the list page', async () => {
    serveListings([]);
    renderApp(route);
    expect(await screen.findByRole('link', { name })).toHaveAttribute('href', calculator);
  });

  it('is linked from each product page, with the product highlighted', async () => {
    vi.mocked(getListing).mockResolvedValue(listingWithTerms(key, 'the-product', 'The Product'));
    renderApp(`${route}/the-product`);
    expect(await screen.findByRole('link', { name })).toHaveAttribute(
      'href',
      `${calculator}?highlight=the-product`,
    );
  });
});

it('the home page links to the card finder', () => {
  renderApp('/');
  expect(screen.getByRole('link', { name: 'Find the card that pays you most' })).toHaveAttribute(
    'href',
    '/cards/finder',
  );
  expect(
    screen.getByRole('link', { name: 'Which card pays you the most? Try the card finder' }),
  ).toHaveAttribute('href', '/cards/finder');
});
