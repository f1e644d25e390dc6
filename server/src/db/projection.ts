import type { Driver, EntityMetadata, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { FieldSelection } from '../graphql/field-selection';

type ColumnMetadata = EntityMetadata['columns'][number];

interface ReadColumn {
  property: string;
  /** The name Postgres answers the column under: TypeORM's `<alias>_<column>`. */
  key: string;
  /** The column in SQL; a date is read as its text, which is what the entity holds. */
  expression: string;
  /** Turns what pg read into what the entity holds; null where they are the same. */
  hydrate: ((value: unknown) => unknown) | null;
}

interface JoinedRelation {
  property: string;
  columns: ReadColumn[];
  prototype: object;
}

// Column types pg already hands over as the entity holds them; the rest (dates, money) go through TypeORM.
const AS_READ = new Set(['text', 'uuid', 'integer', 'boolean', 'date']);
// Postgres cuts longer names (TypeORM would hash them); such a query keeps TypeORM's own reading.
const MAX_ALIAS_LENGTH = 63;

function readColumns(driver: Driver, alias: string, metadata: EntityMetadata, wanted: Iterable<string>): ReadColumn[] {
  return [...new Set(['id', ...wanted])]
    .map((name) => metadata.findColumnWithPropertyName(name))
    .filter((column): column is ColumnMetadata => column !== undefined)
    .map((column) => ({
      property: column.propertyName,
      key: `${alias}_${column.databaseName}`,
      // pg would make a date a Date at the server's local midnight, for TypeORM to print back.
      expression: `"${alias}"."${column.databaseName}"${column.type === 'date' ? '::text' : ''}`,
      hydrate:
        !column.transformer && AS_READ.has(String(column.type))
          ? null
          : (value: unknown) => driver.prepareHydratedValue(value, column),
    }));
}

/**
 * The entity's prototype, without running its constructor or TypeORM's hydration: resolvers that take the
 * entity as their root (type-graphql's @Root) see an instance and use it as it is instead of copying it.
 */
function prototypeOf(metadata: EntityMetadata): object {
  return typeof metadata.target === 'function' ? (metadata.target.prototype as object) : Object.prototype;
}

function entityRecord(
  raw: Record<string, unknown>,
  columns: readonly ReadColumn[],
  prototype: object,
): Record<string, unknown> {
  const record = Object.create(prototype) as Record<string, unknown>;
  for (const { property, key, hydrate } of columns) record[property] = hydrate ? hydrate(raw[key]) : raw[key];
  return record;
}

/**
 * Selects only the columns a GraphQL selection needs (plus `alwaysSelect`, the keys relations resolve
 * by), joins the many-to-one relations it asks for, and reads the rows straight into entity-shaped records:
 * a month of the calendar reads what is shown, in one statement, without TypeORM's per-row hydration.
 */
export async function readProjected<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  selection: FieldSelection,
  alwaysSelect: readonly string[] = [],
): Promise<T[]> {
  const { alias } = query;
  const { driver } = query.connection;
  const metadata = query.expressionMap.mainAlias!.metadata;
  const main = readColumns(driver, alias, metadata, [...selection.keys(), ...alwaysSelect]);
  const joins: (JoinedRelation & { path: string })[] = [];
  for (const [name, sub] of selection) {
    const relation = metadata.findRelationWithPropertyPath(name);
    if (!relation?.isManyToOne) continue;
    const columns = readColumns(driver, name, relation.inverseEntityMetadata, sub.keys());
    joins.push({
      property: name,
      path: `${alias}.${name}`,
      columns,
      prototype: prototypeOf(relation.inverseEntityMetadata),
    });
  }
  const read = [...main, ...joins.flatMap((join) => join.columns)];
  if (read.some(({ key }) => key.length > MAX_ALIAS_LENGTH)) {
    query.select(main.map(({ property }) => `${alias}.${property}`));
    for (const { property, path, columns } of joins) {
      query.leftJoin(path, property).addSelect(columns.map((column) => `${property}.${column.property}`));
    }
    return query.getMany();
  }
  query.select([]);
  for (const { path, property } of joins) query.leftJoin(path, property);
  for (const { key, expression } of read) query.addSelect(expression, key);
  const rows: Record<string, unknown>[] = await query.getRawMany();
  const prototype = prototypeOf(metadata);
  return rows.map((raw) => {
    const record = entityRecord(raw, main, prototype);
    // A left join that found nothing reads its id as null: the relation is gone, not an empty object.
    for (const { property, columns, prototype: joined } of joins) {
      record[property] = raw[columns[0].key] == null ? null : entityRecord(raw, columns, joined);
    }
    return record as T;
  });
}
