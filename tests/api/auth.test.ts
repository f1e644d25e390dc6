import { describe, expect, it } from 'vitest';
import { ADMIN, LUCIA_SIGN_UP, startTestApp, testAppForFile } from '../support/test-app';

const t = testAppForFile();

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { id name email phone role isVerified createdAt } }`;
const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token user { id email role } } }`;
const ME = `{ me { id name email role } }`;

const valid = LUCIA_SIGN_UP;

describe('sign-up', () => {
  it('creates an unverified client with the email trimmed and lower-cased', async () => {
    const res = await t.gql(REGISTER, { input: valid });
    expect(res.errors).toBeUndefined();
    expect(res.data!.register).toMatchObject({
      name: 'Lucía Gómez',
      email: 'lucia.gomez@example.com',
      phone: '+1 (305) 555-0101',
      role: 'CLIENT',
      isVerified: false,
    });
  });

  it('refuses the same email in another case with a Spanish CONFLICT', async () => {
    const res = await t.gql(REGISTER, { input: { ...valid, email: 'LUCIA.GOMEZ@example.com' } });
    expect(res.errors?.[0]).toMatchObject({ message: 'El email ya está registrado', extensions: { code: 'CONFLICT' } });
  });

  it.each([
    [{ name: '' }, 'El nombre es requerido'],
    [{ name: 'A' }, 'El nombre debe tener al menos 2 caracteres'],
    [{ email: '' }, 'El email es requerido'],
    [{ email: 'sin-arroba' }, 'Email inválido'],
    [{ phone: 'llámame' }, 'Formato de teléfono inválido'],
    [{ password: '', confirmPassword: '' }, 'La contraseña es requerida'],
    [{ password: '12345', confirmPassword: '12345' }, 'La contraseña debe tener al menos 6 caracteres'],
    [{ confirmPassword: '' }, 'Debes confirmar tu contraseña'],
    [{ confirmPassword: 'otra-cosa' }, 'Las contraseñas no coinciden'],
  ])('rejects %o with "%s"', async (patch, message) => {
    const res = await t.gql(REGISTER, { input: { ...valid, email: `otro${Math.random()}@x.com`, ...patch } });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('never exposes the password hash', async () => {
    const res = await t.gql(`{ __type(name: "User") { fields { name } } }`);
    const names = res.data!.__type.fields.map((f: { name: string }) => f.name);
    expect(names).not.toContain('passwordHash');
    const rows = await t.app.dataSource.query(
      `SELECT password_hash FROM users WHERE email = 'lucia.gomez@example.com'`,
    );
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('sign-in', () => {
  it('returns a token that identifies the user', async () => {
    const res = await t.gql(LOGIN, { email: 'LUCIA.gomez@example.com ', password: 'secreto1' });
    expect(res.errors).toBeUndefined();
    const { token, user } = res.data!.login;
    expect(user).toMatchObject({ email: 'lucia.gomez@example.com', role: 'CLIENT' });
    const me = await t.gql(ME, {}, token);
    expect(me.data!.me).toMatchObject({ id: user.id, name: 'Lucía Gómez', role: 'CLIENT' });
  });

  it('answers the same message for a wrong password and an unknown email', async () => {
    const wrong = await t.gql(LOGIN, { email: 'lucia.gomez@example.com', password: 'incorrecta' });
    const unknown = await t.gql(LOGIN, { email: 'nadie@example.com', password: 'incorrecta' });
    expect(wrong.errors?.[0].message).toBe('Credenciales inválidas');
    expect(unknown.errors?.[0].message).toBe('Credenciales inválidas');
    expect(wrong.errors?.[0].extensions?.code).toBe(unknown.errors?.[0].extensions?.code);
  });

  it('signs the admin in with the admin role', async () => {
    const res = await t.gql(LOGIN, { email: ADMIN.email, password: ADMIN.password });
    expect(res.data!.login.user.role).toBe('ADMIN');
  });

  it('treats a missing, forged or foreign-algorithm token as signed out', async () => {
    const [header, payload] = (await t.adminToken()).split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    for (const token of [null, 'not-a-token', `${header}.${payload}.forged`, unsigned]) {
      const res = await t.gql(ME, {}, token);
      expect(res.errors?.[0]).toMatchObject({ message: 'No autorizado', extensions: { code: 'UNAUTHENTICATED' } });
    }
  });
});

describe('attempt limits', () => {
  it('slows down password guessing over GraphQL as over REST: TOO_MANY_REQUESTS in Spanish', async () => {
    const limited = await startTestApp({ authRateLimit: { maxPerIp: 100, maxPerEmail: 3 } });
    try {
      const attempt = () => limited.gql(LOGIN, { email: 'victima@example.com', password: 'adivina' });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).errors?.[0].message).toBe('Credenciales inválidas');
      const refused = await attempt();
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Demasiados intentos. Inténtalo de nuevo en unos minutos.',
        extensions: { code: 'TOO_MANY_REQUESTS' },
      });
      // Another email from the same address still gets an answer.
      expect((await limited.gql(LOGIN, { email: 'otra@example.com', password: 'x' })).errors?.[0].message).toBe(
        'Credenciales inválidas',
      );
    } finally {
      await limited.close();
    }
  });
});
