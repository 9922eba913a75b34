import { render, screen } from '@testing-library/react';
import { MediaImage } from './media-image';

describe('MediaImage', () => {
  it('loads an image lazily, at no particular priority, by default', () => {
    render(<MediaImage image="/uploads/card.webp" alt="Card" width={640} height={400} />);
    const image = screen.getByRole('img', { name: 'Card' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('loads the priority image at once and ahead of the others', () => {
    render(<MediaImage image="/uploads/card.webp" alt="Card" width={640} height={400} priority />);
    const image = screen.getByRole('img', { name: 'Card' });
    expect(image).not.toHaveAttribute('loading');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });
});
