import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ADMIN, testAppForFile } from '../support/test-app';

const root = path.resolve(__dirname, '../..');
const run = promisify(execFile);
const t = testAppForFile();

/** `npm run admin -- …` as the barber types it on the machine, against the test's database. */
async function admin(...args: string[]) {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', 'admin', '--', ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: t.app.config.databaseUrl },
      timeout: 150_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run admin -- reset-password <email>', () => {
  it('prints a one-time password that signs in; the old password and sessions stop working', async () => {
    const before = await t.adminToken();
    const result = await admin('reset-password', ADMIN.email.toUpperCase());
    expect(result.code).toBe(0);
    const password = /Contraseña de un solo uso para admin@test\.local: (\S+)/.exec(result.stdout)?.[1];
    expect(password).toBeTruthy();
    expect(await t.login(ADMIN.email, password!)).toBeTruthy();
    await expect(t.login(ADMIN.email, ADMIN.password)).rejects.toThrow(/Credenciales inválidas/);
    const me = await t.gql('{ me { id } }', {}, before);
    expect(me.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  }, 180_000);

  it('says so for an unknown email and shows the usage without one', async () => {
    const unknown = await admin('reset-password', 'nadie@test.local');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No hay ninguna cuenta con el email nadie@test.local.');
    const usage = await admin();
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Uso: npm run admin -- reset-password <email>');
  }, 180_000);
});
