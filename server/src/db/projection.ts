import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { FieldSelection } from '../graphql/field-selection';

/**
 * Selects only the columns a GraphQL selection needs (plus the keys relations resolve by), and joins the
 * many-to-one relations it asks for: a month of the calendar reads and hydrates what is shown, in one statement.
 */
export function project<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  selection: FieldSelection,
  alwaysSelect: readonly string[] = [],
): SelectQueryBuilder<T> {
  const alias = query.alias;
  const metadata = query.expressionMap.mainAlias!.metadata;
  const columns = (meta: typeof metadata, wanted: Iterable<string>) =>
    [...new Set(['id', ...wanted])].filter((name) => meta.findColumnWithPropertyName(name));
  query.select(columns(metadata, [...selection.keys(), ...alwaysSelect]).map((name) => `${alias}.${name}`));
  for (const [name, sub] of selection) {
    const relation = metadata.findRelationWithPropertyPath(name);
    if (!relation?.isManyToOne) continue;
    query
      .leftJoin(`${alias}.${name}`, name)
      .addSelect(columns(relation.inverseEntityMetadata, sub.keys()).map((column) => `${name}.${column}`));
  }
  return query;
}
