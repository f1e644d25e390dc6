import {
  coerceInputValue,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  typeFromAST,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { INTERNAL_ERROR_MESSAGE, type ErrorCode, type FieldError } from '../domain/errors';
import { RestError } from './rest-error';

/** The one place an error code (domain/errors.ts) becomes an HTTP status. */
const STATUS_BY_CODE: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
};

export const INVALID_INPUT_MESSAGE = 'Datos de entrada inválidos';
const REQUIRED_MESSAGE = 'Este campo es requerido';
const INVALID_VALUE_MESSAGE = 'Valor no válido';

/** The first error decides: it is the one a GraphQL client would show too. */
export function restErrorFrom(result: ExecutionResult): RestError {
  const first = result.errors?.[0];
  const code = first?.extensions?.code;
  if (typeof code === 'string' && code in STATUS_BY_CODE) {
    const fieldErrors = first!.extensions.errors as FieldError[] | undefined;
    const retryAfter = first!.extensions.retryAfter;
    const headers = typeof retryAfter === 'number' ? { 'Retry-After': String(retryAfter) } : undefined;
    return new RestError(STATUS_BY_CODE[code as ErrorCode], first!.message, fieldErrors, headers);
  }
  console.error('[rest] unexpected GraphQL error', first?.originalError ?? first);
  return new RestError(500, INTERNAL_ERROR_MESSAGE);
}

/**
 * graphql-js refused the variables before running anything (a value of the wrong type): coerces them
 * again against the operation's own definitions, keeping which field failed and whether it was missing.
 */
export function invalidVariablesError(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
): RestError {
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  const errors: FieldError[] = [];
  for (const definition of operation?.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (!type) continue;
    const provided = Object.prototype.hasOwnProperty.call(variables, name);
    if (!provided || variables[name] === null) {
      if (isNonNullType(type) && !(!provided && definition.defaultValue)) {
        errors.push({ field: name, message: REQUIRED_MESSAGE });
      }
      continue;
    }
    const missing = new Map<string, string[]>();
    coerceInputValue(variables[name], type, (path, invalidValue) => {
      const at = typeof path[0] === 'string' ? pathText(path) : undefined;
      const field = missingFieldAt(missing, type, path, invalidValue);
      errors.push({
        field: [at, field].filter(Boolean).join('.') || name,
        message: field ? REQUIRED_MESSAGE : INVALID_VALUE_MESSAGE,
      });
    });
  }
  return new RestError(400, INVALID_INPUT_MESSAGE, errors);
}

const pathText = (path: readonly (string | number)[]) =>
  path.map((key, i) => (typeof key === 'number' ? `[${key}]` : i ? `.${key}` : key)).join('');

/**
 * graphql-js reports an input object's missing required fields first, one call each and in field order,
 * with the object's own path: the next name still owed at that path is the field this call is about.
 */
function missingFieldAt(
  owed: Map<string, string[]>,
  type: GraphQLInputType,
  path: readonly (string | number)[],
  value: unknown,
): string | undefined {
  const key = JSON.stringify(path);
  if (!owed.has(key)) {
    const objectType = getNamedType(typeAt(type, path));
    const names =
      isInputObjectType(objectType) && value !== null && typeof value === 'object' && !Array.isArray(value)
        ? Object.values(objectType.getFields())
            .filter(
              (f) =>
                isNonNullType(f.type) &&
                f.defaultValue === undefined &&
                (value as Record<string, unknown>)[f.name] === undefined,
            )
            .map((f) => f.name)
        : [];
    owed.set(key, names);
  }
  return owed.get(key)!.shift();
}

function typeAt(type: GraphQLInputType | undefined, path: readonly (string | number)[]): GraphQLInputType | undefined {
  let current = type;
  for (const key of path) {
    if (!current) return undefined;
    if (typeof key === 'number') {
      const list = isNonNullType(current) ? current.ofType : current;
      current = isListType(list) ? (list.ofType as GraphQLInputType) : undefined;
    } else {
      const named = getNamedType(current);
      current = isInputObjectType(named) ? named.getFields()[key]?.type : undefined;
    }
  }
  return current;
}
