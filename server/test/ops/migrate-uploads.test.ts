import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeImage } from '../../src/uploads/image-encoder.js';
import { jpegBytes, pngBytes } from '../support/fixtures.js';
import { startSite } from './outside-writes.js';
import { runCli } from './run-cli.js';

let dataDir: string;
const images: Array<{ name: string; data: Buffer }> = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'migrate-uploads-'));
  const uploadDir = path.join(dataDir, 'uploads');
  await mkdir(uploadDir, { recursive: true });
  for (const [index, picture] of [pngBytes, jpegBytes].entries()) {
    const { data } = await encodeImage(picture);
    const name = `${'ab'.repeat(16).slice(0, 31)}${index}.webp`;
    await writeFile(path.join(uploadDir, name), data);
    images.push({ name, data });
  }
  await writeFile(path.join(uploadDir, 'broken-file.webp'), 'not an image');
});

afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('npm run migrate-uploads', () => {
  it('copies the upload folder into GridFS once, then only what is new', async () => {
    const env = { DATA_DIR: dataDir, SEED_DEMO: 'false' };
    const first = await runCli('migrate-uploads', [], env);
    expect(first.code).toBe(0);
    expect(first.stderr).toContain('Skipped broken-file.webp: it is not a readable image.');
    expect(first.stdout).toContain(
      `2 copied to GridFS, 0 already there, 1 skipped, from ${path.join(dataDir, 'uploads')} (the folder is unchanged).`,
    );
    expect(first.stdout).toContain('Set UPLOAD_STORE=gridfs to serve uploads from GridFS.');

    const again = await runCli('migrate-uploads', [], env);
    expect(again.stdout).toContain('0 copied to GridFS, 2 already there, 1 skipped');

    const site = await startSite({
      DATA_DIR: dataDir,
      UPLOAD_STORE: 'gridfs',
      UPLOAD_DIR: path.join(dataDir, 'elsewhere'),
    });
    try {
      for (const { name, data } of images) {
        const served = await request(site.app).get(`/uploads/${name}`).expect(200);
        expect(Buffer.compare(served.body as Buffer, data)).toBe(0);
      }
    } finally {
      await site.close();
    }
  });
});
