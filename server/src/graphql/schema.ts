import type { GraphQLSchema } from 'graphql';
import { buildSchema, type BuildSchemaOptions, type PubSub } from 'type-graphql';
import { assertRootFieldsDeclared, authChecker } from './auth-checker';
import { withAuthDirectives } from './auth-directives';
import { DateTimeIsoScalar } from './date-time-scalar';

/** What the composition root (resolvers.ts) brings: the resolvers, how each is made, the pub/sub they read. */
export interface SchemaParts {
  resolvers: [Function, ...Function[]];
  container: NonNullable<BuildSchemaOptions['container']>;
  pubSub: PubSub;
}

/** A schema under the app's rules: @auth checked, access declared on every root field, dates as ISO text. */
export async function buildAppSchema({ resolvers, container, pubSub }: SchemaParts): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers,
    authChecker,
    authMode: 'error',
    validate: false,
    scalarsMap: [{ type: Date, scalar: DateTimeIsoScalar }],
    pubSub,
    container,
  });
  return assertRootFieldsDeclared(withAuthDirectives(schema));
}
