import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/src/domain/role';
import { createCut, manualClock } from '../support/booking';
import { saveBookingRules } from '../support/business';
import { restClient, type RestClient } from '../support/rest';
import { testAppForFile } from '../support/test-app';

// Read on Wednesday 10 March 2027 in New York: this week is Monday 8 to Sunday 14 March. The shop keeps the
// usual hours (Monday to Friday 08:00–18:00, Saturday 08:00–16:00) with a break on Wednesdays 13:00–14:00,
// and is closed on Friday 12 (a closure).
const clock = manualClock('2027-03-10T14:00:00Z');
const t = testAppForFile({ now: clock.now });
let rest: RestClient;

const FIGURES = 'barberId name color completed earnings noShowRate occupancy';
const STATS = `{
  stats {
    totalUsers completedAppointments totalEarnings clientCancellations
    nextAppointments { barberName }
    byBarber { ${FIGURES} }
    weeklyStats { from to completedAppointments byBarber { ${FIGURES} } }
    monthlyStats { from to byBarber { ${FIGURES} } }
  }
}`;

const barbers: Record<string, { id: string; name: string }> = {};
let carlosToken: string;
let ownerName: string;

async function insertBarber(
  name: string,
  color: string,
  extra: { active?: boolean; hours?: unknown; breaks?: unknown },
) {
  const [row] = await t.app.dataSource.query(
    `INSERT INTO barbers (name, color, active, display_order, hours, breaks)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb) RETURNING id`,
    [
      name,
      color,
      extra.active ?? true,
      Object.keys(barbers).length + 1,
      extra.hours === undefined ? null : JSON.stringify(extra.hours),
      JSON.stringify(extra.breaks ?? []),
    ],
  );
  barbers[name] = { id: row.id, name };
}

async function insertAppointment(
  barber: string,
  clientId: string,
  [date, time, duration, price, status]: [string, string, number, number, string],
) {
  await t.app.dataSource.query(
    `INSERT INTO appointments (client_id, cut_type, price, duration, "date", "time", status,
                               starts_at, ends_at, blocked_until, barber_id, barber_name, rejection_reason)
     SELECT $1, 'Corte', $2, $3, $4::date, $5::text, $6, s, s + make_interval(mins => $3), s + make_interval(mins => $3), $7, $8,
            CASE WHEN $6 = 'cancelled' THEN 'Sin disponibilidad' END
       FROM (SELECT ($4::date + $5::text::time) AT TIME ZONE 'America/New_York' AS s) start`,
    [clientId, price, duration, date, time, status, barbers[barber].id, barber],
  );
}

beforeAll(async () => {
  rest = await restClient(t);
  await saveBookingRules(t, { breaks: [{ weekday: 3, start: '13:00', end: '14:00' }] });
  await createCut(t, { name: 'Corte' });
  await t.app.dataSource.query(
    `INSERT INTO closed_dates (start_date, end_date, note) VALUES ('2027-03-12', '2027-03-12', 'Inventario')`,
  );

  const [owner] = await t.app.dataSource.query(`SELECT id, name FROM barbers ORDER BY created_at LIMIT 1`);
  ownerName = owner.name;
  barbers[ownerName] = { id: owner.id, name: ownerName };
  // Carlos works Monday to Friday 10:00–14:00, pauses on Tuesdays 12:00–13:00 and is off on Thursday 11.
  await insertBarber('Carlos', 'blue', {
    hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: '10:00', close: '14:00' })),
    breaks: [{ weekday: 2, start: '12:00', end: '13:00' }],
  });
  await insertBarber('Fede', 'amber', {});
  await insertBarber('Elena', 'rose', { active: false });
  await insertBarber('Diego', 'teal', {});
  await t.app.dataSource.query(
    `INSERT INTO barber_time_off (barber_id, start_date, end_date, note) VALUES ($1, '2027-03-11', '2027-03-11', 'Curso')`,
    [barbers.Carlos.id],
  );

  const ana = await t.signUp({ name: 'Ana' });
  const beto = await t.signUp({ name: 'Beto' });
  for (const row of [
    ['2027-03-08', '09:00', 30, 15.5, 'completed'],
    ['2027-03-09', '09:00', 45, 20.25, 'completed'],
    ['2027-03-10', '10:00', 30, 15.5, 'no_show'],
    ['2027-03-11', '10:00', 30, 15.5, 'cancelled'],
    ['2027-03-13', '10:00', 30, 15.5, 'pending'],
  ] as const) {
    await insertAppointment(ownerName, ana.id, [...row]);
  }
  for (const row of [
    ['2027-03-01', '10:00', 30, 9.99, 'completed'], // last month, not this week
    ['2027-03-08', '10:00', 60, 30.1, 'completed'],
    ['2027-03-08', '11:00', 30, 10.2, 'completed'],
    ['2027-03-09', '10:00', 30, 10, 'no_show'],
    ['2027-03-09', '11:00', 30, 10, 'no_show'],
    ['2027-03-16', '10:00', 30, 10, 'confirmed'], // next week
  ] as const) {
    await insertAppointment('Carlos', beto.id, [...row]);
  }
  await insertAppointment('Diego', ana.id, ['2027-03-08', '09:00', 30, 12.34, 'completed']);
  await t.app.dataSource.query(`DELETE FROM barbers WHERE id = $1`, [barbers.Diego.id]);

  const [account] = await t.app.dataSource.query(
    `INSERT INTO users (name, email, password_hash, role) VALUES ('Carlos', 'carlos@test.local', 'not-a-usable-hash', 'barber') RETURNING id`,
  );
  await t.app.dataSource.query(`UPDATE barbers SET user_id = $1 WHERE id = $2`, [account.id, barbers.Carlos.id]);
  carlosToken = await t.app.services.sessions.start({ id: account.id, role: Role.BARBER });
});

const thisWeek = () => [
  // Open: 600 + 600 + 540 (the shop's break) + 600 + 0 (closure) + 480 = 2820; booked 30 + 45 + 30 + 30 = 135.
  {
    barberId: barbers[ownerName].id,
    name: ownerName,
    color: 'green',
    completed: 2,
    earnings: 35.75,
    noShowRate: 33.3,
    occupancy: 4.8,
  },
  // Open: 240 + 180 (own break) + 180 (the shop's break) + 0 (day off) + 0 (closure) = 600; booked 150.
  {
    barberId: barbers.Carlos.id,
    name: 'Carlos',
    color: 'blue',
    completed: 2,
    earnings: 40.3,
    noShowRate: 50,
    occupancy: 25,
  },
  {
    barberId: barbers.Fede.id,
    name: 'Fede',
    color: 'amber',
    completed: 0,
    earnings: 0,
    noShowRate: null,
    occupancy: 0,
  },
  // Deleted: grouped under the name the appointments kept; no hours, so no occupancy.
  { barberId: null, name: 'Diego', color: null, completed: 1, earnings: 12.34, noShowRate: 0, occupancy: null },
];

describe('figures per barber', () => {
  it('count completed, earnings as charged, no-shows and occupancy over this week', async () => {
    const res = await t.gql(STATS, {}, await t.adminToken());
    expect(res.errors).toBeUndefined();
    const { stats } = res.data!;
    expect(stats.weeklyStats).toMatchObject({ from: '2027-03-08', to: '2027-03-14' });
    expect(stats.weeklyStats.byBarber).toEqual(thisWeek());
    // The dashboard's own list is the week's; the inactive barber with nothing that week is left out.
    expect(stats.byBarber).toEqual(thisWeek());
  });

  it('give the last month its own figures', async () => {
    const { monthlyStats } = (await t.gql(STATS, {}, await t.adminToken())).data!.stats;
    expect(monthlyStats).toMatchObject({ from: '2027-02-10', to: '2027-03-10' });
    const carlos = monthlyStats.byBarber.find((entry: { name: string }) => entry.name === 'Carlos');
    expect(carlos).toMatchObject({ completed: 3, earnings: 50.29, noShowRate: 40 });
  });

  it('are the same through REST', async () => {
    const admin = await t.adminToken();
    const graph = (await t.gql(STATS, {}, admin)).data!.stats;
    const res = await rest.call('GET', '/stats/dashboard', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.byBarber).toEqual(graph.byBarber);
    expect(res.body.data.weeklyStats.byBarber).toEqual(graph.weeklyStats.byBarber);
    expect(res.body.data.monthlyStats.byBarber).toEqual(graph.monthlyStats.byBarber);
  });
});

describe('what a barber sees', () => {
  it('their own figures only, every total being theirs', async () => {
    const res = await t.gql(STATS, {}, carlosToken);
    expect(res.errors).toBeUndefined();
    const { stats } = res.data!;
    const [, carlos] = thisWeek();
    expect(stats.byBarber).toEqual([carlos]);
    expect(stats.weeklyStats.byBarber).toEqual([carlos]);
    expect(stats).toMatchObject({
      totalUsers: 1,
      completedAppointments: 3,
      totalEarnings: 50.29,
      clientCancellations: 0,
      nextAppointments: [{ barberName: 'Carlos' }],
    });
    expect(stats.weeklyStats.completedAppointments).toBe(2);

    const viaRest = await rest.call('GET', '/stats/dashboard', { token: carlosToken });
    expect(viaRest.status).toBe(200);
    expect(viaRest.body.data.byBarber).toEqual([carlos]);
  });

  it('a client is refused', async () => {
    const client = await t.signUp({ name: 'Curiosa' });
    const res = await t.gql(STATS, {}, client.token);
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const viaRest = await rest.call('GET', '/stats/dashboard', { token: client.token });
    expect(viaRest.status).toBe(403);
    expect(viaRest.body.success).toBe(false);
  });
});
