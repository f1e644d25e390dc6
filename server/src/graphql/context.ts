import type { DataSource } from 'typeorm';
import type { Role } from '../features/users/role';
import type { Loaders } from './loaders';

export interface Viewer {
  id: string;
  role: Role;
  /** The session the token names (its `jti`); absent for viewers built outside a request. */
  sessionId?: string;
}

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
