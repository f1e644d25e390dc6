import fs from 'node:fs';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * PGlite served over the Postgres wire protocol on a loopback port, so the app talks to it
 * with the same `pg` driver and code path as to a real server.
 * `dataDir` null keeps everything in memory (tests).
 */
export async function startEmbeddedPostgres(dataDir: string | null): Promise<EmbeddedPostgres> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // Loaded here, not at the top: a server on DATABASE_URL never pays for PGlite (and its contrib entry points are ES modules only).
  const [{ PGlite }, { btree_gist }, { PGLiteSocketServer }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('@electric-sql/pglite-socket'),
  ]);
  const db = await PGlite.create({
    dataDir: dataDir ?? undefined,
    extensions: { btree_gist },
  });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 8 });
  await server.start();
  const url = `postgres://postgres:postgres@${server.getServerConn()}/postgres`;
  let stopped = false;
  return {
    url,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      await db.close();
    },
  };
}
