import { readFile, readdir, readlink } from 'node:fs/promises';

/** The socket inodes this process holds open, read from /proc (Linux). */
async function ownSocketInodes(): Promise<Set<string>> {
  const inodes = new Set<string>();
  for (const fd of await readdir('/proc/self/fd')) {
    const target = await readlink(`/proc/self/fd/${fd}`).catch(() => '');
    const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
    if (inode) inodes.add(inode);
  }
  return inodes;
}

/** The TCP ports this process listens on (IPv4 and IPv6), from /proc/net/tcp and tcp6. */
export async function listeningTcpPorts(): Promise<number[]> {
  const own = await ownSocketInodes();
  const ports: number[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const lines = (await readFile(table, 'utf8')).trim().split('\n').slice(1);
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      const [, localAddress, , state, , , , , , inode] = fields;
      const LISTEN = '0A';
      if (state === LISTEN && inode && own.has(inode)) {
        ports.push(Number.parseInt(localAddress?.split(':')[1] ?? '', 16));
      }
    }
  }
  return ports;
}
