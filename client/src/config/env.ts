/** Client settings, read once from Vite's build-time environment (see .env.example). */
function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

const env = import.meta.env;

export const clientConfig = {
  apiBaseUrl: text(env.VITE_API_BASE_URL),
  gaMeasurementId: text(env.VITE_GA_MEASUREMENT_ID),
  suggestRewardsFormUrl: text(env.VITE_SUGGEST_REWARDS_FORM_URL),
  advertisingEmail: text(env.VITE_ADVERTISING_EMAIL) || 'advertise@example.com',
  /** The footer's social links: the site's own pages when configured, else the networks'. */
  socialLinks: [
    { name: 'Facebook', url: text(env.VITE_FACEBOOK_URL) || 'https://www.facebook.com/' },
    { name: 'Instagram', url: text(env.VITE_INSTAGRAM_URL) || 'https://www.instagram.com/' },
    { name: 'Telegram', url: text(env.VITE_TELEGRAM_URL) || 'https://telegram.org/' },
  ],
} as const;
