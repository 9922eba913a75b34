import ReactGA from 'react-ga4';
import { trackApplyClick, trackPageView } from './analytics';

vi.mock('react-ga4', () => ({ default: { initialize: vi.fn(), send: vi.fn(), event: vi.fn() } }));

describe('page-view analytics', () => {
  it('does nothing at all without a measurement id', async () => {
    trackPageView('/cards', '');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ReactGA.initialize).not.toHaveBeenCalled();
    expect(ReactGA.send).not.toHaveBeenCalled();
  });

  it('initialises once and sends a page view per navigation with a measurement id', async () => {
    trackPageView('/cards', 'G-TEST123');
    trackPageView('/blog', 'G-TEST123');
    await vi.waitFor(() => expect(ReactGA.send).toHaveBeenCalledTimes(2));
    expect(ReactGA.initialize).toHaveBeenCalledTimes(1);
    expect(ReactGA.initialize).toHaveBeenCalledWith('G-TEST123', expect.anything());
    expect(ReactGA.send).toHaveBeenNthCalledWith(1, { hitType: 'pageview', page: '/cards' });
    expect(ReactGA.send).toHaveBeenNthCalledWith(2, { hitType: 'pageview', page: '/blog' });
  });
});

describe('apply-link analytics', () => {
  const click = { kind: 'card', slug: 'dbs-live-fresh', provider: 'DBS', tag: 'Cashback' };

  it('does nothing at all without a measurement id', async () => {
    trackApplyClick(click, '');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ReactGA.event).not.toHaveBeenCalled();
  });

  it('sends the kind, slug, provider and tag of the clicked offer with a measurement id', async () => {
    trackApplyClick(click, 'G-TEST123');
    await vi.waitFor(() => expect(ReactGA.event).toHaveBeenCalledTimes(1));
    expect(ReactGA.event).toHaveBeenCalledWith('apply_click', click);
  });
});
