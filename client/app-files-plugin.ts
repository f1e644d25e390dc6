import type { Plugin, Rollup } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';

type OutputBundle = Rollup.OutputBundle;
type ManifestTransform = NonNullable<NonNullable<VitePWAOptions['injectManifest']>['manifestTransforms']>[number];

type Chunk = OutputBundle[string] & {
  type: 'chunk';
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
};

/** Every file the entries `names` can load: their chunks (static and lazy imports), CSS and assets. */
function filesOf(bundle: OutputBundle, names: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const file = bundle[fileName] as Chunk | undefined;
    if (file?.type !== 'chunk') return;
    for (const next of [...file.imports, ...file.dynamicImports]) visit(next);
    for (const css of file.viteMetadata?.importedCss ?? []) files.add(css);
    for (const asset of file.viteMetadata?.importedAssets ?? []) files.add(asset);
  };
  for (const file of Object.values(bundle)) {
    if (file.type === 'chunk' && file.isEntry && names.includes(file.name)) visit(file.fileName);
  }
  return files;
}

/**
 * What the service worker precaches of the build (decision 0040): the app's own files — what its entries
 * can load — and not GraphiQL's page with Monaco (~2.8 MB), which shares assets/ with it.
 */
export function appFilesOnly(entries: string[]): { plugin: Plugin; transform: ManifestTransform } {
  let appFiles: Set<string> | undefined;
  const plugin: Plugin = {
    name: 'barberia:app-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      // The service worker's own build runs this plugin too: it has no app entry and must not reset the list.
      const files = filesOf(bundle, entries);
      if (files.size > 0) appFiles = files;
    },
  };
  const transform: ManifestTransform = (entries) => {
    if (!appFiles) throw new Error('appFilesOnly: the app bundle was not seen before the service worker build');
    const files = appFiles;
    const kept = entries.filter((e) => (e.url.startsWith('assets/') ? files.has(e.url) : e.url !== 'graphiql.html'));
    return { manifest: kept, warnings: [] };
  };
  return { plugin, transform };
}
