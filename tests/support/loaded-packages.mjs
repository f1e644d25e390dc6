// Run as `node tests/support/loaded-packages.mjs`: starts the compiled app with the environment's configuration,
// then prints (as JSON) every file Node loaded from node_modules, through require() or import(), and stops.
import { register, createRequire } from 'node:module';
import { MessageChannel } from 'node:worker_threads';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const { port1, port2 } = new MessageChannel();
const imported = new Set();
port1.on('message', (url) => imported.add(url));
port1.unref();
const hooks = `
let port;
export function initialize(data) { port = data.port; }
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  port.postMessage(result.url);
  return result;
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`, { data: { port: port2 }, transferList: [port2] });

require(path.join(root, 'node_modules/reflect-metadata'));
const { loadConfig } = require(path.join(root, 'server/dist/server/src/config/env.js'));
const { createApp } = require(path.join(root, 'server/dist/server/src/app.js'));
const app = await createApp(loadConfig());
await app.listen(0);
await app.close();
// Let the loader thread's last messages arrive.
await new Promise((resolve) => setTimeout(resolve, 200));
const files = [
  ...Object.keys(require.cache),
  ...[...imported].filter((url) => url.startsWith('file:')).map((url) => fileURLToPath(url)),
];
console.log(JSON.stringify([...new Set(files)].filter((file) => file.includes(`${path.sep}node_modules${path.sep}`))));
