// `npm run admin -- reset-password <email>`: compile the server (incremental, quick when nothing changed) and run the task.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync('npx', ['tsc', '-p', 'server/tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const task = spawnSync(process.execPath, ['server/dist/server/src/scripts/admin.js', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(task.status ?? 1);
