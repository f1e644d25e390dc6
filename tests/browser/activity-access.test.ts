import { describe, it } from 'vitest';
import { adminPageOnRealClock } from './support/admin-area';
import { browserSkipReason, screenshot, testAppAndBrowserForFile } from './support/browser';

// Issue 29 §11: who got in and who tried, password changes and the barber's exports, readable in Actividad.
describe.skipIf(!!browserSkipReason)('the activity log tells who got in, and from where', () => {
  const { t, browser } = testAppAndBrowserForFile({ trustProxy: 'loopback' });

  const post = (path: string, body: object, address: string, token?: string) =>
    fetch(`${t.url}/api${path}`, {
      method: path === '/users/password' ? 'PUT' : 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': address,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    }).then((res) => res.arrayBuffer());

  it('names the account and the address of each sign-in, failed or not, and the files exported', async () => {
    const ana = await t.signUp({ name: 'Ana López', email: 'ana.lopez@test.local' });
    await post('/auth/login', { email: ana.email, password: 'secreto1' }, '203.0.113.20');
    await post('/auth/login', { email: ana.email, password: 'equivocada' }, '198.51.100.7');
    await post('/auth/login', { email: 'quien-sea@test.local', password: 'equivocada' }, '198.51.100.8');
    await post(
      '/users/password',
      { currentPassword: 'secreto1', password: 'nueva-clave', confirmPassword: 'nueva-clave' },
      '203.0.113.20',
      ana.token,
    );
    const admin = await t.adminToken();
    await fetch(`${t.url}/api/appointments/export.csv?from=2030-01-01&to=2030-01-31`, {
      headers: { authorization: `Bearer ${admin}` },
    }).then((res) => res.arrayBuffer());

    const page = await adminPageOnRealClock(browser, t);
    await page.goto('/admin/activity');
    const entry = (heading: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
    const signedIn = entry('Inicio de sesión — Ana López (ana.lopez@test.local)');
    await signedIn.getByText('203.0.113.20').waitFor();
    await signedIn.getByText('Ana López', { exact: false }).first().waitFor();
    const failed = entry('Inicio de sesión fallido — Ana López (ana.lopez@test.local)');
    await failed.getByText('Sin sesión', { exact: false }).waitFor();
    await failed.getByText('198.51.100.7').waitFor();
    await entry('Inicio de sesión fallido — un email sin cuenta').getByText('198.51.100.8').waitFor();
    await entry('Contraseña cambiada — Ana López (ana.lopez@test.local)').getByText('203.0.113.20').waitFor();
    const exported = entry('Datos exportados — Citas');
    await exported.getByText('martes, 1 de enero de 2030').waitFor();
    await exported.getByText('jueves, 31 de enero de 2030').waitFor();
    await screenshot(page, 'activity-access-1280');
    await page.context().close();
  });
});
