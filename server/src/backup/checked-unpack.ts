import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import * as tar from 'tar';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  MANIFEST_FILE,
  manifestSchema,
  type Manifest,
  type ManifestEntry,
} from './manifest.js';

/** The largest manifest read: about 100,000 files. */
const MAX_MANIFEST_BYTES = 16 * 1024 * 1024;
/** Room for tar's own bytes: each entry's header, padding and a possible extended header. */
const TAR_BYTES_PER_ENTRY = 4 * 512;
/** Room for the end-of-archive blocks and tar's padding of the last record. */
const TAR_SPARE_BYTES = 1024 * 1024;

/** Why an archive is refused, as the end of a sentence that starts with its name. */
export class UnpackRefusal extends Error {
  override name = 'UnpackRefusal';
}

const noManifest = () =>
  new UnpackRefusal('is not a backup made by npm run backup (it has no readable manifest)');

const unreadable = (detail: string) =>
  new UnpackRefusal(`cannot be unpacked: it is damaged or not a backup archive (${detail})`);

const kinds: Readonly<Record<string, string>> = {
  SymbolicLink: 'a symbolic link',
  Link: 'a hard link',
  CharacterDevice: 'a device',
  BlockDevice: 'a device',
  FIFO: 'a named pipe',
};

function notFileOrFolder(entry: { path: string; type: string }): UnpackRefusal {
  const kind = kinds[entry.type] ?? `an entry of type ${entry.type}`;
  return new UnpackRefusal(
    `is refused: ${JSON.stringify(entry.path)} is ${kind}, and a backup holds only files and folders`,
  );
}

function parseManifest(bytes: Buffer): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw noManifest();
  }
  const { format, version } = (json ?? {}) as Partial<Manifest>;
  if (format !== BACKUP_FORMAT || version !== BACKUP_VERSION) {
    throw new UnpackRefusal('is not a backup of this site (unknown format)');
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new UnpackRefusal(
      `is refused: its manifest is not valid (${issue.path.join('.')} ${issue.message})`,
    );
  }
  return parsed.data;
}

function isArchiveFormatError(error: unknown): boolean {
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && (code.startsWith('Z_') || code.startsWith('TAR_'));
}

/** The bytes the archive may unpack to once its manifest is known. */
function unpackedLimit(manifestBytes: number, manifest: Manifest, folders: number): number {
  const files = manifest.files.reduce((sum, file) => sum + file.size, 0);
  const entries = 1 + manifest.files.length + folders;
  return manifestBytes + files + entries * TAR_BYTES_PER_ENTRY + TAR_SPARE_BYTES;
}

/**
 * Unpacks an archive of `npm run backup` into the empty folder `staging`, checking every entry as
 * it arrives: the manifest must come first; then only regular files it lists (each once, with its
 * size and SHA-256) and the folders that hold them. Links, devices and names the manifest does not
 * list (`../`, absolute paths) are refused before a byte of them is written, and the unpacked
 * stream is counted as it leaves gzip, so an archive that expands beyond what its manifest lists is
 * stopped at once. Refusals are `UnpackRefusal`s; on any failure every file being written is
 * closed before the promise settles, so the caller can remove `staging`.
 */
export async function unpackBackup(archive: string, staging: string): Promise<Manifest> {
  const parser = new tar.Parser({ strict: true, zstd: false, brotli: false });
  const outputs: { stream: WriteStream; closed: Promise<void> }[] = [];
  const written = new Set<string>();
  let manifest: Manifest | undefined;
  let listed = new Map<string, ManifestEntry>();
  let folders = new Set<string>();
  let limit = MAX_MANIFEST_BYTES + TAR_SPARE_BYTES;
  let failure: unknown;
  let wake: (() => void) | undefined;

  const fail = (error: unknown) => {
    failure ??= error;
    wake?.();
  };

  const readManifest = (entry: tar.ReadEntry) => {
    if (entry.path !== MANIFEST_FILE || entry.type !== 'File' || entry.size > MAX_MANIFEST_BYTES) {
      throw noManifest();
    }
    const chunks: Buffer[] = [];
    entry.on('data', (chunk: Buffer) => chunks.push(chunk));
    entry.on('end', () => {
      try {
        const bytes = Buffer.concat(chunks);
        manifest = parseManifest(bytes);
        listed = new Map(manifest.files.map((file) => [file.path, file]));
        folders = new Set(manifest.files.map((file) => path.posix.dirname(file.path)));
        for (const folder of folders) {
          mkdirSync(path.join(staging, folder), { recursive: true, mode: 0o700 });
        }
        limit = unpackedLimit(bytes.length, manifest, folders.size);
      } catch (error) {
        fail(error);
      }
    });
  };

  const writeFile = (entry: tar.ReadEntry) => {
    const file = listed.get(entry.path);
    if (!file) {
      throw new UnpackRefusal(
        `is refused: it holds ${JSON.stringify(entry.path)}, which its manifest does not list`,
      );
    }
    if (written.has(file.path)) {
      throw new UnpackRefusal(`is refused: it holds ${file.path} twice`);
    }
    if (entry.size !== file.size) {
      throw new UnpackRefusal(`is damaged: ${file.path} does not match its checksum`);
    }
    written.add(file.path);
    const hash = createHash('sha256');
    const stream = createWriteStream(path.join(staging, file.path), { flags: 'wx', mode: 0o600 });
    const closed = new Promise<void>((resolve) => stream.once('close', resolve));
    outputs.push({ stream, closed });
    stream.on('error', fail);
    entry.on('data', (chunk: Buffer) => hash.update(chunk));
    entry.on('end', () => {
      if (hash.digest('hex') !== file.sha256) {
        fail(new UnpackRefusal(`is damaged: ${file.path} does not match its checksum`));
      }
    });
    entry.pipe(stream);
  };

  parser.on('error', fail);
  parser.on('ignoredEntry', (entry: tar.ReadEntry) => fail(notFileOrFolder(entry)));
  parser.on('entry', (entry: tar.ReadEntry) => {
    try {
      if (failure !== undefined) entry.resume();
      else if (!manifest) readManifest(entry);
      else if (entry.type === 'File' || entry.type === 'OldFile') writeFile(entry);
      else if (entry.type !== 'Directory') throw notFileOrFolder(entry);
      else if (!folders.has(entry.path.replace(/\/+$/, ''))) {
        throw new UnpackRefusal(
          `is refused: it holds ${JSON.stringify(entry.path)}, which its manifest does not list`,
        );
      } else entry.resume();
    } catch (error) {
      fail(error);
      entry.resume();
    }
  });

  const drained = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
      parser.once('drain', resolve);
    });

  /**
   * Feeds the unpacked bytes to the parser, counting them. tar would unzip a second gzip layer
   * itself, out of this count, so the stream must not start with one.
   */
  async function consume(chunks: AsyncIterable<Buffer>): Promise<void> {
    let unpacked = 0;
    let head: Buffer | undefined = Buffer.alloc(0);
    for await (const chunk of chunks) {
      unpacked += chunk.length;
      if (unpacked > limit) {
        throw new UnpackRefusal(
          `is refused: it unpacks to more than the ${limit} bytes its manifest allows`,
        );
      }
      let bytes = chunk;
      if (head) {
        bytes = Buffer.concat([head, chunk]);
        if (bytes.length < 512) {
          head = bytes;
          continue;
        }
        if (bytes[0] === 0x1f && bytes[1] === 0x8b) throw unreadable('it is compressed twice');
        head = undefined;
      }
      if (!parser.write(bytes) && failure === undefined) await drained();
      if (failure !== undefined) throw failure;
    }
    if (head) parser.write(head);
    parser.end();
    await Promise.all(outputs.map((output) => output.closed));
    if (failure !== undefined) throw failure;
  }

  try {
    await pipeline(createReadStream(archive), createGunzip(), async (chunks) => {
      // Kept as the reason: pipeline may answer with the AbortError of the streams it then destroys.
      await consume(chunks).catch((error: unknown) => {
        fail(error);
        throw error;
      });
    });
  } catch (error) {
    // The reason before the files being written are destroyed: one still opening then fails too
    // (ERR_STREAM_DESTROYED), and that is not why the archive was refused.
    fail(error);
    for (const { stream } of outputs) stream.destroy();
    await Promise.all(outputs.map((output) => output.closed));
    const reason = failure ?? error;
    if (isArchiveFormatError(reason)) throw unreadable((reason as Error).message);
    throw reason;
  }
  if (!manifest) throw noManifest();
  const missing = manifest.files.find((file) => !written.has(file.path));
  if (missing) throw new UnpackRefusal(`is damaged: ${missing.path} is missing`);
  return manifest;
}
