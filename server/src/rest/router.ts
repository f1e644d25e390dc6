import express, { type Router } from 'express';
import type { DataSource } from 'typeorm';
import { healthHandler } from './health';

export interface RestDeps {
  dataSource: DataSource;
}

export function restRouter({ dataSource }: RestDeps): Router {
  const router = express.Router();
  router.get('/health', healthHandler(dataSource));
  router.use((_req, res) => {
    res.status(404).json({ success: false, message: 'Ruta no encontrada' });
  });
  return router;
}
