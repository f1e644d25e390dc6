import { GraphQLError, GraphQLScalarType } from 'graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';

// An instant as Postgres writes it for a projected read (db/projection.ts): already the answer's text.
const POSTGRES_UTC_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * type-graphql's DateTimeISO, same name, description and parsing, with the common cases first: a valid
 * Date becomes its ISO string at once, and the ISO text Postgres wrote is passed on as it is. A month of
 * the calendar serializes hundreds of instants per answer; the general path parses and re-prints each one.
 */
export const DateTimeIsoScalar = new GraphQLScalarType({
  ...GraphQLDateTimeISO.toConfig(),
  serialize(value) {
    if (value instanceof Date) {
      if (Number.isNaN(value.getTime())) throw new GraphQLError('DateTime cannot represent an invalid Date instance');
      return value.toISOString();
    }
    if (typeof value === 'string' && POSTGRES_UTC_TEXT.test(value)) return value;
    return GraphQLDateTimeISO.serialize(value);
  },
});
