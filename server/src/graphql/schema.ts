import type { GraphQLSchema } from 'graphql';
import { buildSchema, type ResolverData } from 'type-graphql';
import { AuthResolver } from '../features/auth/auth.resolver';
import type { Services } from '../services';
import { authChecker, denyUndeclaredRootFields } from './auth-checker';
import { withAuthDirectives } from './auth-directives';
import type { Context } from './context';

/** One entry per resolver class: how to build it from the services. */
const resolverFactories = [[AuthResolver, (s: Services) => new AuthResolver(s.auth)]] as const;

export async function createSchema(services: Services | null): Promise<GraphQLSchema> {
  const instances = new Map<Function, unknown>(
    services ? resolverFactories.map(([cls, make]) => [cls, make(services)]) : [],
  );
  const schema = await buildSchema({
    resolvers: resolverFactories.map(([cls]) => cls) as unknown as [Function, ...Function[]],
    authChecker,
    authMode: 'error',
    globalMiddlewares: [denyUndeclaredRootFields],
    validate: false,
    container: {
      get(cls: Function, _data: ResolverData<Context>) {
        const instance = instances.get(cls);
        if (!instance) throw new Error(`No services wired for ${cls.name}`);
        return instance;
      },
    },
  });
  return withAuthDirectives(schema);
}
