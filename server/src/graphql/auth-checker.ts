import type { GraphQLSchema } from 'graphql';
import type { AuthChecker } from 'type-graphql';
import type { Role } from '../domain/role';
import { accessDirectiveOf } from './auth-directives';
import type { Context } from './context';
import { forbidden, unauthenticated } from '../domain/errors';

/** The one place that decides access for every @Auth field. */
export const authChecker: AuthChecker<Context, Role> = ({ context }, roles) => {
  if (!context.viewer) throw unauthenticated();
  if (roles.length && !roles.includes(context.viewer.role)) throw forbidden();
  return true;
};

/**
 * Deny by default, decided once when the schema is built: a root field that declares neither @auth nor
 * @public stops the server from starting, so no request ever reaches one (and no field pays a check per call).
 */
export function assertRootFieldsDeclared(schema: GraphQLSchema): GraphQLSchema {
  const undeclared = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((root) =>
    root
      ? Object.values(root.getFields())
          .filter((field) => !accessDirectiveOf(field))
          .map((field) => `${root.name}.${field.name}`)
      : [],
  );
  if (undeclared.length) throw new Error(`Campos sin @auth ni @public: ${undeclared.join(', ')}`);
  return schema;
}
