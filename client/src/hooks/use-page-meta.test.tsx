import { render } from '@testing-library/react';
import { defaultDescription, usePageMeta, type PageMeta } from './use-page-meta';

function Page(meta: PageMeta) {
  usePageMeta(meta);
  return null;
}

function description(): string | null {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null;
}

describe('usePageMeta', () => {
  it('sets the title and the description of the page', () => {
    render(<Page title="Credit Cards" description="Cards with welcome rewards." />);
    expect(document.title).toBe('Credit Cards | SG Finance Rewards');
    expect(description()).toBe('Cards with welcome rewards.');
  });

  it('falls back to the site description when the page has none', () => {
    render(<Page title="Blog" description="  " />);
    expect(description()).toBe(defaultDescription);
  });

  it('restores the site description when the page is left', () => {
    const { unmount } = render(<Page title="Blog" description="Our posts." />);
    unmount();
    expect(description()).toBe(defaultDescription);
  });
});
