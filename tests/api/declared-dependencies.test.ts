import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
// The client's path aliases (`@/…`, `@common/…`) are its own folders, not packages.
const clientAliases = Object.keys(
  JSON.parse(fs.readFileSync(path.join(root, 'client/tsconfig.json'), 'utf8')).compilerOptions.paths,
).map((alias) => alias.replace(/\*$/, ''));

/** Where code lives, and the package.json files whose dependencies it may use (its workspace's, then the root's). */
const areas = [
  { dir: 'server/src', manifests: ['server/package.json', 'package.json'] },
  { dir: 'client/src', manifests: ['client/package.json', 'package.json'] },
  { dir: 'client', manifests: ['client/package.json', 'package.json'], shallow: true },
  // common/ is compiled into both the client and the server, so it may only use what both declare.
  { dir: 'common', manifests: ['client/package.json', 'server/package.json'], everyManifest: true },
  { dir: 'scripts', manifests: ['package.json'] },
  // The tests drive every workspace, with the packages those workspaces install.
  { dir: 'tests', manifests: ['package.json', 'server/package.json', 'client/package.json'] },
  { dir: '.', manifests: ['package.json'], shallow: true },
];

function sourceFiles(dir: string, shallow = false): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (['node_modules', 'dist', 'gql', 'public'].includes(entry.name) || entry.name.startsWith('.')) continue;
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!shallow) files.push(...sourceFiles(rel));
    } else if (/\.(c|m)?(t|j)sx?$/.test(entry.name)) files.push(rel);
  }
  return files;
}

const VIRTUAL_MODULES: Record<string, string> = { 'virtual:pwa-register': 'vite-plugin-pwa' };

/** Bare package names imported by a file: static, dynamic, re-exports and require(). */
function importedPackages(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/gm),
    ...text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
    ...text.matchAll(/\b(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]);
  return (
    specifiers
      .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('/') && !specifier.startsWith('node:'))
      .filter((specifier) => !clientAliases.some((alias) => specifier.startsWith(alias)))
      // A Vite plugin's virtual module is that plugin's: it must be declared like any package.
      .map((specifier) => VIRTUAL_MODULES[specifier] ?? specifier)
      .map((specifier) =>
        specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/'),
      )
      .filter((name) => !builtinModules.includes(name))
  );
}

function declared(manifest: string): Set<string> {
  const json = JSON.parse(fs.readFileSync(path.join(root, manifest), 'utf8'));
  return new Set([
    ...Object.keys(json.dependencies ?? {}),
    ...Object.keys(json.devDependencies ?? {}),
    ...Object.keys(json.peerDependencies ?? {}),
    ...Object.keys(json.optionalDependencies ?? {}),
  ]);
}

describe('dependencies', () => {
  it('every package the code imports is declared where that code is installed', () => {
    const missing: string[] = [];
    for (const area of areas) {
      const sets = area.manifests.map(declared);
      for (const file of sourceFiles(area.dir, area.shallow)) {
        for (const name of new Set(importedPackages(file))) {
          const ok = area.everyManifest ? sets.every((set) => set.has(name)) : sets.some((set) => set.has(name));
          if (!ok) missing.push(`${file}: ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('the server, as installed for production, finds every package it imports', () => {
    const server = declared('server/package.json');
    const missing = sourceFiles('server/src')
      .flatMap((file) => importedPackages(file).map((name) => ({ file, name })))
      .filter(({ name }) => !server.has(name))
      .map(({ file, name }) => `${file}: ${name}`);
    expect(missing).toEqual([]);
  });
});
