// The calendar's month query exactly as the browser sends it: the document codegen generated for
// AdminCalendarMonth, with the __typename fields Apollo Client adds to every selection set.
import fs from 'node:fs';
import path from 'node:path';
import { Kind, print, visit } from 'graphql';
import { root } from '../lib/ensure-built.mjs';

function generatedDocument(name) {
  const source = fs.readFileSync(path.join(root, 'client/src/gql/graphql.ts'), 'utf8');
  const start = source.indexOf(`export const ${name}Document = `);
  if (start < 0) throw new Error(`${name}Document no está en client/src/gql/graphql.ts`);
  const literalStart = source.indexOf('{', start);
  const literalEnd = source.indexOf(' as unknown as DocumentNode', literalStart);
  return new Function(`return (${source.slice(literalStart, literalEnd)});`)();
}

const typename = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

function withTypenames(document) {
  return visit(document, {
    SelectionSet(node, _key, parent) {
      if (parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) return undefined;
      return { ...node, selections: [...node.selections, typename] };
    },
  });
}

export function calendarMonthQuery() {
  return print(withTypenames(generatedDocument('AdminCalendarMonth')));
}
