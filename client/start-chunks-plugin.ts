import path from 'node:path';
import type { Plugin } from 'vite';
import type { RoleStart } from './src/app/early/role-preload-plan.ts';

type Group = {
  name: string | ((id: string) => string | null);
  test: (id: string) => boolean;
  priority: number;
  includeDependenciesRecursively?: boolean;
};

/**
 * The area whose route table imports a screen lazily: a (admin), b (barber), c (client), g (the GraphQL
 * layout every area shares) or o (anything else). Letters, not words: a file's name must not say «admin»
 * when a client loads it because of what the two share.
 */
function areaOf(importer: string): string {
  const area = /\/src\/app\/routes\/(admin|barber|client)\//.exec(importer)?.[1];
  if (area) return area[0];
  return /\/src\/app\/(routes\/graphql-routes\.tsx|router\.tsx)$/.test(importer) ? 'g' : 'o';
}

/**
 * Decision 0043: a phone paid for every file of a first screen (about 80, each costing its request and its
 * handling at CPU ÷ 4), more than for the bytes. What `main` loads (the sign-in page's shell) is one file,
 * and the modules of the roles' starts are put in a few: one per set of areas whose screens use them, so
 * an area never downloads a module none of its screens uses. The sets are read from the module graph
 * once it is complete, so a new import moves with its screen.
 */
export function startChunks(options: {
  root: string;
  main: string;
  others: string[];
  roles: Record<string, RoleStart>;
}): {
  plugin: Plugin;
  groups: Group[];
} {
  let chunkOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'barberia:start-chunks',
    apply: 'build',
    buildEnd() {
      const info = (id: string) => this.getModuleInfo(id);
      const closure = (ids: string[]) => {
        const seen = new Set<string>();
        const stack = [...ids];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(info(id)?.importedIds ?? []));
        }
        return seen;
      };
      const main = path.join(options.root, options.main);
      // The service worker's own build has no app in its graph: nothing to group there.
      if (!info(main)) {
        chunkOf = new Map();
        return;
      }
      const shell = closure([main]);
      // What another page (GraphiQL) loads stays in files of its own: grouped here, the app would carry it.
      const elsewhere = closure(options.others.map((module) => path.join(options.root, module)));
      const inStart = closure(
        Object.values(options.roles).flatMap((start) =>
          [...start.layout, ...start.home].map((module) => path.join(options.root, module)),
        ),
      );
      // Which areas' screens use each module: an area loads only files all of whose modules it uses.
      const areasOf = new Map<string, Set<string>>();
      for (const importer of this.getModuleIds()) {
        for (const target of info(importer)?.dynamicallyImportedIds ?? []) {
          const area = areaOf(importer);
          for (const id of closure([target])) {
            if (!areasOf.has(id)) areasOf.set(id, new Set());
            areasOf.get(id)!.add(area);
          }
        }
      }
      const next = new Map<string, string>();
      // The entry's own module stays in the entry's file.
      for (const id of shell) if (id !== main && !elsewhere.has(id)) next.set(id, 'shell');
      for (const id of inStart) {
        if (shell.has(id) || elsewhere.has(id)) continue;
        next.set(id, `start-${[...(areasOf.get(id) ?? [])].sort().join('')}`);
      }
      chunkOf = next;
    },
  };
  // Below React's, Apollo's errors' and Apollo's own groups (vite.config.ts), which keep their files.
  const groups: Group[] = [
    { name: 'shell', priority: 15, test: (id) => chunkOf.get(id) === 'shell' },
    {
      name: (id) => chunkOf.get(id) ?? null,
      priority: 5,
      test: (id) => chunkOf.get(id)?.startsWith('start-') ?? false,
      // Each module in the file of its own set of areas, not in the file of the first module that imports
      // it. A file then only imports files of wider sets: never a cycle.
      includeDependenciesRecursively: false,
    },
  ];
  return { plugin, groups };
}
