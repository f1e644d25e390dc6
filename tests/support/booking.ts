import { addDays, createShopClock, isoWeekday } from '../../server/src/features/appointments/shop-clock';
import { Role } from '../../server/src/domain/role';
import { saveElClasico } from './business';
import type { GraphQLResponse, TestApp } from './test-app';

export const SHOP_TZ = 'America/New_York';

/** A clock the test moves by hand; give `clock.now` to startTestApp({ now }). */
export function manualClock(iso: string) {
  let current = new Date(iso);
  return {
    now: () => current,
    set(next: string) {
      current = new Date(next);
    },
  };
}

/** The shop's date `weekday` (ISO, 1 = Monday) strictly after the shop's today for that clock. */
export function nextWeekday(weekday: number, now: () => Date = () => new Date()): string {
  const today = createShopClock(SHOP_TZ, now).today();
  const ahead = (weekday - isoWeekday(today) + 7) % 7 || 7;
  return addDays(today, ahead);
}

/** `count` shop dates one after another from `first`, to name a run of a file's days at once. */
export const consecutiveDates = (first: string, count: number): string[] =>
  Array.from({ length: count }, (_, offset) => addDays(first, offset));

export const APPOINTMENT_FIELDS = `id clientId cutId cutType price duration date time note status rejectionReason hidden startsAt endsAt createdAt updatedAt`;

export const CREATE = `mutation($input: AppointmentInput!) { createAppointment(input: $input) { ${APPOINTMENT_FIELDS} } }`;
export const UPDATE = `mutation($id: ID!, $input: AppointmentInput!) { updateAppointment(id: $id, input: $input) { ${APPOINTMENT_FIELDS} } }`;
export const SET_STATUS = `mutation($id: ID!, $status: AppointmentStatus!, $reason: String) { setAppointmentStatus(id: $id, status: $status, rejectionReason: $reason) { ${APPOINTMENT_FIELDS} } }`;
export const DELETE_MINE = `mutation($id: ID!) { deleteMyAppointment(id: $id) }`;
export const DELETE_ANY = `mutation($id: ID!) { deleteAppointment(id: $id) }`;
export const SET_HIDDEN = `mutation($id: ID!, $hidden: Boolean!) { setAppointmentHidden(id: $id, hidden: $hidden) { id hidden status } }`;
export const MINE = `query($all: Boolean) { myAppointments(includeHidden: $all) { ${APPOINTMENT_FIELDS} } }`;
export const ONE = `query($id: ID!) { appointment(id: $id) { ${APPOINTMENT_FIELDS} client { id name } cut { id name } } }`;
export const LIST = `query($from: String, $to: String, $status: AppointmentStatus) { appointments(from: $from, to: $to, status: $status) { ${APPOINTMENT_FIELDS} } }`;
export const SLOTS = `query($date: String!, $cutId: ID!, $appointmentId: ID) { availableSlots(date: $date, cutId: $cutId, appointmentId: $appointmentId) }`;

export interface CutRef {
  id: string;
  name: string;
  price: number;
  duration: number;
}

let cutCounter = 0;

export async function createCut(t: TestApp, input: Partial<Omit<CutRef, 'id'>> = {}): Promise<CutRef> {
  cutCounter += 1;
  const res = await t.gql<{ createCut: CutRef }>(
    `mutation($input: CutInput!) { createCut(input: $input) { id name price duration } }`,
    {
      input: {
        name: input.name ?? `Corte ${cutCounter} ${Math.random().toString(36).slice(2, 7)}`,
        description: 'Un corte de prueba',
        price: input.price ?? 15,
        duration: input.duration ?? 30,
      },
    },
    await t.adminToken(),
  );
  if (!res.data?.createCut) throw new Error(`createCut failed: ${JSON.stringify(res.errors)}`);
  return res.data.createCut;
}

export type AppointmentView = Record<string, any> & { id: string; status: string; startsAt: string };

/** Books and fails the test on any error. */
export async function book(
  t: TestApp,
  token: string,
  input: { cutId: string; date: string; time: string; note?: string | null },
): Promise<AppointmentView> {
  const res = await t.gql<{ createAppointment: AppointmentView }>(CREATE, { input }, token);
  if (!res.data?.createAppointment) throw new Error(`booking failed: ${JSON.stringify(res.errors)}`);
  return res.data.createAppointment;
}

export async function setStatus(t: TestApp, id: string, status: string, reason?: string): Promise<AppointmentView> {
  const res = await t.gql<{ setAppointmentStatus: AppointmentView }>(
    SET_STATUS,
    { id, status, reason },
    await t.adminToken(),
  );
  if (!res.data?.setAppointmentStatus) throw new Error(`status change failed: ${JSON.stringify(res.errors)}`);
  return res.data.setAppointmentStatus;
}

/** The barber changes a cut's price (the rest of it as createCut made it). */
export async function repriceCut(t: TestApp, cut: CutRef, price: number): Promise<void> {
  const res = await t.gql(
    'mutation($id: ID!, $input: CutInput!) { updateCut(id: $id, input: $input) { id } }',
    { id: cut.id, input: { name: cut.name, description: 'Un corte de prueba', price, duration: cut.duration } },
    await t.adminToken(),
  );
  if (res.errors) throw new Error(`reprice failed: ${JSON.stringify(res.errors)}`);
}

/** Confirms and completes it. */
export async function complete(t: TestApp, id: string): Promise<AppointmentView> {
  return markCompleted(t, await setStatus(t, id, 'CONFIRMED'));
}

/** Marks a confirmed appointment completed as the barber may, from its day on: with the shop's clock at its start. */
export function markCompleted(t: TestApp, confirmed: { id: string; startsAt: string }): Promise<AppointmentView> {
  return onItsDay(t, confirmed, () => setStatus(t, confirmed.id, 'COMPLETED'));
}

/** Runs `work` (a move allowed from the appointment's day on) with the shop's clock at the appointment's start. */
export function onItsDay<T>(t: TestApp, appointment: { startsAt: string }, work: () => Promise<T>): Promise<T> {
  return t.at(new Date(appointment.startsAt), work);
}

export function errorOf(res: GraphQLResponse) {
  return { code: res.errors?.[0]?.extensions?.code, message: res.errors?.[0]?.message };
}

/**
 * Clients made straight in the database, with tokens minted by the app: for tests that need
 * many accounts without paying for many password hashes.
 */
export async function insertClients(
  t: TestApp,
  count: number,
  prefix = 'masivo',
): Promise<{ id: string; token: string }[]> {
  const tag = Math.random().toString(36).slice(2, 8);
  const rows: { id: string }[] = await t.app.dataSource.query(
    `INSERT INTO users (name, email, password_hash, role)
     SELECT 'Cliente ' || lpad(i::text, 3, '0'), $1 || i || '-' || $2 || '@test.local', 'not-a-usable-hash', 'client'
       FROM generate_series(1, $3::int) AS i
     RETURNING id`,
    [prefix, tag, count],
  );
  return Promise.all(
    rows.map(async ({ id }) => ({ id, token: await t.app.services.sessions.start({ id, role: Role.CLIENT }) })),
  );
}

/** Distinct, non-overlapping bookable slots (hourly 08:00–15:00, Sundays skipped) from `firstDate` on. */
export function slotSequence(firstDate: string) {
  let date = firstDate;
  let hour = 8;
  return () => {
    while (isoWeekday(date) === 7) date = addDays(date, 1);
    const slot = { date, time: `${String(hour).padStart(2, '0')}:00` };
    hour += 1;
    if (hour > 15) {
      hour = 8;
      date = addDays(date, 1);
    }
    return slot;
  };
}

/** The rules scenarios' shop: El Clásico's hours, a 30- and a 60-minute cut, and two clients. */
export async function twoCutsTwoClients(t: TestApp) {
  await saveElClasico(t);
  const short = await createCut(t, { name: 'Corte Clásico', duration: 30 });
  const hour = await createCut(t, { name: 'Corte y Barba', duration: 60 });
  const ana = await t.signUp({ name: 'Ana' });
  const beto = await t.signUp({ name: 'Beto' });
  return { short, hour, ana, beto };
}
