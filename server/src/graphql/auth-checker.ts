import type { AuthChecker, MiddlewareFn } from 'type-graphql';
import type { Role } from '../features/users/role';
import { accessDirectiveOf } from './auth-directives';
import type { Context } from './context';
import { forbidden, unauthenticated } from '../domain/errors';

/** The one place that decides access for every @Auth field. */
export const authChecker: AuthChecker<Context, Role> = ({ context }, roles) => {
  if (!context.viewer) throw unauthenticated();
  if (roles.length && !roles.includes(context.viewer.role)) throw forbidden();
  return true;
};

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

/** Deny by default: a root field that declares neither @auth nor @public is refused. */
export const denyUndeclaredRootFields: MiddlewareFn<Context> = ({ info }, next) => {
  if (ROOT_TYPES.has(info.parentType.name)) {
    const field = info.parentType.getFields()[info.fieldName];
    if (!field || !accessDirectiveOf(field)) throw forbidden();
  }
  return next();
};
