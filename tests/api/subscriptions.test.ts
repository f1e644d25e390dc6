import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../server/src/app';
import { book, createCut, DELETE_MINE, manualClock, setStatus, UPDATE, type CutRef } from '../support/booking';
import { REDIS_URL, redisReachable } from '../support/redis';
import { subscribeTo } from '../support/subscriptions';
import { startTestApp, type TestApp, closeInOrder } from '../support/test-app';

const clock = manualClock('2027-06-07T12:00:00Z'); // Monday 7 June 2027, 08:00 in New York

describe('appointmentChanged over WebSocket', () => {
  let t: TestApp;
  let cut: CutRef;
  let ana: { token: string; id: string };
  let beto: { token: string; id: string };
  const open: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    t = await startTestApp({ now: clock.now });
    cut = await createCut(t, { name: 'Corte en Vivo' });
    ana = await t.signUp({ name: 'Ana' });
    beto = await t.signUp({ name: 'Beto' });
  });
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
    await t?.close();
  });

  const subscribe = (token: string | null) => {
    const subscription = subscribeTo(t, token);
    open.push(subscription);
    return subscription;
  };

  it('refuses a subscriber without a valid session with UNAUTHENTICATED', async () => {
    for (const token of [null, 'token-falso']) {
      const anonymous = subscribe(token);
      const delivery = await anonymous.waitFor(() => anonymous.received.find((d) => d.errors));
      expect(delivery.errors![0]).toMatchObject({ message: 'No autorizado', extensions: { code: 'UNAUTHENTICATED' } });
      expect(delivery.data ?? null).toBeNull();
    }
  });

  it('gives the admin every change, and each client only their own', async () => {
    const admin = subscribe(await t.adminToken());
    const forAna = subscribe(ana.token);
    const forBeto = subscribe(beto.token);
    await Promise.all([admin.ready(null), forAna.ready(ana.id), forBeto.ready(beto.id)]);

    const booked = await book(t, ana.token, { cutId: cut.id, date: '2027-06-08', time: '10:00' });
    const created = await admin.waitForChange(booked.id, 'CREATED');
    expect(created.data!.appointmentChanged.appointment).toMatchObject({
      id: booked.id,
      status: 'PENDING',
      time: '10:00',
      cutType: 'Corte en Vivo',
      client: { id: ana.id, name: 'Ana' },
      cut: { id: cut.id, name: 'Corte en Vivo' },
    });
    await forAna.waitForChange(booked.id, 'CREATED');

    const moved = await t.gql(
      UPDATE,
      { id: booked.id, input: { cutId: cut.id, date: '2027-06-08', time: '11:00' } },
      ana.token,
    );
    expect(moved.errors).toBeUndefined();
    expect((await admin.waitForChange(booked.id, 'UPDATED')).data!.appointmentChanged.appointment!.time).toBe('11:00');
    await forAna.waitForChange(booked.id, 'UPDATED');

    await setStatus(t, booked.id, 'CANCELLED', 'Cerrado por obras');
    const rejected = await forAna.waitForChange(booked.id, 'STATUS_CHANGED');
    expect(rejected.data!.appointmentChanged.appointment).toMatchObject({
      status: 'CANCELLED',
      rejectionReason: 'Cerrado por obras',
    });
    await admin.waitForChange(booked.id, 'STATUS_CHANGED');

    expect((await t.gql(DELETE_MINE, { id: booked.id }, ana.token)).data!.deleteMyAppointment).toBe(booked.id);
    const deleted = await admin.waitForChange(booked.id, 'DELETED');
    expect(deleted.data!.appointmentChanged).toEqual({ kind: 'DELETED', appointmentId: booked.id, appointment: null });
    await forAna.waitForChange(booked.id, 'DELETED');

    // Beto's own booking reaches him; by then every one of Ana's changes had been published before it.
    const his = await book(t, beto.token, { cutId: cut.id, date: '2027-06-08', time: '12:00' });
    await forBeto.waitForChange(his.id, 'CREATED');
    await admin.waitForChange(his.id, 'CREATED');
    expect(forBeto.events().map((d) => d.data!.appointmentChanged.appointmentId)).toEqual([his.id]);
    expect(forAna.events().every((d) => d.data!.appointmentChanged.appointmentId === booked.id)).toBe(true);
    expect(admin.events().map((d) => d.data!.appointmentChanged.kind)).toEqual([
      'CREATED',
      'UPDATED',
      'STATUS_CHANGED',
      'DELETED',
      'CREATED',
    ]);
  });
});

const redisUp = await redisReachable();
if (!redisUp) console.warn(`[subscriptions] Redis not reachable at ${REDIS_URL}: the multi-process test is skipped`);

describe.skipIf(!redisUp)('several server processes sharing Redis', () => {
  let first: TestApp;
  let second: App;
  let secondUrl: string;

  beforeAll(async () => {
    first = await startTestApp({ now: clock.now, redisUrl: REDIS_URL });
    // A second server on the same database and Redis, as a second process behind a load balancer would be.
    second = await createApp({ ...first.app.config, port: 0 });
    secondUrl = `http://127.0.0.1:${await second.listen(0)}`;
  });
  afterAll(() => closeInOrder(second, first));

  it('delivers a change made through one server to a subscriber of the other', async () => {
    const cut = await createCut(first, { name: 'Corte Compartido' });
    const client = await first.signUp({ name: 'Carla' });
    const onSecond = subscribeTo({ ...first, url: secondUrl }, await first.adminToken());
    try {
      await onSecond.ready(null);
      const booked = await book(first, client.token, { cutId: cut.id, date: '2027-06-09', time: '09:00' });
      const delivery = await onSecond.waitForChange(booked.id, 'CREATED');
      expect(delivery.data!.appointmentChanged.appointment).toMatchObject({ id: booked.id, client: { name: 'Carla' } });
    } finally {
      await onSecond.close();
    }
  });
});
