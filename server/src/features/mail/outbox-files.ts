import fs from 'node:fs';
import path from 'node:path';

/**
 * The .eml files of a server with no SMTP_URL (`DATA_DIR/outbox`): the mailbox of a machine with no mail
 * server, named after the outbox row (`<time>-<id>.eml`) so an erased account's files can be found. They hold
 * whole mails, links included, so they are kept only as long as an unsent body is (MAIL_RETENTION_DAYS).
 */
export class OutboxFiles {
  constructor(readonly dir: string) {}

  write(id: string, content: Buffer): string {
    fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    const file = path.join(this.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
    fs.writeFileSync(file, content, { mode: 0o600 });
    return file;
  }

  /** Deletes the files of these outbox rows; returns how many went. */
  remove(ids: readonly string[]): number {
    if (!ids.length) return 0;
    const wanted = new Set(ids);
    return this.removeWhere((name) => wanted.has(idOf(name)));
  }

  /** Deletes the files written before `cutoff`; returns how many went. */
  removeOlderThan(cutoff: Date): number {
    return this.removeWhere((_name, file) => fs.statSync(file).mtime < cutoff);
  }

  private removeWhere(test: (name: string, file: string) => boolean): number {
    let names: string[];
    try {
      names = fs.readdirSync(this.dir);
    } catch {
      return 0; // no mail was ever written here
    }
    let removed = 0;
    for (const name of names) {
      const file = path.join(this.dir, name);
      if (!name.endsWith('.eml') || !test(name, file)) continue;
      fs.rmSync(file, { force: true });
      removed += 1;
    }
    return removed;
  }
}

// `<ISO time with dashes>-<uuid>.eml`: the uuid is the last 36 characters before the extension.
const idOf = (name: string) => name.slice(-4 - 36, -4);
