import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import jwt from 'jsonwebtoken';
import mongoose from 'mongoose';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createApp } from '../../src/app.js';
import { parseConfig, type Config } from '../../src/config/env.js';
import { UserModel } from '../../src/models/user.model.js';
import { signToken } from '../../src/services/token.service.js';
import { ensureProviders } from '../../src/services/provider.service.js';
import { hashPassword } from '../../src/services/user.service.js';
import { createImageStore, UPLOAD_BUCKET } from '../../src/uploads/index.js';
import {
  restoreStoredRecords,
  startTestDatabase,
  storedRecords,
  type StoredRecords,
  type TestDatabase,
} from './test-database.js';

export const testPassword = 'correct-horse-battery';

export interface TestApi {
  readonly app: Express;
  readonly config: Config;
  /** `Bearer ...` headers of the two accounts that exist in every test. */
  readonly adminAuth: string;
  readonly userAuth: string;
  readonly adminId: string;
  /** The database the app is connected to. */
  readonly database: TestDatabase;
  /** A token that was valid for the admin but has expired. */
  expiredAdminAuth(): string;
  /** The names of the images currently in the upload store (folder or GridFS). */
  uploadedFiles(): Promise<string[]>;
  /** Every record of every collection plus the upload folder, to prove a call changed nothing. */
  snapshot(): Promise<unknown>;
}

/**
 * Registers the hooks of an API test file: a fresh database and upload folder for the file, emptied
 * before each test, with one administrator and one ordinary account and the spec's nine banks as
 * providers.
 */
export function useTestApi(env: Record<string, string> = {}): TestApi {
  let dataDir = '';
  let database: TestDatabase | undefined;
  let app: Express | undefined;
  let config: Config | undefined;
  let passwordHash = '';
  let startUpRecords: StoredRecords | undefined;
  let adminId = '';
  let adminAuth = '';
  let userAuth = '';

  const required = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useTestApi() is read before its beforeAll hook ran');
    return value;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'api-test-data-'));
    config = parseConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
      AUTH_RATE_LIMIT: '100000',
      MAX_UPLOAD_MB: '1',
      ...env,
    });
    database = await startTestDatabase();
    app = createApp({ config, dbMode: 'embedded' });
    passwordHash = await hashPassword(testPassword);
    // As at start-up: the spec's nine banks are providers in every database. Written once with
    // their revisions, then put back before each test: one write per collection, not about thirty.
    await ensureProviders();
    startUpRecords = await storedRecords();
  });

  beforeEach(async () => {
    const { uploadDir } = required(config);
    await restoreStoredRecords(required(startUpRecords));
    await Promise.all(
      ['files', 'chunks'].map((part) =>
        mongoose.connection.collection(`${UPLOAD_BUCKET}.${part}`).deleteMany({}),
      ),
    );
    await rm(uploadDir, { recursive: true, force: true });
    await mkdir(uploadDir, { recursive: true });
    // Both addresses confirmed, as after their owners opened the link mailed to them.
    const emailConfirmedAt = new Date();
    const [admin, user] = await UserModel.create([
      {
        name: 'Ada Admin',
        email: 'admin@example.test',
        passwordHash,
        isAdmin: true,
        emailConfirmedAt,
      },
      {
        name: 'Una User',
        email: 'user@example.test',
        passwordHash,
        isAdmin: false,
        emailConfirmedAt,
      },
    ]);
    adminId = admin!._id.toString();
    adminAuth = `Bearer ${signToken(adminId, required(config))}`;
    userAuth = `Bearer ${signToken(user!._id.toString(), required(config))}`;
  });

  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  return {
    get app() {
      return required(app);
    },
    get config() {
      return required(config);
    },
    get adminAuth() {
      return adminAuth;
    },
    get userAuth() {
      return userAuth;
    },
    get adminId() {
      return adminId;
    },
    get database() {
      return required(database);
    },
    expiredAdminAuth() {
      const expiredAt = Math.floor(Date.now() / 1000) - 60;
      return `Bearer ${jwt.sign({ sub: adminId, exp: expiredAt }, required(config).jwtSecret)}`;
    },
    async uploadedFiles() {
      const files = await createImageStore(required(config)).list();
      return files.map((file) => file.name).sort();
    },
    async snapshot() {
      const collections: Record<string, unknown> = {};
      for (const name of mongoose.modelNames()) {
        collections[name] = await mongoose.model(name).find().sort({ _id: 1 }).lean();
      }
      return { collections, files: await this.uploadedFiles() };
    },
  };
}
