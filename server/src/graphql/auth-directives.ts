import {
  DirectiveLocation,
  GraphQLDirective,
  GraphQLList,
  GraphQLNonNull,
  GraphQLSchema,
  isEnumType,
  type GraphQLField,
} from 'graphql';
import { Authorized, Directive } from 'type-graphql';
import type { Role } from '../domain/role';

/**
 * `@Auth()` any signed-in user, `@Auth(Role.ADMIN)` admins only, `@Public()` anyone.
 * Each one writes the directive that schema.graphql shows and the @Authorized rule that
 * the authChecker enforces, so the two cannot drift apart.
 */
export function Auth(...roles: Role[]): MethodDecorator & PropertyDecorator {
  const sdl = roles.length ? `@auth(requires: [${roles.map((r) => r.toUpperCase()).join(', ')}])` : '@auth';
  return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    Authorized(...roles)(target, key as string, descriptor as PropertyDescriptor);
    Directive(sdl)(target, key as string, descriptor as PropertyDescriptor);
  };
}

export function Public(): MethodDecorator & PropertyDecorator {
  return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    Directive('@public')(target, key as string, descriptor as PropertyDescriptor);
  };
}

export const AUTH_DIRECTIVES = ['auth', 'public'] as const;

export function accessDirectiveOf(field: GraphQLField<unknown, unknown>): string | undefined {
  return field.astNode?.directives?.find((d) => (AUTH_DIRECTIVES as readonly string[]).includes(d.name.value))?.name
    .value;
}

/** Adds the directive definitions (they reference the Role enum type-graphql built). */
export function withAuthDirectives(schema: GraphQLSchema): GraphQLSchema {
  const roleType = schema.getType('Role');
  if (!isEnumType(roleType)) throw new Error('Role enum missing from the schema');
  const config = schema.toConfig();
  return new GraphQLSchema({
    ...config,
    directives: [
      ...config.directives,
      new GraphQLDirective({
        name: 'auth',
        description: 'Requiere sesión; con `requires`, uno de esos roles.',
        locations: [DirectiveLocation.FIELD_DEFINITION],
        args: { requires: { type: new GraphQLList(new GraphQLNonNull(roleType)) } },
      }),
      new GraphQLDirective({
        name: 'public',
        description: 'Accesible sin sesión.',
        locations: [DirectiveLocation.FIELD_DEFINITION],
      }),
    ],
  });
}
