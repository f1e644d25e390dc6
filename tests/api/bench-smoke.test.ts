import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');

// CI's smoke run of `npm run bench`: every row comes out. Figures are printed for the log, never asserted
// (they depend on the machine and on what else it runs); the bench needs a real Postgres.
describe.runIf(process.env.TEST_DATABASE_URL)('npm run bench -- --quick', () => {
  it('prints every row of the table', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/bench/run.mjs', '--quick'], {
      cwd: root,
      env: { ...process.env, BENCH_DATABASE_URL: process.env.TEST_DATABASE_URL },
      timeout: 170_000,
    });
    console.log(stdout);
    for (const row of [
      'respuesta igual al suelo: sí',
      'suelo (node:http + pg, un JOIN)',
      'GraphQL AdminCalendarMonth',
      'REST GET /api/appointments/all',
      'Tira de reserva, 62 días',
      'GraphQL AvailableDays',
      'REST GET …/available-days',
      'memoria del servidor',
      '50 clientes a la vez por el mismo horario: 1 × 201, 49 × 409',
      'otra vez: 1 × 201, 49 × 409',
      'Primera carga',
      '«Cualquiera» entre 5 barberos con 15 citas cada uno ese día',
      'GraphQL availableSlots',
      'REST GET …/available-slots',
      'El día de los 5 barberos en el calendario del administrador, 75 citas (respuesta igual al suelo: sí)',
      '200 clientes a la vez con «Cualquiera» y 5 barberos libres: 5 × 201, 195 × 409, 5 citas en 5 barberos',
      'los mismos 200 a la vez leyendo su límite de citas (GET …/my-appointments/limit): 200 × 200',
      'Arranque con la base embebida',
    ]) {
      expect(stdout).toContain(row);
    }
    expect(stdout).not.toContain('FALLOS');
  }, 180_000);
});
