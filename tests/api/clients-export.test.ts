import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import { book, createCut, manualClock, setStatus } from '../support/booking';
import { CLIENTS_CSV_HEADER, downloadCsv, expectCsvFile } from '../support/csv-download';
import { restClient } from '../support/rest';
import { testAppForFile } from '../support/test-app';

// Monday 1 March 2027, 07:00 in New York.
const clock = manualClock('2027-03-01T12:00:00Z');
const t = testAppForFile({ now: clock.now });
let admin: string;
let ana: { token: string; id: string; email: string };
let zoe: { token: string; id: string; email: string };

const HEADERS = CLIENTS_CSV_HEADER.split(',');

async function registeredInShop(id: string): Promise<string> {
  const [{ at }] = await t.app.dataSource.query(
    `SELECT to_char(created_at AT TIME ZONE 'America/New_York', 'YYYY-MM-DD HH24:MI') AS at FROM users WHERE id = $1`,
    [id],
  );
  return at as string;
}

beforeAll(async () => {
  admin = await t.adminToken();
  const cut = await createCut(t, { price: 12.25, duration: 30 });
  zoe = await t.signUp({ name: 'Zoë Ñúñez, "la jefa"' });
  ana = await t.signUp({ name: 'Ángela Ruiz', phone: '+34 600 000 000' });
  const done = await book(t, ana.token, { cutId: cut.id, date: '2027-03-02', time: '09:00' });
  const missed = await book(t, ana.token, { cutId: cut.id, date: '2027-03-02', time: '10:00' });
  await setStatus(t, done.id, 'CONFIRMED');
  await setStatus(t, missed.id, 'CONFIRMED');
  clock.set('2027-03-02T18:00:00Z');
  await setStatus(t, done.id, 'COMPLETED');
  await setStatus(t, missed.id, 'NO_SHOW');
});

describe('GET /api/auth/clients/export.csv', () => {
  it('gives back every client, by name, with their activity; accents, commas and quotes intact', async () => {
    const res = await downloadCsv(t, '/auth/clients/export.csv', admin);
    expectCsvFile(res, 'clientes.csv');
    expect(res.text.startsWith(`\uFEFF${CLIENTS_CSV_HEADER}\r\n`)).toBe(true);
    expect(res.rows).toEqual([
      HEADERS,
      ['Ángela Ruiz', ana.email, "'+34 600 000 000", 'No', await registeredInShop(ana.id), '1', '1', '12.25'],
      ['Zoë Ñúñez, "la jefa"', zoe.email, '', 'No', await registeredInShop(zoe.id), '0', '0', '0.00'],
    ]);
  });

  it('is for the admin only: 401 without a token, 403 for a client', async () => {
    const anonymous = await downloadCsv(t, '/auth/clients/export.csv');
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toEqual({ success: false, message: 'No autorizado' });
    const asClient = await downloadCsv(t, '/auth/clients/export.csv', ana.token);
    expect(asClient.status).toBe(403);
    expect(asClient.json).toEqual({ success: false, message: 'Acceso denegado' });
  });

  it('is in the OpenAPI document as a text/csv download', async () => {
    const { document } = await restClient(t);
    const operation = document.paths['/auth/clients/export.csv'].get;
    expect(Object.keys(operation.responses['200'].content)).toEqual(['text/csv; charset=utf-8']);
    expect(operation.security).toEqual([{ bearerAuth: [] }]);
  });
});
