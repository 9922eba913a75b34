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

  it("gives the browser the picture's recorded size, in the frame's ratio", () => {
    render(
      <MediaImage
        image="/uploads/card.webp"
        alt="Card"
        width={640}
        height={400}
        recorded={{ imageWidth: 1200, imageHeight: 900 }}
      />,
    );
    const image = screen.getByRole('img', { name: 'Card' });
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '900');
    expect(image.style.aspectRatio).toBe('640 / 400');
  });

  it("keeps the frame's size when the record has none (an outside address)", () => {
    render(
      <MediaImage
        image="https://example.com/card.png"
        alt="Card"
        width={640}
        height={400}
        recorded={{}}
      />,
    );
    const image = screen.getByRole('img', { name: 'Card' });
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '400');
  });
});
