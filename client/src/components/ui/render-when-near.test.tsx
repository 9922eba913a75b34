import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderWhenNear } from './render-when-near';

function renderAt(address: string) {
  return render(
    <MemoryRouter initialEntries={[address]}>
      <RenderWhenNear anchor="history">
        <h2>History</h2>
      </RenderWhenNear>
    </MemoryRouter>,
  );
}

describe('RenderWhenNear', () => {
  const scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView;

  afterEach(() => scrollIntoView.mockClear());

  it('draws nothing while its place is out of sight (jsdom never sees it near)', () => {
    renderAt('/cards/everyday');
    expect(screen.queryByRole('heading', { name: 'History' })).toBeNull();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('draws the section at once and scrolls to it when the address names it', () => {
    const { container } = renderAt('/cards/everyday#history');
    expect(screen.getByRole('heading', { name: 'History' })).toBeInTheDocument();
    expect(container.querySelector('#history')).toContainElement(
      screen.getByRole('heading', { name: 'History' }),
    );
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('ignores an address naming another section', () => {
    renderAt('/cards/everyday#terms');
    expect(screen.queryByRole('heading', { name: 'History' })).toBeNull();
  });
});
