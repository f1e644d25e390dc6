import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** `pg` looks for a server's Unix socket at `<host>/.s.PGSQL.<port>`; with no port in the URL, 5432. */
const SOCKET_NAME = '.s.PGSQL.5432';
/** A Unix socket's path fits in 104 bytes on macOS (108 on Linux), the closing NUL included. */
const MAX_SOCKET_PATH = 103;

export interface EmbeddedSocket {
  /** The folder `pg` is given as host: DATA_DIR, or a private temporary one. */
  dir: string;
  path: string;
  /** What `pg` (and TypeORM) connect with. */
  url: string;
  /** Removes the folder when it was made for this run. */
  discard(): void;
}

/**
 * Where the embedded database listens (decision 0018): a Unix socket in DATA_DIR, which only the app's
 * user may enter, so no other local process (nor a forged request to a loopback port) reaches the data.
 * In memory (tests, the build's template), or when DATA_DIR's path is too long for a socket, a folder of
 * its own under the system's temporary one, made 0700 and removed on stop.
 */
export function embeddedSocket(dataDir: string | null): EmbeddedSocket {
  const fits = dataDir !== null && Buffer.byteLength(path.join(dataDir, SOCKET_NAME)) <= MAX_SOCKET_PATH;
  const dir = fits ? dataDir : fs.mkdtempSync(path.join(os.tmpdir(), 'barberia-db-'));
  return {
    dir,
    path: path.join(dir, SOCKET_NAME),
    url: `postgres://postgres@/postgres?host=${encodeURIComponent(dir)}`,
    discard: () => {
      if (!fits) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A socket left behind by a process that died is removed; one that answers means another process (a
 * running server, say) has this data open, and two PGlites on one folder would corrupt it.
 */
export async function claimSocket(socket: EmbeddedSocket): Promise<void> {
  if (!fs.existsSync(socket.path)) return;
  const answered = await new Promise<boolean>((resolve) => {
    const probe = net.connect(socket.path);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
  if (answered) {
    throw new Error(
      `La base embebida de ${socket.dir} ya está abierta por otro proceso (¿un servidor arrancado?): detenlo antes.`,
    );
  }
  fs.rmSync(socket.path, { force: true });
}
