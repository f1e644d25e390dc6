import type { TestApp } from './test-app';

/** A barber of the shop with a BARBER account (issue 32), as the invitation flow would leave them. */
export interface BarberAccount {
  /** The barber's id (appointments.barber_id). */
  id: string;
  userId: string;
  name: string;
  email: string;
  password: string;
  token: string;
}

let counter = 0;

/**
 * Made straight in the database (the invitation is another feature's): a signed-up account turned BARBER and
 * the barber it is, then signed in, so the token carries the role as a real sign-in does.
 */
export async function addBarberAccount(
  t: TestApp,
  { name = 'Carlos Ruiz', color = 'blue', order = 1 }: { name?: string; color?: string; order?: number } = {},
): Promise<BarberAccount> {
  counter += 1;
  const email = `barbero${counter}-${Date.now()}@test.local`;
  const password = 'barbero-secreto1';
  const { id: userId } = await t.signUp({ name, email, password });
  // The invitation's link proves the address, as a password reset does.
  await t.app.dataSource.query(`UPDATE users SET role = 'barber', is_verified = true WHERE id = $1`, [userId]);
  const [{ id }]: { id: string }[] = await t.app.dataSource.query(
    `INSERT INTO barbers (name, user_id, display_order, color) VALUES ($1, $2, $3, $4) RETURNING id`,
    [name, userId, order, color],
  );
  return { id, userId, name, email, password, token: await t.login(email, password) };
}

/** The owner's barber: the first one, which the migration made and where the admin's bookings go by default. */
export async function ownerBarberId(t: TestApp): Promise<string> {
  const [{ id }]: { id: string }[] = await t.app.dataSource.query(
    `SELECT id FROM barbers ORDER BY display_order, created_at, id LIMIT 1`,
  );
  return id;
}

/** Puts an appointment in a barber's agenda (until booking names the barber itself). */
export async function assignTo(t: TestApp, appointmentId: string, barberId: string): Promise<void> {
  await t.app.dataSource.query(
    `UPDATE appointments a SET barber_id = b.id, barber_name = b.name FROM barbers b WHERE a.id = $1 AND b.id = $2`,
    [appointmentId, barberId],
  );
}
