import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '../../../lib/api-client';
import { renderRoute } from '../../../testing/test-utils';
import { kindUis } from '../../../lib/listings/kind-uis';
import { createListingRequest } from '../api/listing-admin-api';
import { getProviders } from '../../providers';
import {
  fillTitleAndCategory,
  listingOf,
  providerOf,
  signIn,
  stubObjectUrls,
} from '../testing/fixtures';
import { ListingEditorPage } from './listing-editor-page';
import { enterText } from '../../../testing/enter-text';

vi.mock('../api/listing-admin-api', () => ({
  createListingRequest: vi.fn(),
  updateListingRequest: vi.fn(),
  deleteListingRequest: vi.fn(),
}));
vi.mock('../../providers/api/providers-api', async (importOriginal) => ({
  ...(await importOriginal()),
  getProviders: vi.fn(),
}));

beforeEach(() => {
  signIn();
  stubObjectUrls();
  vi.mocked(getProviders).mockResolvedValue([providerOf('DBS')]);
});

const kind = kindUis.find((candidate) => candidate.key === 'card')!;

function renderCreatePage() {
  return renderRoute(<ListingEditorPage kind={kind} mode="create" />, {
    path: kind.createRoute,
  });
}

const finish = () => screen.getByRole('button', { name: 'Finish' });

describe('the checks of the create form', () => {
  it("shows every field's problem beside it at once, focuses the first, and sends nothing", async () => {
    const user = userEvent.setup();
    renderCreatePage();

    await user.clear(screen.getByLabelText('Priority'));
    await enterText(user, screen.getByLabelText('Priority'), '2000000');
    await enterText(user, screen.getByLabelText('Slug Url'), '!!!');
    await enterText(user, screen.getByLabelText('Tier 1'), 'x'.repeat(301));
    await enterText(user, screen.getByLabelText('Description'), 'Offer without a proper link');
    await enterText(user, screen.getByLabelText('Link'), 'ftp://bank.example');
    await enterText(
      user,
      within(screen.getByRole('group', { name: 'Terms' })).getByLabelText('Annual fee'),
      '-5',
    );
    await user.click(finish());

    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('is required');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('Slug Url')).toHaveAccessibleDescription(
      'must contain letters or digits',
    );
    expect(screen.getByLabelText('Priority')).toHaveAccessibleDescription(
      'must be at most 1000000',
    );
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription('is required');
    expect(screen.getByLabelText('Tier 1')).toHaveAccessibleDescription(
      'must be at most 300 characters',
    );
    expect(screen.getByLabelText('Link')).toHaveAccessibleDescription('must be an http(s) address');
    expect(
      within(screen.getByRole('group', { name: 'Terms' })).getByLabelText('Annual fee'),
    ).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('Some fields need correcting: each message is beside its field.'),
    ).toBeVisible();
    expect(vi.mocked(createListingRequest)).not.toHaveBeenCalled();
  });

  it("takes a field's message away once that field is changed, keeping the others", async () => {
    const user = userEvent.setup();
    renderCreatePage();

    await user.click(finish());
    await enterText(user, screen.getByLabelText('Title'), 'Mended');

    expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Title')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription('is required');
  });

  it('fills the slug from the title as it is typed until the slug is edited', async () => {
    const user = userEvent.setup();
    renderCreatePage();
    const title = screen.getByLabelText('Title');
    const slug = screen.getByLabelText('Slug Url');

    await enterText(user, title, 'Citi Rewards & Miles!');
    expect(slug).toHaveValue('citi-rewards-and-miles');
    await enterText(user, slug, '-sg');
    await enterText(user, title, ' Card');
    expect(slug).toHaveValue('citi-rewards-and-miles-sg');
    await user.clear(slug);
    await enterText(user, title, 's');
    expect(slug).toHaveValue('citi-rewards-and-miles-cards');
  });

  it('shows a duplicate slug refused by the server beside the slug', async () => {
    vi.mocked(createListingRequest).mockRejectedValue(
      new ApiRequestError('A credit card with this slug already exists', 409),
    );
    const user = userEvent.setup();
    renderCreatePage();

    await fillTitleAndCategory(user, 'Taken');
    await user.click(finish());

    await screen.findByRole('alert');
    expect(screen.getByLabelText('Slug Url')).toHaveAccessibleDescription(
      'A credit card with this slug already exists',
    );
    expect(screen.getByLabelText('Slug Url')).toHaveValue('taken');
  });

  it("shows a server refusal naming a field beside that field ('title: ...')", async () => {
    vi.mocked(createListingRequest).mockRejectedValue(
      new ApiRequestError('category: DBS is not a provider the administrators keep', 400),
    );
    const user = userEvent.setup();
    renderCreatePage();

    await fillTitleAndCategory(user);
    await user.click(finish());

    await screen.findByRole('alert');
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription(
      'DBS is not a provider the administrators keep',
    );
  });

  it('after a create links to the new record and clears the form: a second click creates nothing', async () => {
    const created = { ...listingOf(kind), slug: 'fresh-card' };
    vi.mocked(createListingRequest).mockResolvedValue(created);
    const user = userEvent.setup();
    renderCreatePage();

    await fillTitleAndCategory(user, 'Fresh card');
    await user.click(finish());
    const banner = await screen.findByRole('status');
    await user.click(finish());

    expect(vi.mocked(createListingRequest)).toHaveBeenCalledTimes(1);
    // The spec's sentence to the letter; the link to the new record is under it.
    expect(banner.textContent).toBe('Record created successfully. Go to main page.');
    expect(screen.getByRole('link', { name: 'View the new credit card' })).toHaveAttribute(
      'href',
      `${kind.pageRoute}/fresh-card`,
    );
    expect(within(banner).getByRole('link', { name: 'Go to main page.' })).toHaveAttribute(
      'href',
      kind.pageRoute,
    );
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Category')).toHaveValue('');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('is required');
  });
});
