/** The administrator every journey's site creates at start. */
export const e2eAdmin = {
  email: 'admin@e2e.test',
  password: 'admin-password-1',
  name: 'E2E Admin',
};

/** The settings of every worker's site (over the defaults of the server's test support). */
export const seededSiteEnv = {
  ADMIN_EMAIL: e2eAdmin.email,
  ADMIN_PASSWORD: e2eAdmin.password,
  ADMIN_NAME: e2eAdmin.name,
  // The alert sweep job every second, so a journey sees an edit's alert soon after it.
  ALERT_SWEEP_SECONDS: '1',
  // One site serves every journey of a worker, all from one address: sign-ins and sign-ups would
  // pass the default 20 per 15 minutes. The limit's own tests are the server's.
  AUTH_RATE_LIMIT: '10000',
  // Warnings and errors only: a log line per request, read from the site's output by the test
  // runner and never looked at, took about a twentieth of the admin journeys' CPU.
  LOG_LEVEL: 'warn',
};
