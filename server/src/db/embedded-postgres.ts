import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { claimSocket, embeddedSocket } from './embedded-socket';
import { keepPrivate, privateDir } from './private-files';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOwner extends EmbeddedPostgres {
  /** The whole data directory as a gzipped tarball (what `template` takes). */
  dump(): Promise<Buffer>;
}

/**
 * Where a new data directory starts: from `template` (a tarball of one already initialised and migrated,
 * made by the build) when there is one, instead of PGlite's initdb, which takes most of a first start.
 */
function startingContents(dataDir: string | null, template: string | undefined): Blob | undefined {
  const fresh = dataDir !== null && !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  return fresh && template && fs.existsSync(template) ? new Blob([fs.readFileSync(template)]) : undefined;
}

/**
 * PGlite served over the Postgres wire protocol on a Unix socket only the app's user can open (see
 * embedded-socket.ts), so the app talks to it with the same `pg` driver and code path as to a real server.
 * `dataDir` null keeps everything in memory (tests).
 */
export async function startEmbeddedPostgres(dataDir: string | null, template?: string): Promise<EmbeddedPostgresOwner> {
  // Closed to others before PGlite writes a byte into it.
  if (dataDir) privateDir(dataDir);
  const socket = embeddedSocket(dataDir);
  try {
    await claimSocket(socket);
    // Loaded here, not at the top: a server on DATABASE_URL never pays for PGlite (and its contrib entry points are ES modules only).
    const [{ PGlite }, { btree_gist }, { PGLiteSocketServer }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/btree_gist'),
      import('@electric-sql/pglite-socket'),
    ]);
    const db = await PGlite.create({
      dataDir: dataDir ?? undefined,
      extensions: { btree_gist },
      loadDataDir: startingContents(dataDir, template),
      // One shop's agenda fits many times over in 16 MB of buffers; the default 128 MB took a third of every
      // start to set up (0.3–0.5 s) and held that much memory besides.
      startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
    });
    // PGlite unpacks a new data directory's files as 0666 whatever the umask; older directories were left so.
    if (dataDir) keepPrivate(dataDir);
    const server = new PGLiteSocketServer({ db, path: socket.path, maxConnections: 8 });
    await server.start();
    fs.chmodSync(socket.path, 0o600);
    let stopped = false;
    return {
      url: socket.url,
      async dump() {
        return Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
      },
      async stop() {
        if (stopped) return;
        stopped = true;
        await server.stop();
        await db.close();
        socket.discard();
      },
    };
  } catch (error) {
    socket.discard();
    throw error;
  }
}

type WorkerReply = { url: string } | { error: string } | { stopped: true };

/**
 * What the server's entry point (main.ts) uses: PGlite on a thread of its own (embedded-postgres-worker.js),
 * so it boots while the main thread loads the app, and its queries never stall a request.
 */
export async function startEmbeddedPostgresThread(
  dataDir: string | null,
  template?: string,
): Promise<EmbeddedPostgres> {
  const worker = new Worker(path.join(__dirname, 'embedded-postgres-worker.js'), { workerData: { dataDir, template } });
  const reply = () =>
    new Promise<WorkerReply>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`La base embebida terminó (código ${code})`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.once('message', (message: WorkerReply) => {
        worker.off('error', reject);
        worker.off('exit', onExit);
        resolve(message);
      });
    });
  const started = await reply();
  if ('error' in started) throw new Error(started.error);
  if (!('url' in started)) throw new Error('La base embebida no dio su dirección');
  let stopping: Promise<void> | undefined;
  return {
    url: started.url,
    stop() {
      stopping ??= (async () => {
        const exited = new Promise((resolve) => worker.once('exit', resolve));
        const stopped = reply();
        worker.postMessage('stop');
        await stopped;
        await exited;
      })();
      return stopping;
    },
  };
}
