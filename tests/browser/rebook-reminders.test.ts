import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../support/test-app';
import { adminPage, expectToast, seedCuts } from './support/admin-area';
import { browserForFile, browserSkipReason } from './support/browser';
import { clientPage } from './support/client-area';
import { checkLayoutAndA11y, VIEWPORTS } from './support/screen-check';

// Issue 33, «¿Toca corte?»: the cut's days in its form, the client's switch in Mi Perfil.
describe.skipIf(!!browserSkipReason)('«¿Toca corte?» screens', () => {
  const t = testAppForFile();
  const browser = browserForFile();

  it('the cut form edits «Volver a los … días», and emptying it means never', async () => {
    const { fade } = await seedCuts(t);
    const days = async () =>
      (await t.gql('query($id: ID!) { cut(id: $id) { rebookAfterDays } }', { id: fade.id })).data?.cut.rebookAfterDays;
    for (const [width, viewport] of VIEWPORTS) {
      const page = await adminPage(browser, t, viewport);
      await page.goto(`/admin/cuts/${fade.id}/edit`);
      const field = page.getByLabel('Volver a los … días');
      await expect.poll(() => page.getByLabel('Nombre del corte').inputValue()).toBe('Degradado');
      await field.fill('400');
      await page.getByRole('button', { name: 'Actualizar Corte' }).click();
      await page.getByText('Los días para volver no pueden superar 365').waitFor();
      await field.fill('21');
      await checkLayoutAndA11y(page, `rebook-cut-form-${width}`);
      await page.getByRole('button', { name: 'Actualizar Corte' }).click();
      await expectToast(page, 'Corte actualizado exitosamente');
      await page.waitForURL((url) => url.pathname === '/admin/cuts');
      expect(await days()).toBe(21);

      await page.goto(`/admin/cuts/${fade.id}/edit`);
      await expect.poll(() => field.inputValue()).toBe('21');
      await field.fill('');
      await page.getByRole('button', { name: 'Actualizar Corte' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/cuts');
      expect(await days()).toBeNull();
      await page.context().close();
    }
  });

  it('Mi Perfil shows «Recordatorios para volver», off for a client who never came, and saves it', async () => {
    const client = await t.signUp({ name: 'Ana Vuelve' });
    for (const [width, viewport] of VIEWPORTS) {
      const page = await clientPage(browser, t, client.token, viewport);
      await page.goto('/client/profile');
      const rebook = page.getByLabel(/Recordatorios para volver/);
      await rebook.waitFor();
      const before = await rebook.isChecked();
      await checkLayoutAndA11y(page, `rebook-profile-${width}`);
      await rebook.setChecked(!before);
      await expectToast(page, 'Preferencias de correo guardadas');
      await expect
        .poll(async () => (await t.gql('{ me { mailRebook } }', {}, client.token)).data?.me.mailRebook)
        .toBe(!before);
      await page.context().close();
    }
    // Never chosen and no completed appointment: off; the two widths turned it on, then off again.
    expect((await t.gql('{ me { mailRebook } }', {}, client.token)).data?.me.mailRebook).toBe(false);
  });
});
