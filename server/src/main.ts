import 'reflect-metadata';
import v8 from 'node:v8';
import { loadConfig } from './config/env';
import { startEmbeddedPostgresThread } from './db/embedded-postgres';
import { createFilesPrivately } from './db/private-files';
import { countStatementsForBench } from './db/statement-counter';

async function main() {
  countStatementsForBench();
  createFilesPrivately();
  const config = loadConfig();
  // PGlite's WebAssembly (the only wasm here) runs on its baseline code: optimising it on the way up made
  // every start 0.3 s longer, for about 10 % on the embedded database's heavier queries (decision 0006).
  if (!config.databaseUrl) v8.setFlagsFromString('--liftoff-only');
  // The embedded database boots on its own thread while this one loads the app (half the start-up each).
  const embedded = config.databaseUrl
    ? undefined
    : startEmbeddedPostgresThread(config.dataDir, config.embeddedTemplate);
  embedded?.catch(() => undefined); // awaited (and reported) by createApp
  const { createApp } = await import('./app.js');
  const app = await createApp(config, embedded);
  const port = await app.listen(config.port);
  const url = `http://localhost:${port}`;
  console.log(`\n  Barbería lista en ${url}`);
  console.log(`  GraphQL: ${url}/graphql · REST: ${url}/api`);
  console.log(`  Base de datos: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embebida en ${config.dataDir}`}`);
  console.log(
    `  Correo: ${config.smtpUrl ? 'SMTP (SMTP_URL)' : `sin SMTP_URL, cada correo se guarda en ${config.dataDir}/outbox/`}`,
  );
  if (app.admin.generatedPassword) {
    console.log(`\n  Administrador creado: ${app.admin.email} / contraseña: ${app.admin.generatedPassword}`);
    console.log('  (se muestra solo esta vez; guárdala)');
  } else {
    console.log(`  Administrador: ${app.admin.email}${app.admin.created ? ' (contraseña de ADMIN_PASSWORD)' : ''}`);
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n  ${signal}: cerrando…`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => {
        clearTimeout(force);
        process.exit(0);
      },
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
