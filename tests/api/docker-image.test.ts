import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The instructions of the last stage of the Dockerfile (the image that runs), continuation lines joined. */
function runtimeStage(): string[] {
  const lines = read('Dockerfile')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const lastFrom = lines.map((line) => /^FROM\b/i.test(line)).lastIndexOf(true);
  return lines.slice(lastFrom);
}

/** The services of docker-compose.yml, each with its own block of text. */
function composeServices(): Record<string, string> {
  const text = read('docker-compose.yml');
  const services = text.slice(text.indexOf('services:'), text.search(/^volumes:/m));
  const blocks: Record<string, string> = {};
  for (const match of services.matchAll(/^ {2}([\w-]+):\n((?: {4}.*\n|\n)*)/gm)) blocks[match[1]] = match[2];
  return blocks;
}

// No Docker engine runs the tests, so the image is judged by what its files say.
describe('the Docker image', () => {
  it('is built on and runs on Node 22 LTS', () => {
    const froms = read('Dockerfile').match(/^FROM\s+\S+/gim) ?? [];
    expect(froms.length).toBeGreaterThan(0);
    for (const from of froms) expect(from).toMatch(/^FROM\s+node:22[.-]/i);
  });

  it('runs as a non-root user that owns the data directory', () => {
    const stage = runtimeStage();
    const userAt = stage.findIndex((line) => /^USER\s/i.test(line));
    expect(userAt).toBeGreaterThan(0);
    const user = stage[userAt].split(/\s+/)[1];
    expect(user).not.toMatch(/^(root|0)(:|$)/);

    // DATA_DIR (or the default ./data under WORKDIR /app) must be created and handed to that user before USER.
    const dataDir = /DATA_DIR=(\S+)/.exec(stage.join('\n'))?.[1] ?? '/app/data';
    const before = stage.slice(0, userAt).join('\n');
    expect(before).toContain(`mkdir -p ${dataDir}`);
    expect(before).toMatch(new RegExp(`chown (-R )?${user.split(':')[0]}(:\\S+)? ${dataDir}`));
  });

  it('checks its own health on the REST health endpoint', () => {
    const stage = runtimeStage().join('\n');
    expect(stage).toMatch(/^HEALTHCHECK\b.*\/api\/health/m);
  });

  it('docker compose restarts every service and checks its health', () => {
    const services = composeServices();
    expect(Object.keys(services).sort()).toEqual(['app', 'db', 'mailpit']);
    for (const block of Object.values(services)) {
      expect(block).toMatch(/^ {4}restart: unless-stopped$/m);
      expect(block).toMatch(/^ {4}healthcheck:/m);
    }
    expect(services.db).toContain('pg_isready');
    expect(services.app).toContain('/api/health');
    expect(services.app).toMatch(/condition: service_healthy/);
    // The app mails through the local catcher unless SMTP_URL names a real provider.
    expect(services.app).toContain('SMTP_URL: ${SMTP_URL:-smtp://mailpit:1025}');
    expect(services.mailpit).toContain("'${MAILPIT_PORT:-8025}:8025'");
  });
});
