import { AsyncLocalStorage } from 'node:async_hooks';
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import type { Viewer } from '../../domain/viewer';

const actors = new AsyncLocalStorage<Viewer | null>();

/** Who is making the change being recorded: the viewer of the mutation running now, if any. */
export const currentActor = (): Viewer | null => actors.getStore() ?? null;

/**
 * Every mutation runs with its viewer as the actor, so services record who acted without being told.
 * Only the Mutation root fields are wrapped: nothing else pays for it.
 */
export function withAuditActor(schema: GraphQLSchema): GraphQLSchema {
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    const resolve = field.resolve ?? defaultFieldResolver;
    field.resolve = (source, args, context: { viewer: Viewer | null }, info) =>
      actors.run(context.viewer, () => resolve(source, args, context, info));
  }
  return schema;
}
