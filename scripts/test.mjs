// `npm test`: the whole suite — typecheck, lint, build, unit, API and browser tests — ending with "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });

let passed = 0;
let failed = 0;

function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${name}`);
  return ok;
}

function check(name, command, args) {
  if (step(name, command, args)) passed += 1;
  else failed += 1;
}

check('typecheck', 'npm', ['run', 'typecheck', '--silent']);
check('lint', 'npm', ['run', 'lint', '--silent']);
check('build', 'npm', ['run', 'build', '--silent']);

function vitest(name, args, env) {
  const report = path.join(resultsDir, `${name}.json`);
  fs.rmSync(report, { force: true });
  step(
    name,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  if (!fs.existsSync(report)) {
    failed += 1;
    return;
  }
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed += json.numPassedTests;
  failed += json.numFailedTests;
  // A suite that could not even load counts as a failure.
  failed += json.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
}

vitest('tests', [], { TZ: 'UTC' });
// Booking rules must not depend on the server's zone: the date-sensitive suites again, far from New York,
// and the pure rules' unit tests.
const dateSensitive = ['tests/api/appointments', 'tests/api/stats', 'tests/api/clients', 'common/', 'client/src/'];
vitest('tests-tokyo', ['--project', 'api', '--project', 'unit', ...dateSensitive], { TZ: 'Asia/Tokyo' });

const summary = `${passed} passed, ${failed} failed`;
fs.writeFileSync(path.join(resultsDir, 'summary.txt'), `${summary}\n`);
console.log(`\n${summary}`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
