import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  coerceInputValue,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { FieldError } from '../domain/errors';
import { declaredVariables } from './declared-variables';

export const INVALID_INPUT_MESSAGE = 'Datos de entrada inválidos';
const REQUIRED_MESSAGE = 'Este campo es requerido';
const INVALID_VALUE_MESSAGE = 'Valor no válido';
const UNKNOWN_FIELD_MESSAGE = 'Campo no admitido';

/**
 * Which variables graphql-js would refuse before running anything (a value of the wrong type, a field
 * the input does not declare, a required one missing), field by field in Spanish; empty when none.
 */
export function variableFieldErrors(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode | undefined,
  variables: Record<string, unknown>,
): FieldError[] {
  const errors: FieldError[] = [];
  for (const { name, type, definition } of declaredVariables(schema, operation)) {
    if (!type) continue;
    const provided = Object.prototype.hasOwnProperty.call(variables, name);
    if (!provided || variables[name] === null) {
      if (isNonNullType(type) && !(!provided && definition.defaultValue)) {
        errors.push({ field: name, message: REQUIRED_MESSAGE });
      }
      continue;
    }
    const owed = new Map<string, FieldError[]>();
    coerceInputValue(variables[name], type, (path, invalidValue) => {
      const at = typeof path[0] === 'string' ? pathText(path) : undefined;
      const field = fieldAt(owed, type, path, invalidValue);
      errors.push({
        field: [at, field?.field].filter(Boolean).join('.') || name,
        message: field?.message ?? INVALID_VALUE_MESSAGE,
      });
    });
  }
  return errors;
}

const pathText = (path: readonly (string | number)[]) =>
  path.map((key, i) => (typeof key === 'number' ? `[${key}]` : i ? `.${key}` : key)).join('');

/**
 * graphql-js reports an input object's missing required fields first, in field order, then the fields it
 * does not declare, in the value's order: one call each, with the object's own path. The next one still
 * owed at that path is the field this call is about.
 */
function fieldAt(
  owed: Map<string, FieldError[]>,
  type: GraphQLInputType,
  path: readonly (string | number)[],
  value: unknown,
): FieldError | undefined {
  const key = JSON.stringify(path);
  if (!owed.has(key)) {
    const objectType = getNamedType(typeAt(type, path));
    const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
    if (!isInputObjectType(objectType) || !isObject) owed.set(key, []);
    else {
      const declared = objectType.getFields();
      const given = value as Record<string, unknown>;
      const missing = Object.values(declared)
        .filter((f) => isNonNullType(f.type) && f.defaultValue === undefined && given[f.name] === undefined)
        .map((f) => ({ field: f.name, message: REQUIRED_MESSAGE }));
      const unknown = Object.keys(given)
        .filter((name) => !(name in declared))
        .map((name) => ({ field: name, message: UNKNOWN_FIELD_MESSAGE }));
      owed.set(key, [...missing, ...unknown]);
    }
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

/** The refusal of variables graphql-js would refuse, or null when they are fine. */
export function refusedVariables(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode | undefined,
  variables: Record<string, unknown>,
): GraphQLError | null {
  const errors = variableFieldErrors(schema, operation, variables);
  return errors.length
    ? new GraphQLError(INVALID_INPUT_MESSAGE, { extensions: { code: 'BAD_USER_INPUT', errors } })
    : null;
}

/**
 * Variables graphql-js would refuse are refused before anything runs, in Spanish and field by field, as the
 * REST adapter refuses them: a client's form shows 'Datos de entrada inválidos', not graphql-js's English.
 */
export function invalidVariablesPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, operation, request }) {
          if (!operation?.variableDefinitions?.length) return;
          const refused = refusedVariables(schema, operation, request.variables ?? {});
          if (!refused) return;
          throw new GraphQLError(refused.message, { extensions: { ...refused.extensions, http: { status: 400 } } });
        },
      };
    },
  };
}
