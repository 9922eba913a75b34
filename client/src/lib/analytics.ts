import { clientConfig } from '../config/env';

type Analytics = (typeof import('react-ga4'))['default'];

let analytics: Promise<Analytics> | null = null;

/** Loads react-ga4 (and through it Google's script) the first time a page view is sent. */
function loadAnalytics(measurementId: string): Promise<Analytics> {
  analytics ??= import('react-ga4').then(({ default: ga }) => {
    ga.initialize(measurementId, { gtagOptions: { send_page_view: false } });
    return ga;
  });
  return analytics;
}

/**
 * Sends a page view when a GA4 measurement id is configured. Without one it does nothing at all:
 * the library is never loaded, so no script is fetched and no request leaves the page.
 */
export function trackPageView(page: string, measurementId = clientConfig.gaMeasurementId): void {
  if (!measurementId) return;
  loadAnalytics(measurementId)
    .then((ga) => ga.send({ hitType: 'pageview', page }))
    .catch(() => {
      analytics = null;
    });
}

/** What a click on a reward offer's apply link reports. */
export interface ApplyClick {
  kind: string;
  slug: string;
  provider: string;
  tag: string;
}

/** Records a click on an apply link, under the same rule as page views: only with a measurement id. */
export function trackApplyClick(
  click: ApplyClick,
  measurementId = clientConfig.gaMeasurementId,
): void {
  if (!measurementId) return;
  loadAnalytics(measurementId)
    .then((ga) => ga.event('apply_click', { ...click }))
    .catch(() => {
      analytics = null;
    });
}
