import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { parseConfig } from '../../src/config/env.js';

const base = {
  NODE_ENV: 'test',
  JWT_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
  DATA_DIR: '/nonexistent-data-dir',
};

const videoHosts =
  'https://www.youtube.com https://youtube.com https://www.youtube-nocookie.com https://youtube-nocookie.com https://player.vimeo.com';

/** The headers of an answer (no database needed: an unknown API route). */
async function headersWith(env: Record<string, string>) {
  const app = createApp({ config: parseConfig({ ...base, ...env }), dbMode: 'embedded' });
  const response = await request(app).get('/api/no-such-route');
  const policy = String(response.headers['content-security-policy']);
  const directives = new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );
  return {
    policy,
    directives,
    permissions: String(response.headers['permissions-policy']),
  };
}

describe('the Content-Security-Policy', () => {
  it('allows only the site, its images and the video players when no other site is configured', async () => {
    const { policy, directives } = await headersWith({});

    expect(directives.get('default-src')).toBe("'self'");
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('connect-src')).toBe("'self'");
    expect(directives.get('img-src')).toBe("'self' data: blob:");
    expect(directives.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(directives.get('font-src')).toBe("'self'");
    expect(directives.get('frame-src')).toBe(videoHosts);
    expect(directives.get('object-src')).toBe("'none'");
    expect(policy).not.toMatch(/google/);
    expect(policy).not.toMatch(/wasm-unsafe-eval/);
    expect(policy.split(/[\s;]+/)).not.toContain('https:');
  });

  it('adds analytics, the API host, the suggestion form and image origins only when set', async () => {
    const { policy, directives } = await headersWith({
      VITE_GA_MEASUREMENT_ID: 'G-TEST123',
      VITE_API_BASE_URL: 'https://api.rewards.example/',
      VITE_SUGGEST_REWARDS_FORM_URL: 'https://forms.example.com/r/suggest?embedded=true',
      IMAGE_ORIGINS: 'https://images.example.com, https://cdn.bank.example/',
    });

    expect(directives.get('script-src')).toBe("'self' https://*.googletagmanager.com");
    expect(directives.get('connect-src')).toBe(
      "'self' https://api.rewards.example https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
    expect(directives.get('img-src')).toBe(
      "'self' data: blob: https://api.rewards.example https://images.example.com https://cdn.bank.example https://*.google-analytics.com https://*.googletagmanager.com",
    );
    expect(directives.get('frame-src')).toBe(`${videoHosts} https://forms.example.com`);
    expect(directives.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(directives.get('font-src')).toBe("'self'");
    expect(policy.split(/[\s;]+/)).not.toContain('https:');
  });

  it('refuses IMAGE_ORIGINS that are not https origins', () => {
    expect(() => parseConfig({ ...base, IMAGE_ORIGINS: 'https:' })).toThrow(
      'IMAGE_ORIGINS: must be comma-separated https origins, such as https://images.example.com',
    );
    expect(() => parseConfig({ ...base, IMAGE_ORIGINS: 'http://images.example.com' })).toThrow(
      'IMAGE_ORIGINS: must be comma-separated https origins',
    );
    expect(() =>
      parseConfig({ ...base, IMAGE_ORIGINS: 'https://images.example.com/photos' }),
    ).toThrow('IMAGE_ORIGINS: must be comma-separated https origins');
  });
});

describe('the Permissions-Policy', () => {
  it('turns off what no page uses and lets only the video players go full screen', async () => {
    const { permissions } = await headersWith({});
    const features = new Map(
      permissions.split(/,\s*/).map((feature) => feature.split('=') as [string, string]),
    );
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(features.get(feature)).toBe('()');
    }
    expect(features.get('fullscreen')).toBe(
      `(self ${videoHosts
        .split(' ')
        .map((origin) => `"${origin}"`)
        .join(' ')})`,
    );
  });
});
