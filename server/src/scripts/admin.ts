import 'reflect-metadata';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/data-source';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded-postgres';
import { createFilesPrivately } from '../db/private-files';
import { resetPasswordFromMachine } from '../features/account/set-password';
import { createTokenService } from '../features/auth/token';
import { SessionService } from '../features/sessions/session.service';
import { createAppPubSub } from '../events/pubsub';

const USAGE = `Uso: npm run admin -- reset-password <email>

  reset-password <email>  Pone una contraseña de un solo uso a la cuenta y la muestra;
                          cierra todas sus sesiones. Cámbiala en Mi Perfil al entrar.

Usa DATABASE_URL si está definida; si no, la base embebida de DATA_DIR (detén antes el servidor).`;

/** Tasks the shop's owner runs on the machine, e.g. regaining access when the admin password is lost. */
async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if (command !== 'reset-password' || !email) {
    console.error(USAGE);
    return 2;
  }
  createFilesPrivately();
  const config = loadConfig();
  let embedded: EmbeddedPostgres | undefined;
  if (!config.databaseUrl) embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedTemplate);
  const dataSource = await openDatabase({ url: config.databaseUrl ?? embedded!.url, poolSize: 1 });
  // Only ends sessions here (never signs a token); with REDIS_URL the running servers close their sockets too.
  const pubSub = createAppPubSub(config.redisUrl);
  const sessions = new SessionService(dataSource, createTokenService(config.jwtSecret ?? 'not-used-to-sign'), pubSub);
  try {
    const password = await resetPasswordFromMachine(dataSource, sessions, email);
    if (!password) {
      console.error(`No hay ninguna cuenta con el email ${email.trim().toLowerCase()}.`);
      return 1;
    }
    console.log(`Contraseña de un solo uso para ${email.trim().toLowerCase()}: ${password}`);
    console.log('Inicia sesión con ella y cámbiala en Mi Perfil. Las sesiones anteriores se han cerrado.');
    return 0;
  } finally {
    await pubSub.close();
    await dataSource.destroy();
    await embedded?.stop();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
