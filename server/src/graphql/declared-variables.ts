import {
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type VariableDefinitionNode,
} from 'graphql';

export interface DeclaredVariable {
  name: string;
  /** Undefined when the schema has no such type (a document not validated yet). */
  type: GraphQLInputType | undefined;
  definition: VariableDefinitionNode;
}

/** The variables an operation declares, in order, each with its input type in the schema. */
export function declaredVariables(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode | undefined,
): DeclaredVariable[] {
  return (operation?.variableDefinitions ?? []).map((definition) => ({
    name: definition.variable.name.value,
    type: typeFromAST(schema, definition.type) as GraphQLInputType | undefined,
    definition,
  }));
}
