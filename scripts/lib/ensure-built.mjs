// What `npm start` and `npm run bench` run: the client and the server compiled, each only when its sources changed,
// and the embedded database's template (embedded-template.ts) made once per change of migrations.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const serverMain = path.join(root, 'server/dist/server/src/main.js');
const embeddedTemplate = path.join(root, 'server/dist/embedded-template.tar.gz');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function ensureBuilt() {
  const clientIndex = path.join(root, 'client/dist/index.html');
  const clientSources = Math.max(newestMtime(path.join(root, 'client/src')), newestMtime(path.join(root, 'common')));
  if (!fs.existsSync(clientIndex) || fs.statSync(clientIndex).mtimeMs < clientSources) {
    console.log('Compilando el cliente…');
    run('npm', ['run', 'build', '-w', 'client', '--silent']);
  }
  // tsc (incremental) rewrites only what changed, and its .tsbuildinfo on every build that changed anything.
  const serverBuilt = Math.max(
    ...[serverMain, path.join(root, 'server/dist/.tsbuildinfo')]
      .filter((file) => fs.existsSync(file))
      .map((file) => fs.statSync(file).mtimeMs),
  );
  const serverSources = Math.max(
    newestMtime(path.join(root, 'server/src')),
    newestMtime(path.join(root, 'common')),
    ...['server/tsconfig.json', 'server/tsconfig.build.json', 'tsconfig.base.json']
      .map((file) => path.join(root, file))
      .filter((file) => fs.existsSync(file))
      .map((file) => fs.statSync(file).mtimeMs),
  );
  if (!fs.existsSync(serverMain) || serverBuilt < serverSources) {
    console.log('Compilando el servidor…');
    run('npx', ['tsc', '-p', 'server/tsconfig.build.json']);
  }
  // A template older than a migration would only leave that migration to run on the first start.
  const migrations = newestMtime(path.join(root, 'server/src/db/migrations'));
  if (!fs.existsSync(embeddedTemplate) || fs.statSync(embeddedTemplate).mtimeMs < migrations) {
    console.log('Preparando la plantilla de la base embebida…');
    run(process.execPath, [path.join(root, 'server/dist/server/src/scripts/embedded-template.js')]);
  }
}
