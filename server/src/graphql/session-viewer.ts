import type { ApolloServerPlugin } from '@apollo/server';
import type { Viewer } from '../domain/viewer';
import type { Context } from './context';

// A symbol key survives Apollo's per-operation shallow copy of the context, unlike a WeakMap entry.
const PENDING_TOKEN = Symbol('pendingToken');

type PendingContext = Context & { [PENDING_TOKEN]?: string | null };

/** An HTTP request's context whose session is looked up only when its operation is about to run. */
export function withPendingViewer(context: Context, token: string | null): Context {
  return Object.assign(context, { [PENDING_TOKEN]: token });
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
          if (!(PENDING_TOKEN in context)) return;
          const token = context[PENDING_TOKEN] ?? null;
          delete context[PENDING_TOKEN];
          context.viewer = await viewerFor(token);
        },
      };
    },
  };
}
