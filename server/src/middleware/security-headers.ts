import { videoEmbedHosts } from '@sg-finance/contract';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { PageSources } from '../config/page-sources.js';

/** Google's documented sources for GA4 (gtag.js, its beacons and pixels). */
const analytics = {
  script: ['https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

const videoOrigins = videoEmbedHosts.map((host) => `https://${host}`);

const given = (...origins: (string | undefined)[]) =>
  origins.filter((origin): origin is string => Boolean(origin));

/**
 * The policy lists only what the pages use: the site itself (its uploads included), `data:` and
 * `blob:` images (icons, the upload preview), the video players a post may embed, and each other
 * site only when its setting is given. Styles keep 'unsafe-inline' as helmet's default has it.
 */
export function contentSecurityDirectives(sources: PageSources) {
  const withAnalytics = (list: string[]) => (sources.analytics ? list : []);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    // No page compiles WebAssembly: the wallet optimiser's solver runs on the server.
    'script-src': ["'self'", ...withAnalytics(analytics.script)],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...given(sources.apiOrigin),
      ...sources.imageOrigins,
      ...withAnalytics(analytics.img),
    ],
    'connect-src': ["'self'", ...given(sources.apiOrigin), ...withAnalytics(analytics.connect)],
    'frame-src': [...videoOrigins, ...given(sources.formOrigin)],
    'upgrade-insecure-requests': [],
  };
}

const allowlist = (origins: string[]) =>
  `(self ${origins.map((origin) => `"${origin}"`).join(' ')})`;

/**
 * Features no page uses are off, for the site and every frame; the embedded players keep what
 * playing a video needs.
 */
export const permissionsPolicy = [
  ...[
    'accelerometer',
    'camera',
    'display-capture',
    'geolocation',
    'gyroscope',
    'magnetometer',
    'microphone',
    'payment',
    'usb',
  ].map((feature) => `${feature}=()`),
  ...['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'].map(
    (feature) => `${feature}=${allowlist(videoOrigins)}`,
  ),
].join(', ');

/** Helmet's headers with the site's Content-Security-Policy, and a Permissions-Policy. */
export function securityHeaders(sources: PageSources): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(sources) },
      crossOriginEmbedderPolicy: false,
    }),
    (_req, res, next) => {
      res.setHeader('Permissions-Policy', permissionsPolicy);
      next();
    },
  ];
}
