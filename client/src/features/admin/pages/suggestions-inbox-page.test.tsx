import type { Suggestion } from '@sg-finance/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '../../../lib/api-client';
import { renderRoute } from '../../../testing/test-utils';
import { deleteSuggestion, getSuggestions, setSuggestionStatus } from '../api/suggestion-admin-api';
import { signIn } from '../testing/fixtures';
import { SuggestionsInboxPage } from './suggestions-inbox-page';

vi.mock('../api/suggestion-admin-api', () => ({
  getSuggestions: vi.fn(),
  setSuggestionStatus: vi.fn(),
  deleteSuggestion: vi.fn(),
}));

function suggestion(id: string, product: string): Suggestion {
  return {
    _id: id,
    product,
    bank: 'Trust Bank',
    reward: 'S$35 voucher',
    link: 'https://trustbank.sg/',
    email: 'reader@example.com',
    status: 'new',
    createdAt: '2026-11-20T02:00:00.000Z',
    updatedAt: '2026-11-20T02:00:00.000Z',
  };
}

function renderInbox(url = '/admin/suggestions') {
  return renderRoute(<SuggestionsInboxPage />, { path: '/admin/suggestions', url });
}

beforeEach(() => {
  signIn();
  vi.mocked(getSuggestions).mockReset();
});

describe('the suggestions inbox', () => {
  it('lists the new suggestions with who sent them, and pages through the rest', async () => {
    vi.mocked(getSuggestions)
      .mockResolvedValueOnce({ items: [suggestion('1', 'Trust Cashback Card')], total: 2 })
      .mockResolvedValueOnce({ items: [suggestion('2', 'GXS FlexiCard')], total: 2 });
    renderInbox();

    const first = await screen.findByRole('article', { name: /Trust Cashback Card/ });
    expect(within(first).getByRole('link', { name: 'reader@example.com' })).toHaveAttribute(
      'href',
      'mailto:reader@example.com',
    );
    expect(within(first).getByText(/Received 20\/Nov\/2026 10:00:00/)).toBeVisible();
    expect(getSuggestions).toHaveBeenCalledWith('new', 1);

    await userEvent.click(screen.getByRole('button', { name: 'Load more (1 more)' }));
    expect(await screen.findByRole('article', { name: /GXS FlexiCard/ })).toBeVisible();
    expect(getSuggestions).toHaveBeenLastCalledWith('new', 2);
  });

  it('reads the status from the address', async () => {
    vi.mocked(getSuggestions).mockResolvedValue({ items: [], total: 0 });
    renderInbox('/admin/suggestions?status=done');
    expect(await screen.findByText('No suggestions marked done.')).toBeVisible();
    expect(getSuggestions).toHaveBeenCalledWith('done', 1);
    expect(screen.getByRole('link', { name: 'Done' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks a suggestion done and deletes another after asking', async () => {
    vi.mocked(getSuggestions).mockResolvedValue({
      items: [suggestion('1', 'Trust Cashback Card'), suggestion('2', 'GXS FlexiCard')],
      total: 2,
    });
    vi.mocked(setSuggestionStatus).mockResolvedValue({
      ...suggestion('1', 'Trust Cashback Card'),
      status: 'done',
    });
    vi.mocked(deleteSuggestion).mockResolvedValue('Suggestion Deleted!');
    renderInbox();

    const first = await screen.findByRole('article', { name: /Trust Cashback Card/ });
    await userEvent.click(within(first).getByRole('button', { name: 'Mark done' }));
    expect(setSuggestionStatus).toHaveBeenCalledWith('1', 'done');
    expect(await screen.findByRole('status')).toHaveTextContent(
      '“Trust Cashback Card” marked done.',
    );
    expect(screen.queryByRole('article', { name: /Trust Cashback Card/ })).toBeNull();

    const second = screen.getByRole('article', { name: /GXS FlexiCard/ });
    await userEvent.click(within(second).getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete suggestion' }));
    expect(deleteSuggestion).toHaveBeenCalledWith('2');
    expect(await screen.findByRole('status')).toHaveTextContent('Suggestion Deleted!');
  });

  it('says why an action failed and keeps the suggestion', async () => {
    vi.mocked(getSuggestions).mockResolvedValue({
      items: [suggestion('1', 'Trust Cashback Card')],
      total: 1,
    });
    vi.mocked(setSuggestionStatus).mockRejectedValue(
      new ApiRequestError('Suggestion not found', 404),
    );
    renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark done' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Suggestion not found');
    expect(screen.getByRole('article', { name: /Trust Cashback Card/ })).toBeVisible();
  });
});
