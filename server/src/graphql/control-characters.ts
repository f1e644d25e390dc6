import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, visit, type DocumentNode, type ValueNode } from 'graphql';
import {
  controlCharactersMessage,
  fieldWithControlCharacters,
  hasControlCharacters,
} from '../../../common/validation/plain-text';

function literalHasControlCharacters(value: ValueNode): boolean {
  if (value.kind === Kind.STRING) return hasControlCharacters(value.value);
  if (value.kind === Kind.LIST) return value.values.some(literalHasControlCharacters);
  return false;
}

function fieldInDocument(document: DocumentNode): string | null {
  let found: string | null = null;
  const check = (node: { name: { value: string }; value: ValueNode }) => {
    if (found === null && literalHasControlCharacters(node.value)) found = node.name.value;
  };
  visit(document, { Argument: check, ObjectField: check });
  return found;
}

/**
 * Every text that reaches a service, IDs and search terms included: Postgres would answer a NUL with
 * an internal error, so it is refused before anything runs, naming the field as the forms do.
 */
export function controlCharactersError(
  variables: Record<string, unknown> | undefined,
  document?: DocumentNode,
): GraphQLError | null {
  const field = fieldWithControlCharacters(variables ?? {}) ?? (document ? fieldInDocument(document) : null);
  if (field === null) return null;
  // 400, not Apollo's default 500 for errors thrown while the operation is resolved.
  return new GraphQLError(controlCharactersMessage(field), {
    extensions: { code: 'BAD_USER_INPUT', field, http: { status: 400 } },
  });
}

export function controlCharactersPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request }) {
          const error = controlCharactersError(request.variables, document);
          if (error) throw error;
        },
      };
    },
  };
}
