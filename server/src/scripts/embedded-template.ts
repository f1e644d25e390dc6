import 'reflect-metadata';
import fs from 'node:fs';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/data-source';
import { startEmbeddedPostgres } from '../db/embedded-postgres';

/**
 * Part of the build: an embedded database initialised and migrated once, kept as a tarball beside the
 * compiled server, so a newcomer's first `npm start` copies it instead of running initdb and every migration.
 * A migration added later still runs on start; the template only saves time.
 */
async function main() {
  const target = process.argv[2] ?? loadConfig().embeddedTemplate;
  const embedded = await startEmbeddedPostgres(null);
  try {
    const dataSource = await openDatabase({ url: embedded.url, poolSize: 1 });
    await dataSource.destroy();
    const partial = `${target}.${process.pid}`;
    fs.writeFileSync(partial, await embedded.dump());
    fs.renameSync(partial, target);
  } finally {
    await embedded.stop();
  }
  console.log(`plantilla de la base embebida: ${target}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
