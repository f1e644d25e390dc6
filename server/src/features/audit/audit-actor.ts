import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareFn } from 'type-graphql';
import type { Context, Viewer } from '../../graphql/context';

const actors = new AsyncLocalStorage<Viewer | null>();

/** Who is making the change being recorded: the viewer of the mutation running now, if any. */
export const currentActor = (): Viewer | null => actors.getStore() ?? null;

/** Every mutation runs with its viewer as the actor, so services record who acted without being told. */
export const auditActorMiddleware: MiddlewareFn<Context> = ({ context, info }, next) =>
  info.parentType.name === 'Mutation' ? actors.run(context.viewer, next) : next();
