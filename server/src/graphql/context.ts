import type { DataSource } from 'typeorm';
import type { Viewer } from '../domain/viewer';
import type { Loaders } from './loaders';

export interface Context {
  viewer: Viewer | null;
  dataSource: DataSource;
  /** The caller's address, for per-IP attempt limits; null when unknown. */
  clientIp: string | null;
  /** Per request (per subscription operation over WebSocket): batches relation lookups. */
  loaders: Loaders;
}

/** Builds a caller's context from the bearer token it presented (checked against its session). */
export type ContextFactory = (token: string | null, clientIp?: string | null) => Promise<Context>;
