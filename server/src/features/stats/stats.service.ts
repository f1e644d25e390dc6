import { In, MoreThan, type DataSource } from 'typeorm';
import { badInput } from '../../domain/errors';
import { AppointmentStatus, LIVE_STATUSES, SERVED_STATUSES, sqlStatusIn } from '../appointments/appointment-status';
import { Appointment } from '../appointments/appointment.entity';
import { everyWeekday } from '../../../../common/opening-hours';
import { addDays, isoWeekday, minusOneMonth, type ShopClock } from '../appointments/shop-clock';
import { Role } from '../../domain/role';
import type {
  ClientCancellationFigures,
  PeriodStats,
  PopularCut,
  ServiceStat,
  Stats,
  TopClient,
  WeekdayCount,
} from './stats.types';

const NEXT_APPOINTMENTS = 10;
const TOP_SERVICES = 3;
const TOP_CLIENTS = 3;

interface Period {
  from: string;
  to: string;
}

// Which statuses count, from the shared vocabulary (common/appointment-status.ts).
const SERVED = sqlStatusIn(SERVED_STATUSES);
const LIVE = sqlStatusIn(LIVE_STATUSES);
const NO_SHOW = sqlStatusIn([AppointmentStatus.NO_SHOW]);

// Sums travel as numeric text (exact cents) and become numbers only at the edge.
const money = (value: string | null) => Number(value ?? 0);

export class StatsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: ShopClock,
  ) {}

  async stats(): Promise<Stats> {
    const today = this.clock.today();
    const week = { from: addDays(today, 1 - isoWeekday(today)), to: addDays(today, 7 - isoWeekday(today)) };
    const month = { from: minusOneMonth(today), to: today };

    const [totals] = await this.dataSource.query(
      `SELECT
         (SELECT count(*) FROM users WHERE role = $1)::int AS total_users,
         count(*)::int AS total,
         count(*) FILTER (WHERE status ${SERVED})::int AS completed,
         COALESCE(sum(price) FILTER (WHERE status ${SERVED}), 0)::text AS earnings,
         COALESCE(round(avg(price) FILTER (WHERE status ${SERVED}), 2), 0)::text AS average,
         CASE WHEN count(*) = 0 THEN 0
              ELSE round(100.0 * count(*) FILTER (WHERE status ${SERVED}) / count(*), 1) END::text AS completion_rate,
         count(*) FILTER (WHERE status ${NO_SHOW})::int AS no_show,
         CASE WHEN count(*) = 0 THEN 0
              ELSE round(100.0 * count(*) FILTER (WHERE status ${NO_SHOW}) / count(*), 1) END::text AS no_show_rate,
         count(*) FILTER (WHERE "date" = $2)::int AS today_total,
         count(*) FILTER (WHERE "date" = $2 AND status ${LIVE})::int AS today_pending,
         count(*) FILTER (WHERE "date" = $2 AND status ${SERVED})::int AS today_completed,
         COALESCE(sum(price) FILTER (WHERE "date" = $2 AND status ${SERVED}), 0)::text AS today_earnings
       FROM appointments`,
      [Role.CLIENT, today],
    );

    const [weeklyStats, monthlyStats, bestSellingServices, appointmentsByWeekday, topClients, nextAppointments, ever] =
      await Promise.all([
        this.period(week),
        this.period(month),
        this.services(null),
        this.byWeekday(),
        this.topClients(),
        this.next(),
        this.clientCancellations(null),
      ]);

    return {
      totalUsers: totals.total_users,
      totalAppointments: totals.total,
      completedAppointments: totals.completed,
      totalEarnings: money(totals.earnings),
      appointmentsToday: totals.today_total,
      pendingAppointmentsToday: totals.today_pending,
      completedAppointmentsToday: totals.today_completed,
      earningsToday: money(totals.today_earnings),
      weeklyStats,
      monthlyStats,
      appointmentsByWeekday,
      bestSellingServices,
      topClients,
      averageEarningsPerAppointment: money(totals.average),
      completionRate: Number(totals.completion_rate),
      noShowAppointments: totals.no_show,
      noShowRate: Number(totals.no_show_rate),
      nextAppointments,
      ...ever,
    };
  }

  /** Every cut of the catalogue with how many completed appointments used it, most used first. */
  async popularCuts(limit?: number | null): Promise<PopularCut[]> {
    if (limit != null && (!Number.isInteger(limit) || limit < 1 || limit > 100)) {
      throw badInput('El límite debe estar entre 1 y 100');
    }
    const rows: (Record<string, unknown> & { usage_count: number })[] = await this.dataSource.query(
      `SELECT c.id, c.name, c.description, c.price::text AS price, c.duration, c.created_at, c.updated_at,
              count(a.id)::int AS usage_count
         FROM cuts c
         LEFT JOIN appointments a ON a.cut_id = c.id AND a.status ${SERVED}
        GROUP BY c.id
        ORDER BY usage_count DESC, lower(c.name) ASC
        LIMIT $1`,
      [limit ?? null],
    );
    return rows.map((row) => ({
      id: row.id as string,
      name: row.name as string,
      description: row.description as string,
      price: money(row.price as string),
      duration: row.duration as number,
      createdAt: row.created_at as Date,
      updatedAt: row.updated_at as Date,
      usageCount: row.usage_count,
    }));
  }

  private async period(period: Period): Promise<PeriodStats> {
    const [[row], topServices, cancellations] = await Promise.all([
      this.dataSource.query(
        `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE status ${SERVED})::int AS completed,
                COALESCE(sum(price) FILTER (WHERE status ${SERVED}), 0)::text AS earnings
           FROM appointments WHERE "date" BETWEEN $1 AND $2`,
        [period.from, period.to],
      ),
      this.services(period, TOP_SERVICES),
      this.clientCancellations(period),
    ]);
    return {
      ...period,
      totalAppointments: row.total,
      completedAppointments: row.completed,
      totalEarnings: money(row.earnings),
      topServices,
      ...cancellations,
    };
  }

  /**
   * Client cancellations of the appointments on the period's days (every day when null), and their share of
   * everything booked for those days: the appointments there plus the cancelled ones, which are no longer
   * there (decision 0027).
   */
  private async clientCancellations(period: Period | null): Promise<ClientCancellationFigures> {
    const [row]: { cancelled: number; rate: string }[] = await this.dataSource.query(
      `SELECT c.n AS cancelled,
              CASE WHEN a.n + c.n = 0 THEN 0 ELSE round(100.0 * c.n / (a.n + c.n), 1) END::text AS rate
         FROM (SELECT count(*)::int AS n FROM client_cancellations
                WHERE $1::date IS NULL OR "date" BETWEEN $1::date AND $2::date) c,
              (SELECT count(*)::int AS n FROM appointments
                WHERE $1::date IS NULL OR "date" BETWEEN $1::date AND $2::date) a`,
      [period?.from ?? null, period?.to ?? null],
    );
    return { clientCancellations: row.cancelled, cancellationRate: Number(row.rate) };
  }

  /** Completed appointments grouped by the cut's name at booking: most sold first. */
  private async services(period: Period | null, limit: number | null = null): Promise<ServiceStat[]> {
    const rows: { name: string; count: number; earnings: string }[] = await this.dataSource.query(
      `SELECT cut_type AS name, count(*)::int AS count, sum(price)::text AS earnings
         FROM appointments
        WHERE status ${SERVED} AND ($1::date IS NULL OR "date" BETWEEN $1::date AND $2::date)
        GROUP BY cut_type
        ORDER BY count(*) DESC, sum(price) DESC, cut_type ASC
        LIMIT $3`,
      [period?.from ?? null, period?.to ?? null, limit],
    );
    return rows.map((row) => ({ name: row.name, count: row.count, earnings: money(row.earnings) }));
  }

  private async byWeekday(): Promise<WeekdayCount[]> {
    const rows: { weekday: number; count: number }[] = await this.dataSource.query(
      `SELECT extract(isodow FROM "date")::int AS weekday, count(*)::int AS count FROM appointments GROUP BY 1`,
    );
    return everyWeekday((weekday) => ({ weekday, count: rows.find((row) => row.weekday === weekday)?.count ?? 0 }));
  }

  private async topClients(): Promise<TopClient[]> {
    const rows: { id: string; name: string; completed: number; spent: string }[] = await this.dataSource.query(
      `SELECT u.id, u.name, count(*)::int AS completed, sum(a.price)::text AS spent
         FROM appointments a JOIN users u ON u.id = a.client_id
        WHERE a.status ${SERVED}
        GROUP BY u.id, u.name
        ORDER BY count(*) DESC, sum(a.price) DESC, u.name ASC
        LIMIT $1`,
      [TOP_CLIENTS],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      completedAppointments: row.completed,
      totalSpent: money(row.spent),
    }));
  }

  private next(): Promise<Appointment[]> {
    return this.dataSource.getRepository(Appointment).find({
      where: { status: In([...LIVE_STATUSES]), endsAt: MoreThan(this.clock.now()) },
      order: { startsAt: 'ASC' },
      take: NEXT_APPOINTMENTS,
    });
  }
}
