import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '../../lib/api-client';
import { SuggestRewardsPage } from './suggest-rewards-page';
import { sendSuggestion } from './suggestion-api';

vi.mock('./suggestion-api', () => ({ sendSuggestion: vi.fn() }));

async function fillIn(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.click(screen.getByLabelText(label));
    await userEvent.paste(value);
  }
}

const goodSuggestion = {
  Product: 'Trust Cashback Card',
  Provider: 'Trust Bank',
  Reward: 'S$35 voucher',
  Link: 'https://trustbank.sg/',
};

describe('the suggest-rewards page', () => {
  beforeEach(() => vi.mocked(sendSuggestion).mockReset());

  it('embeds the configured form under its heading', () => {
    render(<SuggestRewardsPage formUrl="https://forms.example/rewards" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Looking for other rewards?' }),
    ).toBeVisible();
    expect(screen.getByTitle('Suggest a reward form')).toHaveAttribute(
      'src',
      'https://forms.example/rewards',
    );
    expect(screen.queryByRole('form', { name: 'Suggest a reward' })).toBeNull();
  });

  it('offers its own form when none is configured, and sends what was typed', async () => {
    vi.mocked(sendSuggestion).mockResolvedValue('Thank you! Your suggestion has been sent.');
    const { container } = render(<SuggestRewardsPage formUrl="" />);
    expect(container.querySelector('iframe')).toBeNull();
    await fillIn(goodSuggestion);
    await userEvent.click(screen.getByRole('button', { name: 'Send suggestion' }));

    expect(sendSuggestion).toHaveBeenCalledWith({
      product: 'Trust Cashback Card',
      bank: 'Trust Bank',
      reward: 'S$35 voucher',
      link: 'https://trustbank.sg/',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you! Your suggestion has been sent.',
    );
    expect(screen.getByLabelText('Product')).toHaveValue('');
  });

  it('shows each problem beside its field and sends nothing', async () => {
    render(<SuggestRewardsPage formUrl="" />);
    await fillIn({ ...goodSuggestion, Link: 'trustbank.sg', 'Your email (optional)': 'me@' });
    await userEvent.clear(screen.getByLabelText('Product'));
    await userEvent.click(screen.getByRole('button', { name: 'Send suggestion' }));

    expect(sendSuggestion).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Product')).toHaveAccessibleDescription('Product is required');
    expect(screen.getByLabelText('Link')).toHaveAccessibleDescription(
      "Link must be an http(s) address The offer's page, starting with https://",
    );
    expect(screen.getByLabelText('Your email (optional)')).toHaveAccessibleDescription(
      'Your email must be a valid email address Only if you would like an answer.',
    );
    expect(screen.getByLabelText('Reward')).toHaveValue('S$35 voucher');
  });

  it("puts the server's refusal beside the field it names, or above the button", async () => {
    render(<SuggestRewardsPage formUrl="" />);
    await fillIn(goodSuggestion);
    vi.mocked(sendSuggestion).mockRejectedValueOnce(
      new ApiRequestError('bank: must be at most 100 characters', 400),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send suggestion' }));
    expect(await screen.findByText('Provider must be at most 100 characters')).toBeVisible();

    vi.mocked(sendSuggestion).mockRejectedValueOnce(
      new ApiRequestError('Too many suggestions: please try again in an hour', 429),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send suggestion' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many suggestions: please try again in an hour',
    );
    expect(screen.getByLabelText('Product')).toHaveValue('Trust Cashback Card');
  });
});
