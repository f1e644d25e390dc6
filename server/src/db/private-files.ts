import fs from 'node:fs';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

/**
 * What this process creates from now on is for its own user alone: the embedded database's folders,
 * the session secret, the outbox's mails. (A worker thread cannot change it; it shares its process's.)
 */
export function createFilesPrivately(): void {
  if (isMainThread) process.umask(0o077);
}

/** `dir`, made if missing, closed to other users: what it holds is out of their reach, whatever its modes. */
export function privateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  restrict(dir, PRIVATE_DIR);
}

/** `dir` and all it holds: folders 0700, files 0600. */
export function keepPrivate(dir: string): void {
  privateDir(dir);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const inner = path.join(dir, entry.name);
    if (entry.isDirectory()) keepPrivate(inner);
    else if (entry.isFile()) restrict(inner, PRIVATE_FILE);
  }
}

/** Changed only where it differs: a restart reads a thousand modes and writes none. */
function restrict(target: string, mode: number): void {
  if ((fs.lstatSync(target).mode & 0o777) !== mode) fs.chmodSync(target, mode);
}
