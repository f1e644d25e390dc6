// The embedded database's own thread (see startEmbeddedPostgresThread): starts PGlite, answers its URL, stops on "stop".
import { parentPort, workerData } from 'node:worker_threads';
import { startEmbeddedPostgres } from './embedded-postgres';

const port = parentPort!;
const { dataDir, template } = workerData as { dataDir: string | null; template?: string };
startEmbeddedPostgres(dataDir, template).then(
  (embedded) => {
    port.postMessage({ url: embedded.url });
    port.once('message', () => {
      void embedded.stop().then(() => {
        port.postMessage({ stopped: true });
        port.close();
      });
    });
  },
  (error: unknown) =>
    port.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
);
