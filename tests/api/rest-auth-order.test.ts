import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, restAppForFile } from '../support/rest';

const { t, api } = restAppForFile();
let client: string;
let admin: string;

beforeAll(async () => {
  client = (await t.signUp()).token;
  admin = await t.adminToken();
});

// Who may call a route is answered before what they sent: a caller without the right gets 401/403, never
// a list of the body's faults (which would tell a stranger what the route expects).
describe('REST answers who before what', () => {
  it.each([
    ['POST', '/cuts', {}],
    ['PUT', '/config/booking-rules', { minNoticeMinutes: -5 }],
    ['PATCH', '/appointments/:id/visibility', {}],
  ] as const)(
    '%s %s with a bad body: 401 signed out, 403 for the wrong role, 400 only for who may',
    async (method, path, body) => {
      const params = { id: '00000000-0000-4000-8000-000000000000' };
      expectFailure(await api.call(method, path, { body, params }), 401, 'No autorizado');
      expectFailure(await api.call(method, path, { body, params, token: 'token-falso' }), 401, 'No autorizado');
      const wrongRole = path === '/cuts' || path.startsWith('/config') ? client : admin;
      expectFailure(await api.call(method, path, { body, params, token: wrongRole }), 403, 'Acceso denegado');
      const rightRole = wrongRole === client ? admin : client;
      expect((await api.call(method, path, { body, params, token: rightRole })).status).toBe(400);
    },
  );
});
