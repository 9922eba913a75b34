import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import dotenv from 'dotenv';
import { z } from 'zod';
import {
  defaultMaxConnections,
  readFileDescriptorLimit,
  type HttpLimits,
} from '../http/http-server.js';
import { logLevels, type LogLevel } from '../logging/logger.js';
import type { SourceWatchSettings } from '../services/source-watch/source-watch.service.js';
import { newPasswordSchema } from '../validation/password.js';
import { emptyAsUndefined } from './env-values.js';
import { pageSourcesOf, pageSourcesShape, type PageSources } from './page-sources.js';
import { parseTrustProxy, TRUST_PROXY_HELP, type TrustProxy } from './trust-proxy.js';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

function isSiteUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash;
  } catch {
    return false;
  }
}

/** A duration in seconds (fractions allowed), at most an hour. */
const seconds = (fallback: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().positive().max(3600).default(fallback));

const dataFolderSchema = z.object({
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  UPLOAD_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
});

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    MONGODB_URI: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://')
        .optional(),
    ),
    ...dataFolderSchema.shape,
    UPLOAD_STORE: z.preprocess(
      emptyAsUndefined,
      z.enum(['disk', 'gridfs'], 'must be disk or gridfs').default('disk'),
    ),
    JWT_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    JWT_EXPIRES_IN: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^\d+\s*(ms|s|m|h|d|w|y)?$/, 'must look like 7d, 12h or 3600')
        .default('7d'),
    ),
    ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email().optional()),
    // The rule of registration and create-admin, with their words.
    ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, newPasswordSchema.optional()),
    ADMIN_NAME: z.preprocess(emptyAsUndefined, z.string().default('Administrator')),
    SEED_DEMO: z.preprocess(emptyAsUndefined, booleanText.default(true)),
    CORS_ORIGIN: z.preprocess(emptyAsUndefined, z.string().optional()),
    MAX_UPLOAD_MB: z.coerce.number().positive().max(100).default(5),
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
    AUTH_RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().positive().max(1440).default(15),
    PASSWORD_RESET_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(3),
    PASSWORD_RESET_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
    SMTP_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .trim()
        .regex(/^smtps?:\/\/[^/]/, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    MAIL_FROM: z.preprocess(
      emptyAsUndefined,
      z.string().trim().default('SG Finance Rewards <no-reply@localhost>'),
    ),
    TRUST_PROXY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .default('loopback')
        .transform((text, ctx) => {
          const value = parseTrustProxy(text);
          if (value === undefined) ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
          return value ?? false;
        }),
    ),
    LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(logLevels).optional()),
    SITE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .trim()
        .refine(isSiteUrl, 'must be an http(s) address without a query or fragment')
        .optional(),
    ),
    ALERT_SWEEP_SECONDS: seconds(30),
    SOURCE_WATCH_HOURS: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number()
        .min(0, 'must be 0 (off) or more')
        .max(720, 'must be at most 720')
        .default(24),
    ),
    SOURCE_FETCH_ALLOW: z.preprocess(emptyAsUndefined, z.string().default('')),
    SOURCE_FETCH_TIMEOUT_SECONDS: seconds(20),
    SOURCE_FETCH_HOST_GAP_SECONDS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().min(0, 'must be 0 or more').max(3600, 'must be at most 3600').default(10),
    ),
    SOURCE_FETCH_MAX_MB: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().positive('must be more than 0').max(50, 'must be at most 50').default(5),
    ),
    HTTP_HEADERS_TIMEOUT_SECONDS: seconds(15),
    HTTP_REQUEST_TIMEOUT_SECONDS: seconds(60),
    HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: seconds(5),
    MAX_CONNECTIONS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).optional()),
    ...pageSourcesShape,
  })
  .superRefine((env, ctx) => {
    if (env.HTTP_HEADERS_TIMEOUT_SECONDS > env.HTTP_REQUEST_TIMEOUT_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HTTP_HEADERS_TIMEOUT_SECONDS'],
        message: 'must not be longer than HTTP_REQUEST_TIMEOUT_SECONDS',
      });
    }
    if (env.MONGODB_URI && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'is required with MONGODB_URI',
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
      });
    }
  });

export interface MailConfig {
  smtpUrl: string | undefined;
  /** The From of every message, e.g. `SG Finance Rewards <no-reply@example.com>`. */
  from: string;
  outboxDir: string;
  /** Messages in the outbox older than this many days are deleted when the next one is written. */
  retentionDays: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  mongodbUri: string | undefined;
  dataDir: string;
  uploadDir: string;
  /** Where uploaded images are kept: `uploadDir`, or GridFS in the application's MongoDB. */
  uploadStore: 'disk' | 'gridfs';
  jwtSecret: string;
  jwtExpiresIn: string;
  admin: { email: string; password: string; name: string } | undefined;
  seedDemo: boolean;
  corsOrigins: string[];
  maxUploadBytes: number;
  /** Sign-in and sign-up attempts allowed per client address and route in each window. */
  authRateLimit: { max: number; windowMs: number };
  /** Password reset requests allowed per email address and per client address, each hour. */
  passwordResetLimit: { perEmail: number; perIp: number };
  /** Mail goes through `smtpUrl` when set, else into `outboxDir` as files. */
  mail: MailConfig;
  /** How often the alert sweep job runs (one instance of the cluster at a time, by its lease). */
  alertSweepMs: number;
  /** The public address of the site, without a trailing slash, for the sitemap and robots.txt. */
  siteUrl: string;
  /** The daily fetch of each listing's source page; undefined when `SOURCE_WATCH_HOURS` is 0. */
  sourceWatch: SourceWatchSettings | undefined;
  /** Timeouts and the connection cap of the HTTP server. */
  http: HttpLimits;
  /** Express's `trust proxy`: which proxies may tell the client's address (X-Forwarded-For). */
  trustProxy: TrustProxy;
  /** `info` unless set; tests log nothing unless they ask. */
  logLevel: LogLevel;
  /** The other sites the pages load from, for the Content-Security-Policy. */
  pageSources: PageSources;
}

/** Keeps one random secret per data folder so sessions survive restarts of the embedded mode. */
function embeddedJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The watch of source pages, with a user agent that says who fetches and where to read why. */
function sourceWatchSettings(
  env: z.output<typeof envSchema>,
  siteUrl: string,
): SourceWatchSettings | undefined {
  if (env.SOURCE_WATCH_HOURS === 0) return undefined;
  return {
    everyMs: Math.round(env.SOURCE_WATCH_HOURS * 3_600_000),
    hostGapMs: Math.round(env.SOURCE_FETCH_HOST_GAP_SECONDS * 1000),
    timeoutMs: Math.round(env.SOURCE_FETCH_TIMEOUT_SECONDS * 1000),
    maxBytes: Math.round(env.SOURCE_FETCH_MAX_MB * 1024 * 1024),
    maxRedirects: 5,
    allowed: new Set(
      env.SOURCE_FETCH_ALLOW.split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
    userAgent: `SGFinanceRewardsSourceWatch/1.0 (+${siteUrl}/how-we-rank)`,
  };
}

/** The cap defaults to a number safely below the process's file-descriptor limit (none if unlimited). */
function httpLimits(env: z.output<typeof envSchema>): HttpLimits {
  const descriptorLimit = readFileDescriptorLimit();
  return {
    headersTimeoutMs: Math.round(env.HTTP_HEADERS_TIMEOUT_SECONDS * 1000),
    requestTimeoutMs: Math.round(env.HTTP_REQUEST_TIMEOUT_SECONDS * 1000),
    keepAliveTimeoutMs: Math.round(env.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000),
    maxConnections:
      env.MAX_CONNECTIONS ??
      (descriptorLimit === undefined ? Infinity : defaultMaxConnections(descriptorLimit)),
  };
}

/**
 * Relative folders are read from where the command was typed: npm runs a workspace's scripts
 * (`npm run seed`, `backup`, `create-admin`) inside `server/`, and gives the folder the command
 * was typed in as INIT_CWD, so they use the same `./data` as `npm start`.
 */
function dataFolders(
  env: { DATA_DIR: string; UPLOAD_DIR?: string | undefined },
  source: NodeJS.ProcessEnv,
) {
  const base = source.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(base, env.DATA_DIR);
  return {
    dataDir,
    uploadDir: path.resolve(base, env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
  };
}

export function parseConfig(source: NodeJS.ProcessEnv): Config {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = result.data;
  const { dataDir, uploadDir } = dataFolders(env, source);
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    mongodbUri: env.MONGODB_URI,
    dataDir,
    uploadDir,
    uploadStore: env.UPLOAD_STORE,
    jwtSecret: env.JWT_SECRET ?? embeddedJwtSecret(dataDir),
    jwtExpiresIn: env.JWT_EXPIRES_IN,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, name: env.ADMIN_NAME }
        : undefined,
    seedDemo: env.SEED_DEMO,
    corsOrigins: env.CORS_ORIGIN
      ? env.CORS_ORIGIN.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
      : [],
    maxUploadBytes: Math.round(env.MAX_UPLOAD_MB * 1024 * 1024),
    authRateLimit: {
      max: env.AUTH_RATE_LIMIT,
      windowMs: Math.round(env.AUTH_RATE_LIMIT_WINDOW_MINUTES * 60_000),
    },
    passwordResetLimit: {
      perEmail: env.PASSWORD_RESET_LIMIT_PER_EMAIL,
      perIp: env.PASSWORD_RESET_LIMIT_PER_IP,
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: path.join(dataDir, 'outbox'),
      retentionDays: env.OUTBOX_RETENTION_DAYS,
    },
    alertSweepMs: Math.round(env.ALERT_SWEEP_SECONDS * 1000),
    siteUrl,
    sourceWatch: sourceWatchSettings(env, siteUrl),
    http: httpLimits(env),
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    pageSources: pageSourcesOf(env),
  };
}

/** Reads `.env` (the project root's, then the working folder's) without overriding the environment. */
export function loadConfig(): Config {
  loadEnvFiles();
  return parseConfig(process.env);
}

function loadEnvFiles(): void {
  const root = path.resolve(import.meta.dirname, '../../..');
  dotenv.config({ path: [path.join(root, '.env'), '.env'], quiet: true });
}

/** The data and upload folders as `loadConfig` reads them, without creating anything there. */
export function loadDataFolders(): Pick<Config, 'dataDir' | 'uploadDir'> {
  loadEnvFiles();
  return dataFolders(dataFolderSchema.parse(process.env), process.env);
}
