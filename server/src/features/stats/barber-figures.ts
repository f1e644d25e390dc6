import type { DataSource } from 'typeorm';
import { openMinutesBetween } from '../../../../common/booking/open-minutes';
import type { BookingBreak } from '../../../../common/booking/breaks';
import type { Closure } from '../../../../common/booking/closures';
import { DEFAULT_OPENING_HOURS, type DayHours } from '../../../../common/opening-hours';
import { DEFAULT_BOOKING_RULES } from '../../../../common/validation/booking-rules';
import { AppointmentStatus, SERVED_STATUSES, sqlStatusIn } from '../appointments/appointment-status';
import type { Barber } from '../barbers/barber.entity';
import type { BarberService } from '../barbers/barber.service';
import type { Period } from './period';
import type { BarberStat } from './stats.types';

const SERVED = sqlStatusIn(SERVED_STATUSES);
const NO_SHOW = sqlStatusIn([AppointmentStatus.NO_SHOW]);
// What takes a barber's time: what was or is to be done; a rejection or a cancellation gave the time back.
const BOOKED = sqlStatusIn([
  AppointmentStatus.PENDING,
  AppointmentStatus.CONFIRMED,
  AppointmentStatus.COMPLETED,
  AppointmentStatus.NO_SHOW,
]);

interface Row {
  barber_id: string | null;
  barber_name: string;
  completed: number;
  earnings: string;
  no_show: number;
  booked: number;
}

/** A share in percent with one decimal, as every rate of the statistics; null when there is nothing to divide by. */
const percent = (part: number, whole: number) => (whole ? Math.round((1000 * part) / whole) / 10 : null);

/**
 * Each barber's completed appointments, earnings, no-show rate and occupancy over a period (decision 0035). The
 * counts and sums are SQL's (money as numeric); the open minutes come from the booking rules' pure reading.
 */
export class BarberFigures {
  constructor(
    private readonly dataSource: DataSource,
    private readonly barbers: BarberService,
  ) {}

  async of(period: Period, scope: string | null): Promise<BarberStat[]> {
    // A deleted barber's appointments have no barber_id any more: they stay together under the name they kept.
    const rows: Row[] = await this.dataSource.query(
      `SELECT barber_id, min(barber_name) AS barber_name,
              count(*) FILTER (WHERE status ${SERVED})::int AS completed,
              COALESCE(sum(price) FILTER (WHERE status ${SERVED}), 0)::text AS earnings,
              count(*) FILTER (WHERE status ${NO_SHOW})::int AS no_show,
              COALESCE(sum(duration) FILTER (WHERE status ${BOOKED}), 0)::int AS booked
         FROM appointments
        WHERE "date" BETWEEN $1 AND $2 AND ($3::uuid IS NULL OR barber_id = $3::uuid)
        GROUP BY barber_id, CASE WHEN barber_id IS NULL THEN barber_name END`,
      [period.from, period.to, scope],
    );
    const everyone = await this.barbers.all();
    const listed = everyone.filter((barber) =>
      scope ? barber.id === scope : barber.active || rows.some((row) => row.barber_id === barber.id),
    );
    const openMinutes = await this.openMinutes(period, listed);
    const figures = (row: Row | undefined) => ({
      completed: row?.completed ?? 0,
      earnings: Number(row?.earnings ?? 0),
      noShowRate: row ? percent(row.no_show, row.completed + row.no_show) : null,
    });
    const present = listed.map((barber) => {
      const row = rows.find((entry) => entry.barber_id === barber.id);
      return {
        barberId: barber.id,
        name: barber.name,
        color: barber.color,
        ...figures(row),
        occupancy: percent(row?.booked ?? 0, openMinutes.get(barber.id) ?? 0),
      };
    });
    const gone = rows
      .filter((row) => row.barber_id === null)
      .sort((a, b) => a.barber_name.localeCompare(b.barber_name, 'es'))
      .map((row) => ({ barberId: null, name: row.barber_name, color: null, ...figures(row), occupancy: null }));
    return [...present, ...gone];
  }

  /** Each barber's open minutes over the period: their hours or the shop's, less breaks, closures and days off. */
  private async openMinutes(period: Period, barbers: readonly Barber[]): Promise<Map<string, number>> {
    if (!barbers.length) return new Map();
    const [[config], [rules], closures, timeOff] = await Promise.all([
      this.dataSource.query(`SELECT opening_hours FROM business_config WHERE id = 1`) as Promise<
        { opening_hours: DayHours[] | null }[]
      >,
      this.dataSource.query(`SELECT breaks FROM booking_rules WHERE id = 1`) as Promise<
        { breaks: BookingBreak[] | null }[]
      >,
      this.dataSource.query(
        `SELECT start_date::text AS "startDate", end_date::text AS "endDate"
           FROM closed_dates WHERE start_date <= $2 AND end_date >= $1`,
        [period.from, period.to],
      ) as Promise<Closure[]>,
      this.dataSource.query(
        `SELECT barber_id, start_date::text AS "startDate", end_date::text AS "endDate"
           FROM barber_time_off WHERE barber_id = ANY($3::uuid[]) AND start_date <= $2 AND end_date >= $1`,
        [period.from, period.to, barbers.map((barber) => barber.id)],
      ) as Promise<(Closure & { barber_id: string })[]>,
    ]);
    const shopHours = config?.opening_hours ?? DEFAULT_OPENING_HOURS;
    const shopBreaks = rules?.breaks ?? DEFAULT_BOOKING_RULES.breaks;
    return new Map(
      barbers.map((barber) => [
        barber.id,
        openMinutesBetween(period.from, period.to, {
          hours: barber.hours ?? shopHours,
          breaks: [...shopBreaks, ...barber.breaks],
          closures,
          timeOff: timeOff.filter((off) => off.barber_id === barber.id),
        }),
      ]),
    );
  }
}
