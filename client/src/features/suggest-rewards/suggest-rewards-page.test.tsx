import { render, screen } from '@testing-library/react';
import { SuggestRewardsPage } from './suggest-rewards-page';

describe('the suggest-rewards page', () => {
  it('embeds the configured form under its heading', () => {
    render(<SuggestRewardsPage formUrl="https://forms.example/rewards" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Looking for other rewards?' }),
    ).toBeVisible();
    expect(screen.getByTitle('Suggest a reward form')).toHaveAttribute(
      'src',
      'https://forms.example/rewards',
    );
  });

  it('explains itself instead of showing an empty frame when no form is configured', () => {
    const { container } = render(<SuggestRewardsPage formUrl="" />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText(/not available/)).toBeVisible();
  });
});
