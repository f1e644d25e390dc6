import type { TestApp } from '../../support/test-app';

// Issue 32's browser tests: barbers are inserted with SQL (the admin's barber API is tested apart).

export type BarberRow = { id: string; name: string };

/** The first barber (the migration's, linked to the admin), renamed and given a bio. */
export async function firstBarber(t: TestApp, name: string, bio: string | null = null): Promise<BarberRow> {
  const [first] = await t.app.dataSource.query(`SELECT id FROM barbers ORDER BY display_order, created_at LIMIT 1`);
  await t.app.dataSource.query(`UPDATE barbers SET name = $1, bio = $2 WHERE id = $3`, [name, bio, first.id]);
  return { id: first.id, name };
}

/** Another active barber; `cutIds` null does every cut. */
export async function insertBarber(
  t: TestApp,
  input: { name: string; order: number; color: string; bio?: string | null; cutIds?: string[] | null },
): Promise<BarberRow> {
  const [row] = await t.app.dataSource.query(
    `INSERT INTO barbers (name, display_order, color, bio, cut_ids) VALUES ($1, $2, $3, $4, $5::uuid[])
     RETURNING id, name`,
    [input.name, input.order, input.color, input.bio ?? null, input.cutIds ?? null],
  );
  return row;
}

/** Puts an appointment with that barber, as the server would have. */
export async function assignBarber(t: TestApp, appointmentId: string, barber: BarberRow): Promise<void> {
  await t.app.dataSource.query(`UPDATE appointments SET barber_id = $1, barber_name = $2 WHERE id = $3`, [
    barber.id,
    barber.name,
    appointmentId,
  ]);
}

/** The barber an appointment is with now. */
export async function barberOf(t: TestApp, appointmentId: string): Promise<string | null> {
  const [row] = await t.app.dataSource.query(`SELECT barber_name FROM appointments WHERE id = $1`, [appointmentId]);
  return row?.barber_name ?? null;
}
