import { describe, expect, it } from 'vitest';
import { DON_PEPE, saveBusinessConfig } from '../support/business';
import { ADMIN, testAppForFile } from '../support/test-app';

// Issue 31 §7, decision 0023: Configuración's «Nombre del administrador» and the shop admin's own name are one.
const t = testAppForFile();

const ME = `{ me { name role } }`;
const CONFIG = `{ businessConfig { adminName } publicConfig { adminName } }`;
const AUDIT = `{ auditLog { action actorRole actorName } }`;
const UPDATE_PROFILE = `mutation($input: ProfileInput!) { updateProfile(input: $input) { name } }`;

const adminName = async () => (await t.gql(ME, {}, await t.adminToken())).data!.me.name;
const adminEntries = async () =>
  ((await t.gql(AUDIT, {}, await t.adminToken())).data!.auditLog as { actorRole: string; actorName: string }[]).filter(
    (entry) => entry.actorRole === 'ADMIN',
  );

describe("the barber's name", () => {
  it('is «Administrador» in a shop that never saved its settings', async () => {
    expect(await adminName()).toBe('Administrador');
    expect((await adminEntries()).map((entry) => entry.actorName)).toEqual(['Administrador']);
  });

  it('follows «Nombre del administrador» saved in Configuración, in the session and in every entry of Actividad', async () => {
    await saveBusinessConfig(t, DON_PEPE);
    expect(await adminName()).toBe('José Pérez');
    const entries = await adminEntries();
    // The sign-in from before the save too: entries name their author by account.
    expect(entries.length).toBeGreaterThanOrEqual(2);
    expect(new Set(entries.map((entry) => entry.actorName))).toEqual(new Set(['José Pérez']));
  });

  it('renamed in Mi Perfil, is the administrator Configuración and the clients see', async () => {
    const res = await t.gql(
      UPDATE_PROFILE,
      { input: { name: '  José Pérez Gil ', email: ADMIN.email } },
      await t.adminToken(),
    );
    expect(res.errors).toBeUndefined();
    const config = await t.gql(CONFIG, {}, await t.adminToken());
    expect(config.data).toEqual({
      businessConfig: { adminName: 'José Pérez Gil' },
      publicConfig: { adminName: 'José Pérez Gil' },
    });
    const rest = await fetch(`${t.url}/api/config/public`);
    expect((await rest.json()).data.adminName).toBe('José Pérez Gil');
    // Settings saved later with the same name change nothing else.
    await saveBusinessConfig(t, { ...DON_PEPE, adminName: 'José Pérez Gil' });
    expect(await adminName()).toBe('José Pérez Gil');
  });

  it("is not a client's name: a client renaming themselves leaves the settings alone", async () => {
    const client = await t.signUp({ name: 'Ana López' });
    const res = await t.gql(UPDATE_PROFILE, { input: { name: 'Ana María López', email: client.email } }, client.token);
    expect(res.errors).toBeUndefined();
    const config = await t.gql(CONFIG, {}, await t.adminToken());
    expect(config.data!.businessConfig.adminName).toBe('José Pérez Gil');
    expect(await adminName()).toBe('José Pérez Gil');
  });
});
