import { describe, expect, it } from 'vitest';
import { ADMIN, testAppForFile } from '../support/test-app';

const t = testAppForFile();

const FIELDS = 'id name email phone role isVerified createdAt updatedAt';
const PROFILE = `{ profile { ${FIELDS} } }`;
const UPDATE = `mutation($input: ProfileInput!) { updateProfile(input: $input) { ${FIELDS} } }`;

const userRow = async (id: string) =>
  (await t.app.dataSource.query(`SELECT name, email, phone, updated_at FROM users WHERE id = $1`, [id]))[0];

describe('who may call what', () => {
  it('refuses the profile and its update to anonymous callers', async () => {
    const read = await t.gql(PROFILE, {}, null);
    const write = await t.gql(UPDATE, { input: { name: 'Nadie', email: 'nadie@x.com' } }, null);
    for (const res of [read, write]) {
      expect(res.data).toBeNull();
      expect(res.errors?.[0]).toMatchObject({ message: 'No autorizado', extensions: { code: 'UNAUTHENTICATED' } });
    }
  });

  it('gives a client and the admin their own profile', async () => {
    const me = await t.signUp({ name: 'Marta Ruiz', phone: '305 555 0101' });
    const mine = await t.gql(PROFILE, {}, me.token);
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.profile).toMatchObject({
      id: me.id,
      name: 'Marta Ruiz',
      email: me.email,
      phone: '305 555 0101',
      role: 'CLIENT',
    });
    const admin = await t.gql(PROFILE, {}, await t.adminToken());
    expect(admin.data!.profile).toMatchObject({ email: ADMIN.email, role: 'ADMIN' });
  });

  it('lets the admin update their own profile too', async () => {
    const token = await t.adminToken();
    const res = await t.gql(UPDATE, { input: { name: 'Carlos Barbero', email: ADMIN.email, phone: '' } }, token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateProfile).toMatchObject({ name: 'Carlos Barbero', email: ADMIN.email, role: 'ADMIN' });
  });

  it('treats the token of a deleted account as signed out', async () => {
    const gone = await t.signUp();
    await t.app.dataSource.query(`DELETE FROM users WHERE id = $1`, [gone.id]);
    for (const res of [
      await t.gql(PROFILE, {}, gone.token),
      await t.gql(UPDATE, { input: { name: 'Fantasma', email: 'f@x.com' } }, gone.token),
    ]) {
      expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('updating the profile', () => {
  it('stores the name and phone trimmed and the email trimmed and lower-cased', async () => {
    const me = await t.signUp();
    const before = await t.gql(PROFILE, {}, me.token);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const res = await t.gql(
      UPDATE,
      {
        input: {
          name: '  Ana Torres ',
          email: '  Ana.Torres@Example.COM ',
          phone: ' +1 (786) 555-0123 ',
          currentPassword: 'secreto1',
        },
      },
      me.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateProfile).toMatchObject({
      id: me.id,
      name: 'Ana Torres',
      email: 'ana.torres@example.com',
      phone: '+1 (786) 555-0123',
      role: 'CLIENT',
      isVerified: false,
    });
    expect(Date.parse(res.data!.updateProfile.updatedAt)).toBeGreaterThan(Date.parse(before.data!.profile.updatedAt));
    expect(await userRow(me.id)).toMatchObject({
      name: 'Ana Torres',
      email: 'ana.torres@example.com',
      phone: '+1 (786) 555-0123',
    });
    // The new email is the one that signs in now.
    expect(await t.login('ANA.TORRES@example.com', 'secreto1')).toBeTruthy();
  });

  it('removes the phone when it is blank or left out', async () => {
    const me = await t.signUp({ phone: '305-555-0000' });
    const blank = await t.gql(UPDATE, { input: { name: 'Sin Teléfono', email: me.email, phone: '   ' } }, me.token);
    expect(blank.data!.updateProfile.phone).toBeNull();
    await t.gql(UPDATE, { input: { name: 'Sin Teléfono', email: me.email, phone: '305-555-0000' } }, me.token);
    const omitted = await t.gql(UPDATE, { input: { name: 'Sin Teléfono', email: me.email } }, me.token);
    expect(omitted.data!.updateProfile.phone).toBeNull();
    expect((await userRow(me.id)).phone).toBeNull();
  });

  it('lets a user keep their own email in another case', async () => {
    const me = await t.signUp();
    const res = await t.gql(UPDATE, { input: { name: 'Mismo Email', email: me.email.toUpperCase() } }, me.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateProfile.email).toBe(me.email.toLowerCase());
  });

  it("refuses another account's email, whatever its case, with CONFLICT and changes nothing", async () => {
    const other = await t.signUp();
    const me = await t.signUp();
    const before = await userRow(me.id);
    for (const email of [other.email, ` ${other.email.toUpperCase()} `, ADMIN.email]) {
      const res = await t.gql(UPDATE, { input: { name: 'Otro Nombre', email, currentPassword: 'secreto1' } }, me.token);
      expect(res.errors?.[0]).toMatchObject({
        message: 'El email ya está registrado',
        extensions: { code: 'CONFLICT' },
      });
    }
    expect(await userRow(me.id)).toEqual(before);
  });

  it.each([
    [{ name: '' }, 'Nombre y email son requeridos'],
    [{ name: '   ' }, 'Nombre y email son requeridos'],
    [{ email: '' }, 'Nombre y email son requeridos'],
    [{ email: '  ' }, 'Nombre y email son requeridos'],
    [{ name: 'A' }, 'El nombre debe tener al menos 2 caracteres'],
    [{ name: 'N'.repeat(101) }, 'El nombre no puede superar 100 caracteres'],
    [{ email: 'sin-arroba' }, 'Email inválido'],
    [{ email: `${'e'.repeat(250)}@x.com` }, 'Email inválido'],
    [{ phone: 'llámame' }, 'Formato de teléfono inválido'],
  ])('rejects %o with "%s" and changes nothing', async (patch, message) => {
    const me = await t.signUp({ phone: '305 555 0101' });
    const before = await userRow(me.id);
    const res = await t.gql(
      UPDATE,
      { input: { name: 'Nombre Válido', email: me.email, phone: '786 555 0101', ...patch } },
      me.token,
    );
    expect(res.data).toBeNull();
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await userRow(me.id)).toEqual(before);
  });

  it('never touches the role or verification of the account', async () => {
    const me = await t.signUp();
    const res = await t.gql(
      `mutation($input: ProfileInput!) { updateProfile(input: $input) { role } }`,
      { input: { name: 'Quiero Ser Admin', email: me.email, role: 'ADMIN' } },
      me.token,
    );
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const rows = await t.app.dataSource.query(`SELECT role, is_verified FROM users WHERE id = $1`, [me.id]);
    expect(rows[0]).toEqual({ role: 'client', is_verified: false });
  });
});
