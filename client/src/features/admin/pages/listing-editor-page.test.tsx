import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '../../../lib/api-client';
import { renderRoute } from '../../../testing/test-utils';
import { kindUis } from '../../../lib/listings/kind-uis';
import { createListingRequest, updateListingRequest } from '../api/listing-admin-api';
import { getProviders } from '../../providers';
import { sectionFormLabel } from '../lib/form-labels';
import { selectCreateState } from '../store/admin-slice';
import {
  fillTitleAndCategory,
  listingOf,
  listingsWithLoaded,
  pngFile,
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
  vi.mocked(getProviders).mockResolvedValue(
    ['DBS', 'OCBC', 'UOB', 'Trust Bank'].map((name) => providerOf(name)),
  );
});

function sentBody(request: typeof createListingRequest): FormData {
  const body = vi.mocked(request).mock.calls[0]?.[1];
  if (!body) throw new Error('Nothing was sent');
  return body;
}

function detailsSent(body: FormData): unknown {
  return JSON.parse(body.get('details') as string);
}

describe.each(kindUis)('the $headingNoun create form', (kind) => {
  const listLabels = kind.sections.map(sectionFormLabel);

  function renderCreatePage() {
    return renderRoute(<ListingEditorPage kind={kind} mode="create" />, {
      path: kind.createRoute,
    });
  }

  it('shows its heading and the fields in the order of the specification, then the terms', async () => {
    const { container } = renderCreatePage();

    expect(
      screen.getByRole('heading', { level: 1, name: `Create ${kind.headingNoun}` }),
    ).toBeVisible();
    const labels = [...container.querySelectorAll('label, legend')].map((node) => node.textContent);
    const termsAt = labels.indexOf('Terms');
    expect(labels.slice(0, termsAt)).toEqual([
      'Image',
      'Title',
      'Slug Url',
      'Priority',
      'Subtitle',
      'Category',
      'Tier 1',
      'Tier 2',
      'Tier 3',
      'Reward Offers',
      'Reward offer 1',
      'Description',
      'Tag Name',
      'Link',
      'Expires On',
      ...listLabels,
    ]);
    expect(termsAt).toBeGreaterThan(0);
    expect(screen.getByLabelText('Priority')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Image')).toHaveAttribute('accept', 'image/*');
    // The Category choices are the providers the administrators keep, in the server's order.
    await screen.findByRole('option', { name: 'Trust Bank' });
    expect(
      within(screen.getByLabelText('Category'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a provider', 'DBS', 'OCBC', 'UOB', 'Trust Bank']);
    expect(screen.getByRole('button', { name: 'Finish' })).toBeEnabled();
  });

  it.each(listLabels)('adds and removes lines of %s', async (label) => {
    const user = userEvent.setup();
    renderCreatePage();

    await enterText(user, screen.getByRole('textbox', { name: `${label} 1` }), 'First line');
    await user.click(screen.getByRole('button', { name: `Add line to ${label}` }));
    await enterText(user, screen.getByRole('textbox', { name: `${label} 2` }), 'Second line');
    await user.click(screen.getByRole('button', { name: `Remove ${label} 1` }));

    expect(screen.getByRole('textbox', { name: `${label} 1` })).toHaveValue('Second line');
    expect(screen.queryByRole('textbox', { name: `${label} 2` })).not.toBeInTheDocument();
  });

  it('sends what was typed to the create call and links back to the list', async () => {
    vi.mocked(createListingRequest).mockResolvedValue(listingOf(kind));
    const user = userEvent.setup();
    renderCreatePage();
    const image = pngFile();

    await user.upload(screen.getByLabelText('Image'), image);
    await enterText(user, screen.getByLabelText('Title'), 'New offer');
    expect(screen.getByLabelText('Slug Url')).toHaveValue('new-offer');
    await user.clear(screen.getByLabelText('Slug Url'));
    await enterText(user, screen.getByLabelText('Slug Url'), 'my-offer');
    await user.clear(screen.getByLabelText('Priority'));
    await enterText(user, screen.getByLabelText('Priority'), '9');
    await enterText(user, screen.getByLabelText('Subtitle'), 'Fresh');
    await screen.findByRole('option', { name: 'OCBC' });
    await user.selectOptions(screen.getByLabelText('Category'), 'OCBC');
    await enterText(user, screen.getByLabelText('Tier 1'), 'One');
    await enterText(user, screen.getByLabelText('Tier 2'), 'Two');
    await enterText(user, screen.getByLabelText('Tier 3'), 'Three');
    await enterText(user, screen.getByLabelText('Description'), 'S$50 voucher');
    await enterText(user, screen.getByLabelText('Tag Name'), 'Voucher');
    await enterText(user, screen.getByLabelText('Link'), 'https://bank.example/apply');
    for (const label of listLabels) {
      await enterText(user, screen.getByRole('textbox', { name: `${label} 1` }), `${label} text`);
    }
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Record created successfully. Go to main page.');
    expect(within(banner).getByRole('link', { name: 'Go to main page.' })).toHaveAttribute(
      'href',
      kind.pageRoute,
    );
    expect(vi.mocked(createListingRequest).mock.calls[0]?.[0]).toBe(kind);
    const body = sentBody(createListingRequest);
    expect(Object.fromEntries(body.entries())).toMatchObject({
      title: 'New offer',
      slug: 'my-offer',
      priority: '9',
      subtitle: 'Fresh',
      category: 'OCBC',
      image,
    });
    expect(JSON.parse(body.get('tiers') as string)).toEqual({
      tier1: 'One',
      tier2: 'Two',
      tier3: 'Three',
    });
    expect(JSON.parse(body.get('rewardOffer') as string)).toEqual([
      { description: 'S$50 voucher', tag: 'Voucher', link: 'https://bank.example/apply' },
    ]);
    expect(detailsSent(body)).toEqual(
      Object.fromEntries(
        kind.sections.map((section) => [section.field, [`${sectionFormLabel(section)} text`]]),
      ),
    );
  });

  it('explains how to choose a listing when its edit page opens with nothing loaded', () => {
    renderRoute(<ListingEditorPage kind={kind} mode="update" />, { path: kind.updateRoute });

    expect(
      screen.getByRole('heading', { level: 1, name: `Edit ${kind.headingNoun}` }),
    ).toBeVisible();
    expect(screen.getByText(`There is no ${kind.headingNoun} to edit yet.`)).toBeVisible();
    expect(screen.getByRole('link', { name: `go to ${kind.navLabel}` })).toHaveAttribute(
      'href',
      kind.pageRoute,
    );
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });

  it('edits the loaded listing: prefilled, sent with its id to the update call', async () => {
    const listing = listingOf(kind);
    vi.mocked(updateListingRequest).mockResolvedValue(listing);
    const user = userEvent.setup();
    renderRoute(<ListingEditorPage kind={kind} mode="update" />, {
      path: kind.updateRoute,
      preloadedState: { listings: listingsWithLoaded(kind, listing) },
    });

    expect(
      screen.getByRole('heading', { level: 1, name: `Edit ${kind.headingNoun}` }),
    ).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveValue(listing.title);
    expect(screen.getByLabelText('Category')).toHaveValue('DBS');
    expect(screen.getByLabelText('Priority')).toHaveValue(5);
    expect(screen.getByLabelText('Tag Name')).toHaveValue('Cash');
    expect(screen.getByRole('img', { name: 'Preview' })).toHaveAttribute('src', listing.image);
    for (const section of kind.sections) {
      const label = sectionFormLabel(section);
      expect(screen.getByRole('textbox', { name: `${label} 2` })).toHaveValue(
        `${section.title} line 2`,
      );
    }

    await user.clear(screen.getByLabelText('Subtitle'));
    await enterText(user, screen.getByLabelText('Subtitle'), 'Changed');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Record updated successfully. Go to main page.',
    );
    const body = sentBody(updateListingRequest);
    expect(body.get('id')).toBe(listing._id);
    expect(body.get('subtitle')).toBe('Changed');
    expect(body.has('image')).toBe(false);
    expect(detailsSent(body)).toEqual(
      Object.fromEntries(kind.sections.map((section) => [section.field, listing[section.field]])),
    );
  });
});

describe('the listing form', () => {
  const kind = kindUis[0]!;

  function renderCreatePage() {
    return renderRoute(<ListingEditorPage kind={kind} mode="create" />, {
      path: kind.createRoute,
    });
  }

  it('adds and removes reward offers', async () => {
    const user = userEvent.setup();
    renderCreatePage();

    await enterText(user, screen.getByLabelText('Description'), 'First offer');
    await user.click(screen.getByRole('button', { name: 'Add reward offer' }));
    expect(screen.getAllByLabelText('Description')).toHaveLength(2);
    await enterText(user, screen.getAllByLabelText('Description')[1]!, 'Second offer');
    await user.click(screen.getByRole('button', { name: 'Remove reward offer 1' }));

    expect(screen.getAllByLabelText('Description')).toHaveLength(1);
    expect(screen.getByLabelText('Description')).toHaveValue('Second offer');
    expect(screen.getByRole('group', { name: 'Reward offer 1' })).toBeVisible();
  });

  it("sends an offer's Expires On date as YYYY-MM-DD and omits an empty one", async () => {
    vi.mocked(createListingRequest).mockResolvedValue(listingOf(kind));
    const user = userEvent.setup();
    renderCreatePage();

    await enterText(user, screen.getByLabelText('Description'), 'Dated offer');
    await enterText(user, screen.getByLabelText('Tag Name'), 'Cash');
    await enterText(user, screen.getByLabelText('Link'), 'https://bank.example/a');
    const expiresOn = screen.getByLabelText('Expires On');
    expect(expiresOn).toHaveAttribute('type', 'date');
    await enterText(user, expiresOn, '2025-06-30');
    await user.click(screen.getByRole('button', { name: 'Add reward offer' }));
    await enterText(user, screen.getAllByLabelText('Description')[1]!, 'Open offer');
    await enterText(user, screen.getAllByLabelText('Tag Name')[1]!, 'Miles');
    await enterText(user, screen.getAllByLabelText('Link')[1]!, 'https://bank.example/b');
    await fillTitleAndCategory(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    await screen.findByRole('status');
    expect(JSON.parse(sentBody(createListingRequest).get('rewardOffer') as string)).toEqual([
      {
        description: 'Dated offer',
        tag: 'Cash',
        link: 'https://bank.example/a',
        expiresAt: '2025-06-30',
      },
      { description: 'Open offer', tag: 'Miles', link: 'https://bank.example/b' },
    ]);
  });

  it("prefills a stored offer's expiry date in the edit form", () => {
    const listing = {
      ...listingOf(kind),
      rewardOffer: [
        { description: 'Dated', tag: 'Cash', link: 'https://b.example', expiresAt: '2025-06-30' },
      ],
    };
    renderRoute(<ListingEditorPage kind={kind} mode="update" />, {
      path: kind.updateRoute,
      preloadedState: { listings: listingsWithLoaded(kind, listing) },
    });
    expect(screen.getByLabelText('Expires On')).toHaveValue('2025-06-30');
  });

  it('previews the first chosen image and refuses other files', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderCreatePage();
    const input = screen.getByLabelText('Image');

    await user.upload(input, [pngFile('first.png'), pngFile('second.png')]);
    expect(screen.getByRole('img', { name: 'Preview' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );

    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('Choose an image file.')).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Preview' })).not.toBeInTheDocument();
  });

  it('shows the server error in a red banner and keeps the form as typed', async () => {
    vi.mocked(createListingRequest).mockRejectedValue(
      new ApiRequestError('A listing with this slug already exists', 409),
    );
    const user = userEvent.setup();
    renderCreatePage();

    await fillTitleAndCategory(user, 'Duplicate');
    await enterText(user, screen.getByRole('textbox', { name: 'Key Features 1' }), 'Kept line');
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A listing with this slug already exists',
    );
    expect(screen.getByRole('alert')).toHaveClass('alert-danger');
    expect(screen.getByLabelText('Title')).toHaveValue('Duplicate');
    expect(screen.getByRole('textbox', { name: 'Key Features 1' })).toHaveValue('Kept line');
    expect(screen.getByRole('button', { name: 'Finish' })).toBeEnabled();
  });

  it('clears the previous result when the page opens', async () => {
    vi.mocked(createListingRequest).mockResolvedValue(listingOf(kind));
    const user = userEvent.setup();
    const first = renderCreatePage();
    await fillTitleAndCategory(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await screen.findByRole('status');
    expect(selectCreateState(first.store.getState()).result).not.toBeNull();
    first.unmount();

    renderRoute(<ListingEditorPage kind={kind} mode="create" />, {
      path: kind.createRoute,
      preloadedState: { admin: first.store.getState().admin },
    });

    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Finish' })).toBeEnabled();
  });
});

describe('the check of the figures of a saved listing', () => {
  const cards = kindUis.find((kind) => kind.key === 'card')!;

  it('warns after a save of each figure the text states that the terms do not hold', async () => {
    vi.mocked(createListingRequest).mockResolvedValue({
      ...listingOf(cards),
      rewardOffer: [{ description: 'S$200 cash', tag: 'Cash', link: '' }],
      subtitle: 'Up to 1.6% cashback',
      tiers: { tier1: 'S$300 welcome cashback', tier2: '', tier3: '' },
      keyFeatures: ['1.5% on all spend'],
      terms: { rewardType: 'cashback', baseRate: 1.5 },
    });
    const user = userEvent.setup();
    renderRoute(<ListingEditorPage kind={cards} mode="create" />, { path: cards.createRoute });

    await fillTitleAndCategory(user, 'Cashback card');
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    await screen.findByRole('status');
    const warning = screen.getByText(/The terms do not hold these figures/).closest('.alert')!;
    expect(
      within(warning as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1.6% in the subtitle', 'S$300 in the tier 1', 'S$200 in the reward offers']);
  });

  it('says nothing when every figure of the text is in the terms', async () => {
    vi.mocked(createListingRequest).mockResolvedValue({
      ...listingOf(cards),
      rewardOffer: [],
      subtitle: '1.5% cashback on all spend',
      terms: { rewardType: 'cashback', baseRate: 1.5 },
    });
    const user = userEvent.setup();
    renderRoute(<ListingEditorPage kind={cards} mode="create" />, { path: cards.createRoute });

    await fillTitleAndCategory(user, 'Cashback card');
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    await screen.findByRole('status');
    expect(screen.queryByText(/The terms do not hold/)).not.toBeInTheDocument();
  });
});
