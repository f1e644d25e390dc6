import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { expectFailure, restAppForFile } from '../support/rest';
import { saveElClasico } from '../support/business';

const { t, api } = restAppForFile();
const LONG = `+1 ${'5'.repeat(28)}`; // 31 characters
const LONGEST = `+1 ${'5'.repeat(27)}`; // 30

describe('a phone is at most 30 characters, wherever it is written', () => {
  it('sign-up and the profile refuse a longer one in Spanish and keep a 30-character one', async () => {
    const refused = await api.call('POST', '/auth/register', {
      body: {
        name: 'Largo Número',
        email: 'largo@test.local',
        password: 'secreto1',
        confirmPassword: 'secreto1',
        phone: LONG,
      },
    });
    expectFailure(refused, 400, 'Formato de teléfono inválido');
    expect(refused.body.errors).toEqual([{ field: 'phone', message: 'Formato de teléfono inválido' }]);

    const client = await t.signUp({ name: 'Largo Número' });
    const body = (phone: string) => ({ name: 'Largo Número', email: client.email, phone });
    const tooLong = await api.call('PUT', '/users/profile', { token: client.token, body: body(LONG) });
    expectFailure(tooLong, 400, 'Formato de teléfono inválido');
    const saved = await api.call('PUT', '/users/profile', { token: client.token, body: body(LONGEST) });
    expect(saved.status).toBe(200);
    expect(saved.body.data.phone).toBe(LONGEST);
  });

  it('the business config refuses a longer one', async () => {
    await saveElClasico(t);
    const admin = await t.adminToken();
    const current = (await api.call('GET', '/config', { token: admin })).body.data;
    const { updatedAt: _updatedAt, ...config } = current;
    const res = await api.call('PUT', '/config', { token: admin, body: { ...config, phone: LONG } });
    expectFailure(res, 400, 'Formato de teléfono inválido');
    expect(res.body.errors).toEqual([{ field: 'phone', message: 'Formato de teléfono inválido' }]);
  });

  it('the database refuses it too, whatever writes it', async () => {
    const client = await t.signUp({ name: 'Directo' });
    await expect(
      t.app.dataSource.query(`UPDATE users SET phone = $1 WHERE id = $2`, [LONG, client.id]),
    ).rejects.toThrow(/users_phone_length/);
    await expect(t.app.dataSource.query(`UPDATE business_config SET phone = $1`, [LONG])).rejects.toThrow(
      /business_config_phone_length/,
    );
  });
});
