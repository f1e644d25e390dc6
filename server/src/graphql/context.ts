import type { DataSource } from 'typeorm';
import type { Viewer } from '../domain/viewer';
import { createLoaders, type Loaders } from './loaders';

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

export interface ContextDeps {
  /** The open database, asked for per call: the doors are built while it opens. */
  database: () => DataSource;
  viewerFor(token: string | null): Promise<Viewer | null>;
}

/**
 * The one factory every door uses (GraphQL over HTTP and WebSocket, its fast path, REST), so a caller is the
 * same viewer with the same fresh loaders whichever way the call came in.
 */
export function contextFactory({ database, viewerFor }: ContextDeps): ContextFactory {
  return async (token, clientIp = null) => {
    const viewer = await viewerFor(token);
    const dataSource = database();
    return { viewer, clientIp, dataSource, loaders: createLoaders(dataSource) };
  };
}
