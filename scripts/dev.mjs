// `npm run dev`: Vite's dev server (hot reload) in front of the API server, which restarts whenever its code changes.
// tsc --watch compiles the server (decorators need tsc's metadata) and node --watch reruns the compiled output.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const apiPort = process.env.PORT || '4000';
const vitePort = process.env.VITE_PORT || '5173';
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const vite = path.join(root, 'node_modules/vite/bin/vite.js');

console.log('Compilando el servidor…');
const first = spawnSync(process.execPath, [tsc, '-p', 'server/tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
if (first.status !== 0) process.exit(first.status ?? 1);

const children = [
  spawn(process.execPath, [tsc, '-p', 'server/tsconfig.build.json', '--watch', '--preserveWatchOutput'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  }),
  spawn(process.execPath, ['--watch', '--enable-source-maps', 'server/dist/server/src/main.js', ...args], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: apiPort },
  }),
  spawn(process.execPath, [vite, '--port', vitePort, '--strictPort'], {
    cwd: path.join(root, 'client'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, API_URL: `http://localhost:${apiPort}` },
  }),
];
console.log(
  `\n  Desarrollo: abre http://localhost:${vitePort} (Vite, recarga en caliente; /graphql y /api van al servidor en el puerto ${apiPort})\n`,
);

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(
    children.map(
      (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.on('exit', resolve))),
    ),
  ).then(() => process.exit(code));
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
// One part dying (a port taken, a crash outside the watch) stops the rest rather than leaving half a dev setup.
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
