import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restClient, type RestClient } from '../support/rest';
import { startTestApp, type TestApp } from '../support/test-app';

// The client shows every date in the shop's zone; it learns that zone from the server, never from its own code.
describe('the shop time zone in the public config', () => {
  let t: TestApp;
  let api: RestClient;
  let client: string;
  beforeAll(async () => {
    t = await startTestApp({ shopTimezone: 'Europe/Madrid' });
    api = await restClient(t);
    client = (await t.signUp()).token;
  });
  afterAll(() => t?.close());

  it('GraphQL publicConfig carries SHOP_TIMEZONE to anyone', async () => {
    for (const token of [null, client, await t.adminToken()]) {
      const res = await t.gql('{ publicConfig { timeZone } }', {}, token);
      expect(res).toEqual({ data: { publicConfig: { timeZone: 'Europe/Madrid' } } });
    }
  });

  it('GET /api/config/public carries it too', async () => {
    const res = await api.call('GET', '/config/public');
    expect(res.status).toBe(200);
    expect(res.body.data.timeZone).toBe('Europe/Madrid');
  });
});
