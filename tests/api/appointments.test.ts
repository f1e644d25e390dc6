import { beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  complete,
  consecutiveDates,
  createCut,
  CREATE,
  DELETE_MINE,
  errorOf,
  LIST,
  manualClock,
  MINE,
  ONE,
  SET_HIDDEN,
  setStatus,
  SLOTS,
  UPDATE,
  type CutRef,
} from '../support/booking';
import { testAppForFile } from '../support/test-app';

// Wednesday 10 March 2027, 09:00 in New York (EST, UTC-5): the shop's "now" for this file.
const WEDNESDAY_9AM = '2027-03-10T14:00:00Z';
const [WED, THU, FRI, SAT, SUN] = consecutiveDates('2027-03-10', 5);
const [TUE, WED2, THU2, FRI2] = consecutiveDates('2027-03-16', 4);
const [MON3, TUE3] = consecutiveDates('2027-03-22', 2);

const clock = manualClock(WEDNESDAY_9AM);
const t = testAppForFile({ now: clock.now });
let short: CutRef;
let long: CutRef;
let alice: { token: string; id: string };
let bob: { token: string; id: string };

beforeAll(async () => {
  short = await createCut(t, { name: 'Corte Clásico', price: 15.5, duration: 30 });
  long = await createCut(t, { name: 'Corte y Barba', price: 25, duration: 60 });
  alice = await t.signUp({ name: 'Alicia' });
  bob = await t.signUp({ name: 'Roberto' });
});

describe('booking', () => {
  it('books a pending appointment with the cut name, price and duration copied, and its instants in the shop zone', async () => {
    const res = await t.gql(
      CREATE,
      { input: { cutId: short.id, date: THU, time: '10:00', note: '  Sin prisa  ' } },
      alice.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.createAppointment).toMatchObject({
      clientId: alice.id,
      cutId: short.id,
      cutType: 'Corte Clásico',
      price: 15.5,
      duration: 30,
      date: THU,
      time: '10:00',
      note: 'Sin prisa',
      status: 'PENDING',
      rejectionReason: null,
      hidden: false,
      startsAt: '2027-03-11T15:00:00.000Z',
      endsAt: '2027-03-11T15:30:00.000Z',
    });
  });

  it.each([
    [{ cutId: '' }, 'Debes seleccionar un tipo de corte'],
    [{ date: '' }, 'La fecha es requerida'],
    [{ date: '2027-03-09' }, 'La fecha no puede ser anterior a hoy'],
    [{ date: '2027-02-30' }, 'La fecha no es válida'],
    [{ date: '11/03/2027' }, 'La fecha no es válida'],
    [{ time: '' }, 'La hora es requerida'],
    [{ time: '10:15' }, 'La hora debe ser un horario de la lista (en punto o y media, HH:00 o HH:30)'],
    [{ time: '24:00' }, 'La hora debe ser un horario de la lista (en punto o y media, HH:00 o HH:30)'],
    // On the grid but before the default 08:00 opening: the hours refuse it.
    [{ time: '07:30' }, 'El servicio debe empezar y terminar dentro del horario de atención de ese día'],
    [{ note: 'x'.repeat(501) }, 'La nota no puede exceder 500 caracteres'],
  ])('refuses %o with "%s"', async (patch, message) => {
    const input = { cutId: short.id, date: FRI2, time: '16:00', ...patch };
    const res = await t.gql(CREATE, { input }, alice.token);
    expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message });
    expect(res.data).toBeNull();
  });

  it('accepts a note of exactly 500 characters', async () => {
    const created = await book(t, alice.token, { cutId: short.id, date: FRI2, time: '16:00', note: 'n'.repeat(500) });
    expect(created.note).toHaveLength(500);
  });

  it('answers NOT_FOUND for a cut that does not exist', async () => {
    for (const cutId of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      const res = await t.gql(CREATE, { input: { cutId, date: FRI2, time: '09:00' } }, alice.token);
      expect(errorOf(res)).toEqual({ code: 'NOT_FOUND', message: 'Corte no encontrado' });
    }
  });

  it('keeps to the opening hours: Sunday closed, Saturday until 16:00, the whole service before closing', async () => {
    const cases: [string, string, CutRef, string][] = [
      [SUN, '10:00', short, 'La barbería no abre ese día'],
      [SAT, '16:00', short, 'El servicio debe empezar y terminar dentro del horario de atención de ese día'],
      [SAT, '15:30', long, 'El servicio debe empezar y terminar dentro del horario de atención de ese día'],
      [TUE3, '18:00', short, 'El servicio debe empezar y terminar dentro del horario de atención de ese día'],
      [TUE3, '17:30', long, 'El servicio debe empezar y terminar dentro del horario de atención de ese día'],
    ];
    for (const [date, time, cut, message] of cases) {
      const res = await t.gql(CREATE, { input: { cutId: cut.id, date, time } }, alice.token);
      expect(errorOf(res), `${date} ${time} ${cut.duration} min`).toEqual({ code: 'BAD_USER_INPUT', message });
    }
    expect((await book(t, alice.token, { cutId: short.id, date: SAT, time: '15:30' })).time).toBe('15:30');
    expect((await book(t, alice.token, { cutId: long.id, date: TUE3, time: '17:00' })).endsAt).toBe(
      '2027-03-23T22:00:00.000Z',
    );
  });

  it('refuses a slot of today that has already started, and books a later one', async () => {
    clock.set('2027-03-10T20:10:00Z'); // 15:10 in New York
    try {
      for (const time of ['08:00', '15:00']) {
        const res = await t.gql(CREATE, { input: { cutId: short.id, date: WED, time } }, alice.token);
        expect(errorOf(res)).toEqual({
          code: 'BAD_USER_INPUT',
          message: 'Ese horario ya pasó; elige una hora posterior',
        });
      }
      const later = await book(t, alice.token, { cutId: short.id, date: WED, time: '15:30' });
      expect(later.startsAt).toBe('2027-03-10T20:30:00.000Z');
      const slots = await t.gql(SLOTS, { date: WED, cutId: short.id }, bob.token);
      expect(slots.data!.availableSlots).toEqual(['16:00', '16:30', '17:00', '17:30']);
    } finally {
      clock.set(WEDNESDAY_9AM);
    }
  });

  it('never lets two live appointments overlap, and back-to-back is fine', async () => {
    await book(t, alice.token, { cutId: long.id, date: FRI, time: '10:00' }); // 10:00–11:00
    for (const [time, cut] of [
      ['10:30', short],
      ['09:30', long],
      ['10:00', short],
    ] as const) {
      const res = await t.gql(CREATE, { input: { cutId: cut.id, date: FRI, time } }, bob.token);
      expect(errorOf(res), time).toEqual({ code: 'CONFLICT', message: 'Ese horario ya no está disponible' });
    }
    expect((await book(t, bob.token, { cutId: short.id, date: FRI, time: '11:00' })).status).toBe('PENDING');
    expect((await book(t, bob.token, { cutId: short.id, date: FRI, time: '09:30' })).status).toBe('PENDING');
  });

  it('frees the slot of a rejected appointment', async () => {
    const taken = await book(t, alice.token, { cutId: short.id, date: FRI, time: '14:00' });
    await setStatus(t, taken.id, 'CANCELLED', 'El barbero no está');
    expect((await book(t, bob.token, { cutId: short.id, date: FRI, time: '14:00' })).status).toBe('PENDING');
  });
});

describe('available slots', () => {
  it('lists the bookable slots of a day for a cut, after hours, taken ranges and the cut length', async () => {
    const all = await t.gql(SLOTS, { date: TUE, cutId: short.id }, bob.token);
    expect(all.data!.availableSlots).toHaveLength(20);
    expect(all.data!.availableSlots[0]).toBe('08:00');
    expect(all.data!.availableSlots.at(-1)).toBe('17:30');

    await book(t, alice.token, { cutId: long.id, date: TUE, time: '10:00' }); // 10:00–11:00
    const forShort = (await t.gql(SLOTS, { date: TUE, cutId: short.id }, bob.token)).data!.availableSlots;
    expect(forShort).toHaveLength(18);
    expect(forShort).not.toContain('10:00');
    expect(forShort).not.toContain('10:30');
    expect(forShort).toContain('11:00');
    expect(forShort).toContain('09:30');

    const forLong = (await t.gql(SLOTS, { date: TUE, cutId: long.id }, bob.token)).data!.availableSlots;
    expect(forLong).toHaveLength(16);
    for (const gone of ['09:30', '10:00', '10:30', '17:30']) expect(forLong).not.toContain(gone);
  });

  it('offers Saturday until the last slot that ends by 16:00, nothing on Sunday or past days, and today from the next slot', async () => {
    const saturday = (await t.gql(SLOTS, { date: '2027-03-20', cutId: short.id }, bob.token)).data!.availableSlots;
    expect(saturday).toHaveLength(16);
    expect(saturday.at(-1)).toBe('15:30');
    expect((await t.gql(SLOTS, { date: SUN, cutId: short.id }, bob.token)).data!.availableSlots).toEqual([]);
    expect((await t.gql(SLOTS, { date: '2027-03-09', cutId: short.id }, bob.token)).data!.availableSlots).toEqual([]);
    const today = (await t.gql(SLOTS, { date: WED, cutId: short.id }, bob.token)).data!.availableSlots;
    expect(today[0]).toBe('09:30');
  });

  it('refuses a malformed date and an unknown cut', async () => {
    expect(errorOf(await t.gql(SLOTS, { date: '2027-13-01', cutId: short.id }, bob.token))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'La fecha no es válida',
    });
    expect(errorOf(await t.gql(SLOTS, { date: TUE, cutId: 'nada' }, bob.token))).toEqual({
      code: 'NOT_FOUND',
      message: 'Corte no encontrado',
    });
  });

  it('counts the slot of the appointment being edited as free for its owner only', async () => {
    const mine = await book(t, alice.token, { cutId: short.id, date: WED2, time: '12:00' });
    const forOwner = (await t.gql(SLOTS, { date: WED2, cutId: short.id, appointmentId: mine.id }, alice.token)).data!;
    expect(forOwner.availableSlots).toContain('12:00');
    const forOther = (await t.gql(SLOTS, { date: WED2, cutId: short.id, appointmentId: mine.id }, bob.token)).data!;
    expect(forOther.availableSlots).not.toContain('12:00');
  });
});

describe('client edits', () => {
  /** updateAppointment as Alicia (or `token`), its answer as it comes. */
  const edit = (id: string, input: Record<string, unknown>, token = alice.token) => t.gql(UPDATE, { id, input }, token);

  it('moves a pending appointment and keeps the price it was booked at', async () => {
    const original = await book(t, alice.token, { cutId: short.id, date: THU2, time: '09:00' });
    const res = await edit(original.id, { cutId: short.id, date: THU2, time: '09:30', note: 'Más tarde' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateAppointment).toMatchObject({
      id: original.id,
      status: 'PENDING',
      time: '09:30',
      note: 'Más tarde',
      price: 15.5,
      startsAt: '2027-03-18T13:30:00.000Z',
    });
    // Still inside its own old range: an appointment never conflicts with itself.
    const again = await edit(original.id, { cutId: short.id, date: THU2, time: '09:30' });
    expect(again.data!.updateAppointment.note).toBeNull();
  });

  it('takes the new cut name, price and duration when the cut changes', async () => {
    const original = await book(t, alice.token, { cutId: short.id, date: THU2, time: '11:00' });
    const res = await edit(original.id, { cutId: long.id, date: THU2, time: '11:00' });
    expect(res.data!.updateAppointment).toMatchObject({
      cutType: 'Corte y Barba',
      price: 25,
      duration: 60,
      endsAt: '2027-03-18T16:00:00.000Z',
    });
  });

  it('resubmits a rejected appointment: back to pending with the reason cleared', async () => {
    const original = await book(t, alice.token, { cutId: short.id, date: THU2, time: '13:00' });
    await setStatus(t, original.id, 'CANCELLED', 'Ese día cerramos antes');
    const res = await edit(original.id, { cutId: short.id, date: THU2, time: '14:00' });
    expect(res.data!.updateAppointment).toMatchObject({ status: 'PENDING', rejectionReason: null, time: '14:00' });
  });

  it('refuses to resubmit a rejected appointment into a slot taken meanwhile', async () => {
    const original = await book(t, alice.token, { cutId: short.id, date: THU2, time: '15:00' });
    await setStatus(t, original.id, 'CANCELLED', 'Imprevisto');
    await book(t, bob.token, { cutId: short.id, date: THU2, time: '15:00' });
    const res = await edit(original.id, { cutId: short.id, date: THU2, time: '15:00' });
    expect(errorOf(res)).toEqual({ code: 'CONFLICT', message: 'Ese horario ya no está disponible' });
    const stored = await t.gql(ONE, { id: original.id }, alice.token);
    expect(stored.data!.appointment.status).toBe('CANCELLED');
  });

  it('refuses to edit a confirmed or completed appointment', async () => {
    const confirmed = await book(t, alice.token, { cutId: short.id, date: FRI2, time: '08:00' });
    await setStatus(t, confirmed.id, 'CONFIRMED');
    const completed = await book(t, alice.token, { cutId: short.id, date: FRI2, time: '09:00' });
    await complete(t, completed.id);
    for (const { id } of [confirmed, completed]) {
      const res = await edit(id, { cutId: short.id, date: FRI2, time: '10:00' });
      expect(errorOf(res)).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Solo puedes editar citas pendientes o que han sido rechazadas por el administrador.',
      });
    }
  });

  it("answers NOT_FOUND for another client's appointment and leaves it untouched", async () => {
    const theirs = await book(t, alice.token, { cutId: short.id, date: FRI2, time: '11:00' });
    const res = await edit(theirs.id, { cutId: short.id, date: FRI2, time: '12:00', note: 'hack' }, bob.token);
    expect(errorOf(res)).toEqual({ code: 'NOT_FOUND', message: 'Cita no encontrada' });
    expect(res.data).toBeNull();
    expect((await t.gql(ONE, { id: theirs.id }, alice.token)).data!.appointment).toMatchObject({
      time: '11:00',
      note: null,
    });
  });

  it('applies the booking rules to the new date and time', async () => {
    const original = await book(t, alice.token, { cutId: short.id, date: FRI2, time: '13:00' });
    const past = await edit(original.id, { cutId: short.id, date: '2027-03-01', time: '13:00' });
    expect(errorOf(past)).toEqual({ code: 'BAD_USER_INPUT', message: 'La fecha no puede ser anterior a hoy' });
    const sunday = await edit(original.id, { cutId: short.id, date: SUN, time: '13:00' });
    expect(errorOf(sunday)).toEqual({ code: 'BAD_USER_INPUT', message: 'La barbería no abre ese día' });
  });
});

describe('client delete and hide', () => {
  it('deletes own pending, confirmed and rejected appointments, freeing their slots', async () => {
    const pending = await book(t, alice.token, { cutId: short.id, date: MON3, time: '08:00' });
    const confirmed = await book(t, alice.token, { cutId: short.id, date: MON3, time: '09:00' });
    await setStatus(t, confirmed.id, 'CONFIRMED');
    const rejected = await book(t, alice.token, { cutId: short.id, date: MON3, time: '10:00' });
    await setStatus(t, rejected.id, 'CANCELLED', 'No hay hueco');
    for (const { id } of [pending, confirmed, rejected]) {
      const res = await t.gql(DELETE_MINE, { id }, alice.token);
      expect(res.data!.deleteMyAppointment).toBe(id);
      expect(errorOf(await t.gql(ONE, { id }, alice.token)).code).toBe('NOT_FOUND');
    }
    expect((await book(t, bob.token, { cutId: short.id, date: MON3, time: '09:00' })).status).toBe('PENDING');
  });

  it('refuses to delete a completed appointment (it can only be hidden) or someone else’s', async () => {
    const done = await book(t, alice.token, { cutId: short.id, date: MON3, time: '11:00' });
    await complete(t, done.id);
    expect(errorOf(await t.gql(DELETE_MINE, { id: done.id }, alice.token))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Las citas completadas no se eliminan: puedes quitarlas de tu lista',
    });
    const theirs = await book(t, alice.token, { cutId: short.id, date: MON3, time: '12:00' });
    expect(errorOf(await t.gql(DELETE_MINE, { id: theirs.id }, bob.token))).toEqual({
      code: 'NOT_FOUND',
      message: 'Cita no encontrada',
    });
    expect((await t.gql(ONE, { id: theirs.id }, alice.token)).data!.appointment.id).toBe(theirs.id);
  });

  it('hides a completed appointment from the list but keeps it in the history, and shows it again', async () => {
    const done = await book(t, alice.token, { cutId: short.id, date: MON3, time: '13:00' });
    await complete(t, done.id);
    const hidden = await t.gql(SET_HIDDEN, { id: done.id, hidden: true }, alice.token);
    expect(hidden.data!.setAppointmentHidden).toEqual({ id: done.id, hidden: true, status: 'COMPLETED' });
    const list = (await t.gql(MINE, {}, alice.token)).data!.myAppointments.map((a: { id: string }) => a.id);
    expect(list).not.toContain(done.id);
    const history = (await t.gql(MINE, { all: true }, alice.token)).data!.myAppointments.map(
      (a: { id: string }) => a.id,
    );
    expect(history).toContain(done.id);
    await t.gql(SET_HIDDEN, { id: done.id, hidden: false }, alice.token);
    expect((await t.gql(MINE, {}, alice.token)).data!.myAppointments.map((a: { id: string }) => a.id)).toContain(
      done.id,
    );
  });

  it('refuses to hide an appointment that is not completed, or someone else’s', async () => {
    const pending = await book(t, alice.token, { cutId: short.id, date: MON3, time: '14:00' });
    expect(errorOf(await t.gql(SET_HIDDEN, { id: pending.id, hidden: true }, alice.token))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Solo puedes quitar de tu lista las citas completadas',
    });
    expect(errorOf(await t.gql(SET_HIDDEN, { id: pending.id, hidden: true }, bob.token))).toEqual({
      code: 'NOT_FOUND',
      message: 'Cita no encontrada',
    });
  });
});

describe('reading appointments', () => {
  it('lists only my appointments, newest created first', async () => {
    const carol = await t.signUp({ name: 'Carolina' });
    const first = await book(t, carol.token, { cutId: short.id, date: TUE3, time: '08:00' });
    const second = await book(t, carol.token, { cutId: short.id, date: TUE3, time: '09:00' });
    const third = await book(t, carol.token, { cutId: short.id, date: TUE3, time: '10:00' });
    const mine = (await t.gql(MINE, {}, carol.token)).data!.myAppointments;
    expect(mine.map((a: { id: string }) => a.id)).toEqual([third.id, second.id, first.id]);
    expect(mine.every((a: { clientId: string }) => a.clientId === carol.id)).toBe(true);
  });

  it('gives the owner and the admin one appointment with its client and cut; another client gets NOT_FOUND', async () => {
    const mine = await book(t, alice.token, { cutId: short.id, date: TUE3, time: '11:00' });
    const own = await t.gql(ONE, { id: mine.id }, alice.token);
    expect(own.data!.appointment).toMatchObject({
      id: mine.id,
      client: { id: alice.id, name: 'Alicia' },
      cut: { id: short.id },
    });
    const admin = await t.gql(ONE, { id: mine.id }, await t.adminToken());
    expect(admin.data!.appointment.client.name).toBe('Alicia');
    const other = await t.gql(ONE, { id: mine.id }, bob.token);
    expect(errorOf(other)).toEqual({ code: 'NOT_FOUND', message: 'Cita no encontrada' });
    expect(other.data).toBeNull();
  });

  it('gives the admin the calendar by day and time, filtered by range and status', async () => {
    const admin = await t.adminToken();
    const res = await t.gql(LIST, { from: TUE3, to: TUE3 }, admin);
    const rows = res.data!.appointments as { date: string; time: string; status: string }[];
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.every((a) => a.date === TUE3)).toBe(true);
    expect(rows.map((a) => a.time)).toEqual([...rows.map((a) => a.time)].sort());
    const all = (await t.gql(LIST, {}, admin)).data!.appointments as { date: string; status: string }[];
    const dates = all.map((a) => a.date);
    expect(dates).toEqual([...dates].sort());
    const cancelled = (await t.gql(LIST, { status: 'CANCELLED' }, admin)).data!.appointments as { status: string }[];
    expect(cancelled.length).toBeGreaterThan(0);
    expect(cancelled.every((a) => a.status === 'CANCELLED')).toBe(true);
  });

  it('refuses a malformed or reversed range', async () => {
    const admin = await t.adminToken();
    expect(errorOf(await t.gql(LIST, { from: 'marzo' }, admin))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'La fecha no es válida',
    });
    expect(errorOf(await t.gql(LIST, { from: TUE3, to: WED }, admin))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'La fecha final no puede ser anterior a la inicial',
    });
  });
});

describe('deleting a cut', () => {
  it('keeps the name, price and duration the appointments were booked with', async () => {
    const doomed = await createCut(t, { name: 'Corte Temporal', price: 12.75, duration: 45 });
    const booked = await book(t, alice.token, { cutId: doomed.id, date: TUE3, time: '14:00' });
    await complete(t, booked.id);
    const res = await t.gql(`mutation($id: ID!) { deleteCut(id: $id) }`, { id: doomed.id }, await t.adminToken());
    expect(res.errors).toBeUndefined();
    const after = (await t.gql(ONE, { id: booked.id }, alice.token)).data!.appointment;
    expect(after).toMatchObject({
      cutType: 'Corte Temporal',
      price: 12.75,
      duration: 45,
      cutId: null,
      cut: null,
      status: 'COMPLETED',
    });
  });
});
