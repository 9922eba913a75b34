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
  socialLinks: [
    { name: 'Facebook', url: text(env.VITE_FACEBOOK_URL) },
    { name: 'Instagram', url: text(env.VITE_INSTAGRAM_URL) },
    { name: 'Telegram', url: text(env.VITE_TELEGRAM_URL) },
  ].filter((link) => link.url !== ''),
} as const;
