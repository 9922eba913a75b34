import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/** Fields that hold secrets or personal data wherever they appear in a logged object. */
const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  'passwordHash',
  'token',
  'email',
  '*.password',
  '*.passwordHash',
  '*.token',
  '*.email',
];

const emailAddress = /[\w.+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi;
const jsonWebToken = /eyJ[\w-]+\.[\w-]+\.[\w-]*/g;

/**
 * Masks what slips past the field names: an email address or a token inside a message or an
 * error (a database error can quote the duplicate email it refused).
 */
function maskSecrets(line: string): string {
  return line.replace(jsonWebToken, '[token]').replace(emailAddress, '[email]');
}

/** The server's logger: one JSON object per line, secrets and emails removed. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: redactedPaths, censor: '[redacted]' },
      hooks: { streamWrite: maskSecrets },
    },
    destination,
  );
}
