import type { TestApp } from './test-app';

// Issue 32: barbers straight in the database (the admin's «Barberos» API is tested on its own), and the
// GraphQL of bookings that name one.

export interface BarberRef {
  id: string;
  name: string;
}

export interface BarberRow {
  order?: number;
  cutIds?: string[] | null;
  hours?: { weekday: number; open: string | null; close: string | null }[] | null;
  breaks?: { weekday: number; start: string; end: string }[];
  active?: boolean;
}

/** The first barber, the one the migration made of the owner, renamed `name` for the test to read. */
export async function ownerBarber(t: TestApp, name = 'Ana'): Promise<BarberRef> {
  const db = t.app.dataSource;
  const [{ id }]: { id: string }[] = await db.query(
    `SELECT id FROM barbers ORDER BY display_order, created_at, id LIMIT 1`,
  );
  await db.query(`UPDATE barbers SET name = $2 WHERE id = $1`, [id, name]);
  return { id, name };
}

export async function addBarber(t: TestApp, name: string, row: BarberRow = {}): Promise<BarberRef> {
  const [barber]: BarberRef[] = await t.app.dataSource.query(
    `INSERT INTO barbers (name, display_order, cut_ids, hours, breaks, active)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, name`,
    [
      name,
      row.order ?? 0,
      row.cutIds ?? null,
      row.hours ? JSON.stringify(row.hours) : null,
      JSON.stringify(row.breaks ?? []),
      row.active ?? true,
    ],
  );
  return barber;
}

/** Changes a barber's row for the length of `work`, then puts it back as it was. */
export async function withBarber<T>(t: TestApp, barber: BarberRef, row: BarberRow, work: () => Promise<T>): Promise<T> {
  const db = t.app.dataSource;
  const [before] = await db.query(`SELECT cut_ids, hours, breaks, active FROM barbers WHERE id = $1`, [barber.id]);
  const set = async (cutIds: unknown, hours: unknown, breaks: unknown, active: unknown) =>
    db.query(`UPDATE barbers SET cut_ids = $2, hours = $3, breaks = $4, active = $5 WHERE id = $1`, [
      barber.id,
      cutIds,
      hours === null || hours === undefined ? null : JSON.stringify(hours),
      JSON.stringify(breaks ?? []),
      active,
    ]);
  await set(
    row.cutIds !== undefined ? row.cutIds : before.cut_ids,
    row.hours !== undefined ? row.hours : before.hours,
    row.breaks ?? before.breaks,
    row.active ?? before.active,
  );
  try {
    return await work();
  } finally {
    await set(before.cut_ids, before.hours, before.breaks, before.active);
  }
}

export async function addTimeOff(t: TestApp, barber: BarberRef, startDate: string, endDate: string, note: string) {
  await t.app.dataSource.query(
    `INSERT INTO barber_time_off (barber_id, start_date, end_date, note) VALUES ($1, $2, $3, $4)`,
    [barber.id, startDate, endDate, note],
  );
}

export const BOOKED = `id barberId barberName date time status clientId`;
export const CREATE_WITH = `mutation($input: AppointmentInput!) { createAppointment(input: $input) { ${BOOKED} } }`;
export const SLOTS_OF = `query($date: String!, $cutId: ID!, $barberId: ID, $appointmentId: ID) {
  availableSlots(date: $date, cutId: $cutId, barberId: $barberId, appointmentId: $appointmentId)
}`;
export const DAYS_OF = `query($from: String!, $to: String!, $cutId: ID!, $barberId: ID) {
  availableDays(from: $from, to: $to, cutId: $cutId, barberId: $barberId) { date free reason message }
}`;
