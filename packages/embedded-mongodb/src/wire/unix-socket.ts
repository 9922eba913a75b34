import { chmod, lstat, unlink } from 'node:fs/promises';
import { connect } from 'node:net';

/** sun_path holds 108 bytes on Linux, including the terminating NUL. */
const MAX_SOCKET_PATH_BYTES = 107;

function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

/**
 * Makes `socketPath` free to bind: a socket file that no process answers on (left by a killed
 * engine) is removed; a live socket, or a file of another kind, is refused and left in place.
 */
export async function claimSocketPath(socketPath: string): Promise<void> {
  const length = Buffer.byteLength(socketPath);
  if (length > MAX_SOCKET_PATH_BYTES) {
    throw new Error(
      `socket path is ${length} bytes long; the limit is ${MAX_SOCKET_PATH_BYTES}: choose a shorter data directory (${socketPath})`,
    );
  }
  let existing;
  try {
    existing = await lstat(socketPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (!existing.isSocket()) throw new Error(`${socketPath} exists and is not a socket`);
  if (await answers(socketPath)) {
    throw new Error(`another process is listening on ${socketPath}`);
  }
  await unlink(socketPath);
}

/** Only the owner may connect: connecting to a Unix socket needs write permission on it. */
export function restrictSocket(socketPath: string): Promise<void> {
  return chmod(socketPath, 0o600);
}
