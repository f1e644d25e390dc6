// `npm start`: build what is missing or stale, then run the one server process (client, GraphQL, REST).
import { spawn } from 'node:child_process';
import { ensureBuilt, root, serverMain } from './lib/ensure-built.mjs';

ensureBuilt();

const server = spawn(process.execPath, ['--enable-source-maps', serverMain, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
