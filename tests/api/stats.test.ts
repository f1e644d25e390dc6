import { beforeAll, describe, expect, it } from 'vitest';
import { book, complete, createCut, manualClock, setStatus, type CutRef } from '../support/booking';
import { saveBookingRules } from '../support/business';
import { startTestApp, testAppForFile } from '../support/test-app';

// Appointments are booked while the clock reads early January; the statistics are then read on
// Wednesday 10 March 2027 at 09:00 in New York: this week is 8–14 March, the last month 10 Feb–10 Mar.
const clock = manualClock('2027-01-04T12:00:00Z');
const t = testAppForFile({ now: clock.now });
let classic: CutRef;
let beard: CutRef;
let fade: CutRef;
const ids: Record<string, string> = {};
const clients: Record<string, { token: string; id: string }> = {};

const STATS = `{
  stats {
    totalUsers totalAppointments completedAppointments totalEarnings
    appointmentsToday pendingAppointmentsToday completedAppointmentsToday earningsToday
    weeklyStats { from to totalAppointments completedAppointments totalEarnings topServices { name count earnings } }
    monthlyStats { from to totalAppointments completedAppointments totalEarnings topServices { name count earnings } }
    appointmentsByWeekday { weekday count }
    bestSellingServices { name count earnings }
    topClients { id name completedAppointments totalSpent }
    averageEarningsPerAppointment completionRate
    nextAppointments { id date time status client { name } }
  }
}`;

beforeAll(async () => {
  // Booked in January up to mid-March: beyond the default 60-day horizon (issue 15).
  await saveBookingRules(t, { horizonDays: 120 });
  classic = await createCut(t, { name: 'Corte Clásico', price: 15.5, duration: 30 });
  beard = await createCut(t, { name: 'Barba', price: 10, duration: 30 });
  fade = await createCut(t, { name: 'Fade', price: 20.25, duration: 45 });
  await createCut(t, { name: 'Zíper', price: 99, duration: 30 });
  for (const name of ['Uno', 'Dos', 'Tres', 'Cuatro']) clients[name] = await t.signUp({ name });

  const plan: [string, string, CutRef, string, string, 'completed' | 'cancelled' | 'confirmed' | 'pending'][] = [
    ['a1', 'Uno', classic, '2027-01-15', '10:00', 'completed'], // before the last month
    ['a2', 'Uno', fade, '2027-02-15', '10:00', 'completed'],
    ['a3', 'Dos', classic, '2027-02-20', '10:00', 'cancelled'],
    ['a4', 'Uno', classic, '2027-03-08', '10:00', 'completed'],
    ['a5', 'Dos', beard, '2027-03-09', '11:00', 'completed'],
    ['a6', 'Dos', classic, '2027-03-10', '08:00', 'completed'], // today
    ['a7', 'Tres', beard, '2027-03-10', '10:00', 'confirmed'], // today
    ['a8', 'Tres', classic, '2027-03-10', '11:00', 'pending'], // today
    ['a9', 'Uno', beard, '2027-03-12', '10:00', 'pending'], // later this week
    ['a10', 'Tres', fade, '2027-03-17', '10:00', 'confirmed'], // next week
  ];
  for (const [key, who, cut, date, time] of plan) {
    ids[key] = (await book(t, clients[who].token, { cutId: cut.id, date, time })).id;
  }
  clock.set('2027-03-10T14:00:00Z');
  for (const [key, , , , , status] of plan) {
    if (status === 'completed') await complete(t, ids[key]);
    if (status === 'confirmed') await setStatus(t, ids[key], 'CONFIRMED');
    if (status === 'cancelled') await setStatus(t, ids[key], 'CANCELLED', 'Sin disponibilidad');
  }
});

describe('business statistics', () => {
  it('computes the totals and today from completed appointments and their booked prices', async () => {
    const res = await t.gql(STATS, {}, await t.adminToken());
    expect(res.errors).toBeUndefined();
    expect(res.data!.stats).toMatchObject({
      totalUsers: 4,
      totalAppointments: 10,
      completedAppointments: 5,
      totalEarnings: 76.75,
      appointmentsToday: 3,
      pendingAppointmentsToday: 2,
      completedAppointmentsToday: 1,
      earningsToday: 15.5,
      averageEarningsPerAppointment: 15.35,
      completionRate: 50,
    });
  });

  it('gives this week (Monday to Sunday) and the last month with their top services', async () => {
    const { weeklyStats, monthlyStats } = (await t.gql(STATS, {}, await t.adminToken())).data!.stats;
    expect(weeklyStats).toEqual({
      from: '2027-03-08',
      to: '2027-03-14',
      totalAppointments: 6,
      completedAppointments: 3,
      totalEarnings: 41,
      topServices: [
        { name: 'Corte Clásico', count: 2, earnings: 31 },
        { name: 'Barba', count: 1, earnings: 10 },
      ],
    });
    expect(monthlyStats).toEqual({
      from: '2027-02-10',
      to: '2027-03-10',
      totalAppointments: 7,
      completedAppointments: 4,
      totalEarnings: 61.25,
      topServices: [
        { name: 'Corte Clásico', count: 2, earnings: 31 },
        { name: 'Fade', count: 1, earnings: 20.25 },
        { name: 'Barba', count: 1, earnings: 10 },
      ],
    });
  });

  it('gives the weekday chart, best sellers, top clients and the next appointments', async () => {
    const stats = (await t.gql(STATS, {}, await t.adminToken())).data!.stats;
    expect(stats.appointmentsByWeekday).toEqual([
      { weekday: 1, count: 2 },
      { weekday: 2, count: 1 },
      { weekday: 3, count: 4 },
      { weekday: 4, count: 0 },
      { weekday: 5, count: 2 },
      { weekday: 6, count: 1 },
      { weekday: 7, count: 0 },
    ]);
    expect(stats.bestSellingServices).toEqual([
      { name: 'Corte Clásico', count: 3, earnings: 46.5 },
      { name: 'Fade', count: 1, earnings: 20.25 },
      { name: 'Barba', count: 1, earnings: 10 },
    ]);
    expect(stats.topClients).toEqual([
      { id: clients.Uno.id, name: 'Uno', completedAppointments: 3, totalSpent: 51.25 },
      { id: clients.Dos.id, name: 'Dos', completedAppointments: 2, totalSpent: 25.5 },
    ]);
    expect(stats.nextAppointments.map((a: { id: string }) => a.id)).toEqual([ids.a7, ids.a8, ids.a9, ids.a10]);
    expect(stats.nextAppointments[0]).toMatchObject({ time: '10:00', status: 'CONFIRMED', client: { name: 'Tres' } });
  });

  it('keeps earnings from the price at booking time when the cut is repriced', async () => {
    const res = await t.gql(
      `mutation($id: ID!, $input: CutInput!) { updateCut(id: $id, input: $input) { price } }`,
      { id: classic.id, input: { name: 'Corte Clásico', description: 'Ahora más caro', price: 30, duration: 30 } },
      await t.adminToken(),
    );
    expect(res.data!.updateCut.price).toBe(30);
    const stats = (await t.gql(STATS, {}, await t.adminToken())).data!.stats;
    expect(stats.totalEarnings).toBe(76.75);
  });

  it('ranks popular cuts by completed appointments, unused ones last', async () => {
    const res = await t.gql(`{ popularCuts { name price usageCount } }`, {}, clients.Cuatro.token);
    expect(res.data!.popularCuts).toEqual([
      { name: 'Corte Clásico', price: 30, usageCount: 3 },
      { name: 'Barba', price: 10, usageCount: 1 },
      { name: 'Fade', price: 20.25, usageCount: 1 },
      { name: 'Zíper', price: 99, usageCount: 0 },
    ]);
    const top = await t.gql(`{ popularCuts(limit: 1) { name } }`, {}, clients.Cuatro.token);
    expect(top.data!.popularCuts).toEqual([{ name: 'Corte Clásico' }]);
    const bad = await t.gql(`{ popularCuts(limit: 0) { name } }`, {}, clients.Cuatro.token);
    expect(bad.errors?.[0]).toMatchObject({
      message: 'El límite debe estar entre 1 y 100',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('answers zeros, not errors, for a shop with no appointments', async () => {
    const empty = await startTestApp({ now: clock.now });
    try {
      const stats = (await empty.gql(STATS, {}, await empty.adminToken())).data!.stats;
      expect(stats).toMatchObject({
        totalUsers: 0,
        totalAppointments: 0,
        totalEarnings: 0,
        averageEarningsPerAppointment: 0,
        completionRate: 0,
        topClients: [],
        bestSellingServices: [],
        nextAppointments: [],
      });
      expect(stats.appointmentsByWeekday).toHaveLength(7);
    } finally {
      await empty.close();
    }
  });
});
