import type { Pool } from 'pg';
import type { Driver, EntityMetadata, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import type { FieldSelection } from './field-selection';

type ColumnMetadata = EntityMetadata['columns'][number];

interface ReadColumn {
  property: string;
  /** The name Postgres answers the column under: TypeORM's `<alias>_<column>`. */
  key: string;
  /** The column in SQL; a date is read as its text, which is what the entity holds. */
  expression: string;
  /** Turns what pg read into what the entity holds; null where they are the same. */
  hydrate: ((value: unknown) => unknown) | null;
  /** Its place in each row: the plan's rows are arrays. */
  index: number;
}

interface JoinedRelation {
  property: string;
  path: string;
  columns: ReadColumn[];
  prototype: object;
}

/** One shape of read, built by TypeORM once and then reused: the SQL, its parameters in order, the columns. */
interface ReadPlan {
  text: string;
  parameterNames: string[];
  main: ReadColumn[];
  joins: JoinedRelation[];
  prototype: object;
}

// Column types pg already hands over as the entity holds them; the rest (money) go through TypeORM.
const AS_READ = new Set(['text', 'uuid', 'integer', 'boolean']);
const INSTANTS = new Set(['timestamptz', 'timestamp with time zone']);
// Postgres cuts longer names (TypeORM would hash them); such a query keeps TypeORM's own reading.
const MAX_ALIAS_LENGTH = 63;

// Milliseconds truncated, as pg's own parsing of a timestamptz into a Date does.
const ISO_UTC = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

function readColumn(driver: Driver, alias: string, column: ColumnMetadata): Omit<ReadColumn, 'index'> {
  const key = `${alias}_${column.databaseName}`;
  const sql = `"${alias}"."${column.databaseName}"`;
  const property = column.propertyName;
  // pg would make a date a Date at the server's local midnight, for TypeORM to print back.
  if (column.type === 'date') return { property, key, expression: `${sql}::text`, hydrate: null };
  // An instant is read as the ISO text the answer shows (the DateTimeISO scalar passes it on): no date
  // parser and no Date per row and per instant, on a month with hundreds of them.
  if (INSTANTS.has(String(column.type)) && !column.transformer) {
    return { property, key, expression: `to_char(${sql} AT TIME ZONE 'UTC', '${ISO_UTC}')`, hydrate: null };
  }
  const asRead = !column.transformer && AS_READ.has(String(column.type));
  return {
    property,
    key,
    expression: sql,
    hydrate: asRead ? null : (value: unknown) => driver.prepareHydratedValue(value, column),
  };
}

function readColumns(
  driver: Driver,
  alias: string,
  metadata: EntityMetadata,
  wanted: Iterable<string>,
  firstIndex: number,
): ReadColumn[] {
  return [...new Set(['id', ...wanted])]
    .map((name) => metadata.findColumnWithPropertyName(name))
    .filter((column): column is ColumnMetadata => column !== undefined)
    .map((column, i) => ({ ...readColumn(driver, alias, column), index: firstIndex + i }));
}

/**
 * The entity's prototype, without running its constructor or TypeORM's hydration: resolvers that take the
 * entity as their root (type-graphql's @Root) see an instance and use it as it is instead of copying it.
 */
function prototypeOf(metadata: EntityMetadata): object {
  return typeof metadata.target === 'function' ? (metadata.target.prototype as object) : Object.prototype;
}

function entityRecord(row: unknown[], columns: readonly ReadColumn[], prototype: object): Record<string, unknown> {
  const record = Object.create(prototype) as Record<string, unknown>;
  for (const { property, index, hydrate } of columns) record[property] = hydrate ? hydrate(row[index]) : row[index];
  return record;
}

function selectionKey(selection: FieldSelection): string {
  return [...selection].map(([name, sub]) => (sub.size ? `${name}{${selectionKey(sub)}}` : name)).join(',');
}

/**
 * What makes two reads the same SQL: the query's alias, conditions and order, and the selection. Null for
 * anything this file does not plan (joins already made, grouping, paging, locks, non-text conditions):
 * such a read is built by TypeORM every time.
 */
function shapeOf(query: SelectQueryBuilder<ObjectLiteral>, selection: FieldSelection): string | null {
  const map = query.expressionMap;
  const plain =
    !map.subQuery &&
    !map.joinAttributes.length &&
    !map.groupBys.length &&
    !map.havings.length &&
    map.take === undefined &&
    map.skip === undefined &&
    map.limit === undefined &&
    map.offset === undefined &&
    map.lockMode === undefined &&
    map.wheres.every((where) => typeof where.condition === 'string');
  if (!plain) return null;
  return JSON.stringify([map.mainAlias!.metadata.name, query.alias, map.wheres, map.orderBys, selectionKey(selection)]);
}

function planRead(query: SelectQueryBuilder<ObjectLiteral>, selection: FieldSelection): ReadPlan | null {
  const { alias } = query;
  const { driver } = query.connection;
  const metadata = query.expressionMap.mainAlias!.metadata;
  const main = readColumns(driver, alias, metadata, selection.keys(), 0);
  const joins: JoinedRelation[] = [];
  let next = main.length;
  for (const [name, sub] of selection) {
    const relation = metadata.findRelationWithPropertyPath(name);
    if (!relation?.isManyToOne) continue;
    const columns = readColumns(driver, name, relation.inverseEntityMetadata, sub.keys(), next);
    next += columns.length;
    joins.push({
      property: name,
      path: `${alias}.${name}`,
      columns,
      prototype: prototypeOf(relation.inverseEntityMetadata),
    });
  }
  const read = [...main, ...joins.flatMap((join) => join.columns)];
  if (read.some(({ key }) => key.length > MAX_ALIAS_LENGTH)) return null;
  const names = Object.keys(query.getParameters());
  if (!names.every((name) => isPlainValue(query.getParameters()[name]))) return null;
  const planned = query.clone();
  planned.select([]);
  for (const { path, property } of joins) planned.leftJoin(path, property);
  for (const { key, expression } of read) planned.addSelect(expression, key);
  // Each parameter stands for itself: the escaped list comes back as the names, in the order of $1, $2…
  const [text, parameterNames] = driver.escapeQueryWithParameters(
    planned.getQuery(),
    Object.fromEntries(names.map((name) => [name, name])),
  );
  return { text, parameterNames: parameterNames as string[], main, joins, prototype: prototypeOf(metadata) };
}

/** Arrays and functions change the SQL TypeORM writes (`:...ids`, raw values): those reads are not planned. */
const isPlainValue = (value: unknown) => !Array.isArray(value) && typeof value !== 'function';

/** TypeORM's own reading, for the shapes not planned: only the selected columns, entities hydrated. */
function readWithTypeorm<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  selection: FieldSelection,
): Promise<T[]> {
  const { alias } = query;
  const metadata = query.expressionMap.mainAlias!.metadata;
  const wanted = (target: EntityMetadata, names: Iterable<string>) =>
    [...new Set(['id', ...names])].filter((name) => target.findColumnWithPropertyName(name));
  query.select(wanted(metadata, selection.keys()).map((property) => `${alias}.${property}`));
  for (const [name, sub] of selection) {
    const relation = metadata.findRelationWithPropertyPath(name);
    if (!relation?.isManyToOne) continue;
    query
      .leftJoin(`${alias}.${name}`, name)
      .addSelect(wanted(relation.inverseEntityMetadata, sub.keys()).map((property) => `${name}.${property}`));
  }
  return query.getMany();
}

const plansByDriver = new WeakMap<Driver, Map<string, ReadPlan | null>>();
// Distinct shapes remembered per database; a list has a handful (filters × orders × screens' selections).
const MAX_PLANS = 200;

/**
 * Selects only the columns a GraphQL selection needs, joins the many-to-one relations it asks for, and reads
 * the rows straight into entity-shaped records: a month of the calendar reads what is shown, in one statement,
 * without TypeORM's per-row hydration, and with its SQL built once per shape instead of on every request.
 * The records are for answering GraphQL (an instant may be held as its ISO text, see readColumn); reads on
 * the pool, so for queries outside a transaction.
 */
export async function readProjected<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  selection: FieldSelection,
): Promise<T[]> {
  const { driver } = query.connection;
  const plans = plansByDriver.get(driver) ?? new Map<string, ReadPlan | null>();
  plansByDriver.set(driver, plans);
  const shape = shapeOf(query, selection);
  let plan = shape === null ? null : plans.get(shape);
  if (plan === undefined) {
    plan = planRead(query, selection);
    if (plans.size >= MAX_PLANS) plans.clear();
    plans.set(shape!, plan);
  }
  const parameters = query.getParameters();
  if (!plan || !plan.parameterNames.every((name) => isPlainValue(parameters[name]))) {
    return readWithTypeorm(query, selection);
  }
  const pool = (driver as PostgresDriver).master as Pool;
  const { rows } = await pool.query<unknown[]>({
    text: plan.text,
    values: plan.parameterNames.map((name) => parameters[name]),
    rowMode: 'array',
  });
  const { main, joins, prototype } = plan;
  return rows.map((row) => {
    const record = entityRecord(row, main, prototype);
    // A left join that found nothing reads its id as null: the relation is gone, not an empty object.
    for (const { property, columns, prototype: joined } of joins) {
      record[property] = row[columns[0].index] == null ? null : entityRecord(row, columns, joined);
    }
    return record as T;
  });
}
