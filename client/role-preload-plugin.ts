import path from 'node:path';
import vm from 'node:vm';
import { InMemoryCache } from '@apollo/client';
import { print } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';
import type { Plugin, Rollup } from 'vite';
import { generatedDocuments } from './graphql-documents-plugin.ts';
import { PLAN_META_NAME, type RolePreloadPlan, type RoleStart } from './src/app/early/role-preload-plan.ts';

type OutputBundle = Rollup.OutputBundle;
type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const chunks = (bundle: OutputBundle) => Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');

/**
 * The files the chunks `roots` load by static imports, in the order Vite's own preload would add them (a
 * chunk's imports first, then the chunk, then its styles), leaving out `skip`.
 */
function staticFiles(bundle: OutputBundle, roots: string[], skip: Set<string>): string[] {
  const files: string[] = [];
  const seen = new Set(skip);
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName] as Chunk | undefined;
    if (chunk?.type !== 'chunk') return;
    chunk.imports.forEach(visit);
    files.push(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) {
      if (!seen.has(css)) files.push(css);
      seen.add(css);
    }
  };
  roots.forEach(visit);
  return files;
}

/** The files the source `modules` need beyond `skip` (what the page's HTML already loads), as URLs. */
function filesOf(bundle: OutputBundle, root: string, modules: string[], skip: Set<string>): string[] {
  const roots = modules.map((module) => {
    const id = path.join(root, module);
    const chunk = chunks(bundle).find((c) => c.moduleIds.includes(id));
    // A renamed screen must not silently leave its role without a head start.
    if (!chunk) throw new Error(`rolePreload: ${module} no está en ningún trozo (¿se movió?)`);
    return chunk.fileName;
  });
  return staticFiles(bundle, roots, skip).map((file) => `/${file}`);
}

/** The query `name` of codegen's output, printed as Apollo Client's HttpLink will print it. */
function apolloQueryText(documents: Map<string, string>, name: string): string {
  const source = documents.get(`${name}Document`);
  if (!source) throw new Error(`rolePreload: ${name} no está en gql/graphql.ts (¿falta npm run codegen?)`);
  const document = vm.runInNewContext(`(${source})`) as DocumentNode;
  return print(new InMemoryCache().transformDocument(document));
}

/**
 * Decision 0043: on a phone the screen's code used to be asked for only once `main` and React had run
 * (≈ 1 s into a 4G visit). A tiny entry of its own (`script`), with no imports, written into the page,
 * reads the role from the token and asks for that role's start files, and sends its first queries, while
 * `main` is still downloading; /login pays for the script (about 1 kB) and for the plan in the page, not
 * for any area's code.
 */
export function rolePreload(options: {
  root: string;
  script: string;
  documents: string;
  roles: Record<string, RoleStart>;
}): Plugin {
  return {
    name: 'barberia:role-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const { bundle, chunk: entry } = context;
        if (!bundle || !entry || !context.filename.endsWith('index.html')) return html;
        const early = chunks(bundle).find((c) => c.isEntry && c.name === options.script);
        if (!early) throw new Error(`rolePreload: falta la entrada ${options.script}`);
        if (early.imports.length > 0) throw new Error(`rolePreload: ${options.script} no debe importar nada`);
        // What the HTML entry already loads: its chunk's static imports and their styles.
        const skip = new Set(staticFiles(bundle, [entry.fileName], new Set()));
        const documents = generatedDocuments(options.documents);
        const plan: RolePreloadPlan = { roles: {}, queries: {} };
        for (const [role, start] of Object.entries(options.roles)) {
          const layout = filesOf(bundle, options.root, start.layout, skip);
          const home = filesOf(bundle, options.root, start.home, new Set([...skip, ...layout.map((f) => f.slice(1))]));
          plan.roles[role] = { ...start, layout, home };
          const week = start.homeWeek ? [start.homeWeek.query] : [];
          for (const name of [...start.areaQueries, ...start.homeQueries, ...week]) {
            plan.queries[name] = apolloQueryText(documents, name);
          }
        }
        const at = html.indexOf('<script type="module"');
        if (at < 0) throw new Error('rolePreload: el HTML no carga main como módulo');
        // The plan as data the script reads: a new build's file names change the plan, not the script's hash.
        const meta = `<meta name="${PLAN_META_NAME}" content="${escapeAttribute(JSON.stringify(plan))}" />`;
        // Inline, ahead of `main`: it runs as the parser reaches it, before any module, with no request of
        // its own to wait for behind main's (decision 0044). The server's CSP allows it by its hash.
        const code = early.code.trim();
        if (/<\/script/i.test(code)) throw new Error(`rolePreload: ${options.script} no puede ir en línea`);
        const script = `<script>${code}</script>`;
        delete bundle[early.fileName];
        return `${html.slice(0, at)}${meta}\n    ${script}\n    ${html.slice(at)}`;
      },
    },
  };
}
