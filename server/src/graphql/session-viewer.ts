import type { ApolloServerPlugin } from '@apollo/server';
import type { Viewer } from '../domain/viewer';
import type { Context } from './context';

// A symbol key survives Apollo's per-operation shallow copy of the context, unlike a WeakMap entry.
const PENDING = Symbol('pendingViewer');

interface PendingViewer {
  token: string | null;
  /** Told the viewer once it is known (the request's log line names the user). */
  found?: (viewer: Viewer | null) => void;
}

type PendingContext = Context & { [PENDING]?: PendingViewer };

/** An HTTP request's context whose session is looked up only when its operation is about to run. */
export function withPendingViewer(context: Context, token: string | null, found?: PendingViewer['found']): Context {
  return Object.assign(context, { [PENDING]: { token, found } });
}

/**
 * Looks up the caller's session only once the operation has been parsed, validated and let through the
 * query limits, so a refused query costs no database round trip.
 */
export function sessionViewerPlugin(
  viewerFor: (token: string | null) => Promise<Viewer | null>,
): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async executionDidStart({ contextValue }) {
          const context = contextValue as PendingContext;
          const pending = context[PENDING];
          if (!pending) return;
          delete context[PENDING];
          context.viewer = await viewerFor(pending.token);
          pending.found?.(context.viewer);
        },
      };
    },
  };
}
