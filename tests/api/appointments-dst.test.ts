import { beforeAll, describe, expect, it } from 'vitest';
import { book, createCut, CREATE, errorOf, manualClock, SLOTS, type CutRef } from '../support/booking';
import { saveBusinessConfig, USUAL_HOURS } from '../support/business';
import { testAppForFile } from '../support/test-app';

// New York moves to EDT (UTC-4) on Sunday 14 March 2027 and back to EST (UTC-5) on Sunday 7 November 2027.
// The shop's wall-clock times stay what the client chose; the stored instants shift by an hour.

const clock = manualClock('2027-03-12T17:00:00Z'); // Friday 12 March, 12:00 EST
const t = testAppForFile({ now: clock.now });
let cut: CutRef;
let client: { token: string; id: string };

const OPEN_SUNDAY = {
  businessName: 'Barbería de Prueba',
  adminName: 'Barbero',
  phone: '+1 305 555 0100',
  address: 'Calle Falsa 123',
  email: 'barberia@test.local',
  openingHours: USUAL_HOURS.map((day) => (day.weekday === 7 ? { ...day, open: '08:00', close: '14:00' } : day)),
};

beforeAll(async () => {
  cut = await createCut(t, { duration: 30 });
  client = await t.signUp();
});

const instants = async (date: string, time: string) => {
  const booked = await book(t, client.token, { cutId: cut.id, date, time });
  return [booked.startsAt, booked.endsAt];
};

describe('the spring-forward weekend (14 March 2027)', () => {
  it('books Saturday in EST and Monday in EDT', async () => {
    expect(await instants('2027-03-13', '10:00')).toEqual(['2027-03-13T15:00:00.000Z', '2027-03-13T15:30:00.000Z']);
    expect(await instants('2027-03-15', '10:00')).toEqual(['2027-03-15T14:00:00.000Z', '2027-03-15T14:30:00.000Z']);
    expect(await instants('2027-03-15', '08:00')).toEqual(['2027-03-15T12:00:00.000Z', '2027-03-15T12:30:00.000Z']);
  });

  it('keeps Sunday closed by default', async () => {
    const res = await t.gql(CREATE, { input: { cutId: cut.id, date: '2027-03-14', time: '10:00' } }, client.token);
    expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message: 'La barbería no abre ese día' });
  });

  it('books the DST Sunday itself once the shop opens on Sundays', async () => {
    await saveBusinessConfig(t, OPEN_SUNDAY);
    const slots = (await t.gql(SLOTS, { date: '2027-03-14', cutId: cut.id }, client.token)).data!.availableSlots;
    expect(slots).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
    ]);
    expect(await instants('2027-03-14', '08:00')).toEqual(['2027-03-14T12:00:00.000Z', '2027-03-14T12:30:00.000Z']);
    expect(await instants('2027-03-14', '13:30')).toEqual(['2027-03-14T17:30:00.000Z', '2027-03-14T18:00:00.000Z']);
    const after = (await t.gql(SLOTS, { date: '2027-03-14', cutId: cut.id }, client.token)).data!.availableSlots;
    expect(after).toHaveLength(10);
    expect(after).not.toContain('08:00');
    expect(after).not.toContain('13:30');
  });
});

describe('the fall-back weekend (7 November 2027)', () => {
  it('books Saturday in EDT, Sunday and Monday in EST', async () => {
    clock.set('2027-11-05T16:00:00Z'); // Friday 5 November, 12:00 EDT
    expect(await instants('2027-11-06', '10:00')).toEqual(['2027-11-06T14:00:00.000Z', '2027-11-06T14:30:00.000Z']);
    expect(await instants('2027-11-07', '08:00')).toEqual(['2027-11-07T13:00:00.000Z', '2027-11-07T13:30:00.000Z']);
    expect(await instants('2027-11-07', '10:00')).toEqual(['2027-11-07T15:00:00.000Z', '2027-11-07T15:30:00.000Z']);
    expect(await instants('2027-11-08', '10:00')).toEqual(['2027-11-08T15:00:00.000Z', '2027-11-08T15:30:00.000Z']);
    const sunday = (await t.gql(SLOTS, { date: '2027-11-07', cutId: cut.id }, client.token)).data!.availableSlots;
    expect(sunday).toHaveLength(10);
  });

  it('judges "today" and "already started" on the shop clock across the change', async () => {
    clock.set('2027-11-07T14:10:00Z'); // Sunday 7 November, 09:10 EST (it would be 10:10 in EDT)
    const past = await t.gql(CREATE, { input: { cutId: cut.id, date: '2027-11-07', time: '09:00' } }, client.token);
    expect(errorOf(past)).toEqual({ code: 'BAD_USER_INPUT', message: 'Ese horario ya pasó; elige una hora posterior' });
    expect(await instants('2027-11-07', '09:30')).toEqual(['2027-11-07T14:30:00.000Z', '2027-11-07T15:00:00.000Z']);
    const yesterday = await t.gql(
      CREATE,
      { input: { cutId: cut.id, date: '2027-11-06', time: '15:00' } },
      client.token,
    );
    expect(errorOf(yesterday)).toEqual({ code: 'BAD_USER_INPUT', message: 'La fecha no puede ser anterior a hoy' });
  });
});
