import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as tar from 'tar';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, BACKUP_VERSION, MANIFEST_FILE } from '../../src/backup/manifest.js';
import { restoreRefusal } from './restore-refusal.js';
import { runCli } from './run-cli.js';

interface Entry {
  path: string;
  type?: 'File' | 'Directory' | 'SymbolicLink' | 'Link' | 'CharacterDevice';
  body?: Buffer;
  /** The size the header claims; the body's length unless given. */
  size?: number;
  linkpath?: string;
}

/** One tar entry: a 512-byte header, then the body padded to whole blocks. */
function tarEntry({ path: name, type = 'File', body = Buffer.alloc(0), size, linkpath }: Entry) {
  const header = new tar.Header({
    path: name,
    type,
    size: size ?? body.length,
    mode: type === 'Directory' ? 0o755 : 0o644,
    mtime: new Date('2026-01-01T00:00:00Z'),
    linkpath,
  });
  header.encode();
  const padding = Buffer.alloc((512 - (body.length % 512)) % 512);
  return Buffer.concat([header.block!, body, padding]);
}

const endOfArchive = Buffer.alloc(1024);

const journal = Buffer.from('a journal of ten records');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function manifestEntry(files: { path: string; body: Buffer }[]): Entry {
  const manifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: '2026-01-01T00:00:00.000Z',
    files: files.map((file) => ({
      path: file.path,
      size: file.body.length,
      sha256: sha256(file.body),
    })),
  };
  return { path: MANIFEST_FILE, body: Buffer.from(JSON.stringify(manifest)) };
}

/** The manifest (listing db/journal-1.log and db/journal-2.log), the first journal, then `rest`. */
function archiveOf(rest: Entry[], tail: Buffer[] = []): Buffer {
  const listed = [
    { path: 'db/journal-1.log', body: journal },
    { path: 'db/journal-2.log', body: journal },
  ];
  const entries = [manifestEntry(listed), { path: 'db/journal-1.log', body: journal }, ...rest];
  return Buffer.concat([
    gzipSync(Buffer.concat([...entries.map(tarEntry), endOfArchive])),
    ...tail,
  ]);
}

/** 1 MiB of zeros gzipped is about 1 KB; gzip members may follow one another in one file. */
const zeroMegabyte = gzipSync(Buffer.alloc(1024 * 1024), { level: 9 });
const zeroMegabytes = (count: number) => Array.from({ length: count }, () => zeroMegabyte);

let work = '';
let staging = '';
let target = '';
const previousTmpdir = process.env.TMPDIR;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'restore-crafted-'));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

// The restore stages in the system's temporary folder: a private one shows what is left there.
beforeEach(async () => {
  staging = await mkdtemp(path.join(work, 'tmp-'));
  target = path.join(work, `data-${path.basename(staging)}`);
  process.env.TMPDIR = staging;
});

afterEach(() => {
  if (previousTmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previousTmpdir;
});

/**
 * Writes `bytes` into the named pipe `pipe` a block at a time until its reader closes it; resolves
 * with how many bytes the pipe took (what the reader read, and at most a pipe's buffer more).
 */
function bytesTakenBy(pipe: string, bytes: Buffer): Promise<number> {
  return new Promise((resolve) => {
    const stream = createWriteStream(pipe);
    let taken = 0;
    stream.on('error', () => resolve(taken));
    const writeNext = () => {
      if (taken >= bytes.length) {
        stream.end(() => resolve(taken));
        return;
      }
      const block = bytes.subarray(taken, taken + 64 * 1024);
      stream.write(block, (error) => {
        if (error) return;
        taken += block.length;
        writeNext();
      });
    };
    writeNext();
  });
}

async function restoreCrafted(name: string, bytes: Buffer): Promise<string> {
  const file = path.join(work, name);
  await writeFile(file, bytes);
  const message = await restoreRefusal(file, target);
  expect(await readdir(staging)).toEqual([]);
  expect(existsSync(target)).toBe(false);
  return message;
}

describe('npm run restore refuses a crafted archive, writing nothing and leaving no staging folder', () => {
  it('a symbolic link, even under a name the manifest lists', async () => {
    const message = await restoreCrafted(
      'symlink.tar.gz',
      archiveOf([{ path: 'db/journal-2.log', type: 'SymbolicLink', linkpath: '../../jwt-secret' }]),
    );
    expect(message).toBe(
      `${path.join(work, 'symlink.tar.gz')} is refused: "db/journal-2.log" is a symbolic link, and a backup holds only files and folders. Nothing was restored.`,
    );
  });

  it('a hard link', async () => {
    const message = await restoreCrafted(
      'hardlink.tar.gz',
      archiveOf([{ path: 'db/journal-2.log', type: 'Link', linkpath: '/etc/passwd' }]),
    );
    expect(message).toContain(
      'is refused: "db/journal-2.log" is a hard link, and a backup holds only files and folders. Nothing was restored.',
    );
  });

  it('a device', async () => {
    const message = await restoreCrafted(
      'device.tar.gz',
      archiveOf([{ path: 'db/journal-2.log', type: 'CharacterDevice' }]),
    );
    expect(message).toContain('is refused: "db/journal-2.log" is a device');
  });

  it('a name that climbs out with ../ or is absolute', async () => {
    const climbing = await restoreCrafted(
      'climb.tar.gz',
      archiveOf([{ path: '../escaped.txt', body: Buffer.from('outside') }]),
    );
    expect(climbing).toContain(
      'is refused: it holds "../escaped.txt", which its manifest does not list. Nothing was restored.',
    );
    expect(existsSync(path.join(work, 'escaped.txt'))).toBe(false);

    const outside = path.join(work, 'absolute.txt');
    const absolute = await restoreCrafted(
      'absolute.tar.gz',
      archiveOf([{ path: outside, body: Buffer.from('outside') }]),
    );
    expect(absolute).toContain(
      `is refused: it holds "${outside}", which its manifest does not list`,
    );
    expect(existsSync(outside)).toBe(false);
  });

  it('a manifest that names a path outside db/ and uploads/', async () => {
    const manifest = manifestEntry([{ path: '../jwt-secret', body: journal }]);
    const message = await restoreCrafted(
      'bad-manifest.tar.gz',
      gzipSync(Buffer.concat([tarEntry(manifest), endOfArchive])),
    );
    expect(message).toContain(
      'is refused: its manifest is not valid (files.0.path is not a file of db/ or uploads/). Nothing was restored.',
    );
  });

  it('a listed file whose entry is larger than the manifest says, before writing it', async () => {
    // The header claims 64 MiB and the zeros follow as gzip members: a 70 KB archive.
    const message = await restoreCrafted(
      'larger.tar.gz',
      archiveOf([{ path: 'db/journal-2.log', size: 64 * 1024 * 1024 }], zeroMegabytes(64)),
    );
    expect(message).toContain('is damaged: db/journal-2.log does not match its checksum.');
  });

  it('an entry the manifest does not list, however large, before writing it', async () => {
    const message = await restoreCrafted(
      'unlisted.tar.gz',
      archiveOf([{ path: 'db/huge.bin', size: 512 * 1024 * 1024 }], zeroMegabytes(512)),
    );
    expect(message).toContain('it holds "db/huge.bin", which its manifest does not list');
  });

  it('a 2 MB archive that unpacks to 2 GB, stopped once past what its manifest lists', async () => {
    const bomb = archiveOf([{ path: 'db/journal-2.log', body: journal }], zeroMegabytes(2048));
    expect(bomb.length).toBeLessThan(3 * 1024 * 1024);
    // The archive arrives through a pipe, which counts what the restore read of it: inflating the
    // whole 2 GB would read every byte.
    const pipe = path.join(work, 'bomb.tar.gz');
    execFileSync('mkfifo', [pipe]);
    const taken = bytesTakenBy(pipe, bomb);
    const message = await restoreRefusal(pipe, target);
    expect(message).toMatch(
      /is refused: it unpacks to more than the \d+ bytes its manifest allows\. Nothing was restored\.$/,
    );
    const limit = Number(/more than the (\d+) bytes/.exec(message)![1]);
    expect(limit).toBeLessThan(2 * 1024 * 1024);
    expect(await taken).toBeLessThan(bomb.length / 4);
    expect(await readdir(staging)).toEqual([]);
    expect(existsSync(target)).toBe(false);
  });

  it('a second gzip layer, which tar would unzip out of the count', async () => {
    const inner = gzipSync(Buffer.concat([tarEntry(manifestEntry([])), endOfArchive]));
    const message = await restoreCrafted(
      'twice.tar.gz',
      gzipSync(Buffer.concat([inner, Buffer.alloc(512)])),
    );
    expect(message).toContain(
      'cannot be unpacked: it is damaged or not a backup archive (it is compressed twice)',
    );
  });

  it('and says so in one sentence from the command line', async () => {
    const file = path.join(work, 'cli-symlink.tar.gz');
    await writeFile(
      file,
      archiveOf([{ path: 'db/journal-2.log', type: 'SymbolicLink', linkpath: '/etc/passwd' }]),
    );
    await mkdir(path.join(work, 'cli-tmp'));
    const restore = await runCli('restore', ['--from', file], {
      DATA_DIR: target,
      TMPDIR: path.join(work, 'cli-tmp'),
    });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toBe(
      `${file} is refused: "db/journal-2.log" is a symbolic link, and a backup holds only files and folders. Nothing was restored.\n`,
    );
    // tsx keeps its cache there too.
    expect(await readdir(path.join(work, 'cli-tmp'))).not.toContainEqual(
      expect.stringMatching(/^restore-/),
    );
    expect(existsSync(target)).toBe(false);
  });
});
