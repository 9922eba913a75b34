import { render, screen } from '@testing-library/react';
import type { RewardOffer } from '@sg-finance/contract';
import { StickyApplyBar } from './sticky-apply-bar';

const source = { kind: 'card' as const, slug: 'everyday-card', provider: 'DBS' };
const offer = (description: string, link: string): RewardOffer => ({
  description,
  tag: 'Cashback',
  link,
});

describe("the phone's sticky 'Apply now'", () => {
  it('applies for the first offer a visitor can see, in a new tab', () => {
    render(
      <StickyApplyBar
        source={source}
        offers={[
          offer('Has no link', ''),
          offer('S$300 cashback', 'https://bank.example/apply'),
          offer('A later offer', 'https://bank.example/later'),
        ]}
      />,
    );
    const apply = screen.getByRole('link', {
      name: 'Apply now: Cashback, S$300 cashback (opens in a new tab)',
    });
    expect(apply).toHaveAttribute('href', 'https://bank.example/apply');
    expect(apply).toHaveAttribute('target', '_blank');
    expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('is not there when no offer can be applied for', () => {
    const { container } = render(
      <StickyApplyBar source={source} offers={[offer('Not a web address', 'javascript:x')]} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
