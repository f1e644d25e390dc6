import type { RequestHandler } from 'express';
import type { DataSource } from 'typeorm';

/** `{ status: "ok" }` only when the database answers. */
export function healthHandler(database: () => DataSource): RequestHandler {
  return async (_req, res) => {
    try {
      await database().query('SELECT 1');
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'error', message: 'Base de datos no disponible' });
    }
  };
}
