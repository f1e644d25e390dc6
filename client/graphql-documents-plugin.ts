import fs from 'node:fs';
import type { Plugin } from 'vite';

const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const GQL_IMPORT = /^import \{ graphql \} from '@\/gql\/gql';\n/m;
const DEFINITION = /^\s*(query|mutation|subscription|fragment)\s+([A-Za-z_][A-Za-z0-9_]*)/;

/** codegen's names: operation X → XDocument, fragment Card_appointment → Card_AppointmentFragmentDoc. */
function generatedName(source: string, id: string): string {
  const match = DEFINITION.exec(source);
  if (!match) throw new Error(`${id}: graphql() sin nombre de operación o fragmento`);
  const [, kind, name] = match;
  if (kind !== 'fragment') return `${name}Document`;
  return `${name
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('_')}FragmentDoc`;
}

/** Each `export const XDocument = { …AST… } as unknown as DocumentNode<…>;` of gql/graphql.ts, by name. */
export function generatedDocuments(generatedFile: string): Map<string, string> {
  const source = fs.readFileSync(generatedFile, 'utf8');
  const documents = new Map<string, string>();
  for (const match of source.matchAll(/^export const (\w+) = (\{[\s\S]*?\}) as unknown as DocumentNode/gm)) {
    documents.set(match[1], match[2]);
  }
  return documents;
}

/**
 * Like the codegen client preset's babel plugin, without babel: each `graphql(`…`)` call becomes the
 * document it names, written in place (gql/graphql.ts is one module, and a bundler never splits a module
 * between chunks). A route's chunk then carries its own documents, not the whole app's.
 */
export function graphqlDocumentsPerRoute(generatedFile: string): Plugin {
  let documents = new Map<string, string>();
  return {
    name: 'graphql-documents-per-route',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = generatedDocuments(generatedFile);
    },
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.includes('/src/gql/') || !GQL_IMPORT.test(code)) return null;
      const replaced = code.replace(GRAPHQL_CALL, (_call, source: string) => {
        const name = generatedName(source, id);
        const document = documents.get(name);
        if (!document) this.error(`${id}: ${name} no está en gql/graphql.ts (¿falta npm run codegen?)`);
        return `(${document})`;
      });
      return { code: replaced.replace(GQL_IMPORT, ''), map: null };
    },
  };
}
