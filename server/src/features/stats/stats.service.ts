import { In, MoreThan, type DataSource } from 'typeorm';
import { badInput, forbidden } from '../../domain/errors';
import type { Viewer } from '../../domain/viewer';
import type { BarberService } from '../barbers/barber.service';
import { AppointmentStatus, LIVE_STATUSES, SERVED_STATUSES, sqlStatusIn } from '../appointments/appointment-status';
import { Appointment } from '../appointments/appointment.entity';
import { everyWeekday } from '../../../../common/opening-hours';
import { REBOOK_RETURN_DAYS } from '../../../../common/booking/rebook';
import { addDays, isoWeekday, minusOneMonth, type ShopClock } from '../appointments/shop-clock';
import { Role } from '../../domain/role';
import { BarberFigures } from './barber-figures';
import type { Period } from './period';
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

/** Whose appointments the figures count: a barber's id, or null for the whole shop. */
type Scope = string | null;

/** The SQL condition limiting `appointments` to the scope given as parameter `$n`. */
const ofScope = (n: number, table = '') => `($${n}::uuid IS NULL OR ${table}barber_id = $${n}::uuid)`;

// Which statuses count, from the shared vocabulary (common/appointment-status.ts).
const SERVED = sqlStatusIn(SERVED_STATUSES);
const LIVE = sqlStatusIn(LIVE_STATUSES);
const NO_SHOW = sqlStatusIn([AppointmentStatus.NO_SHOW]);

// Sums travel as numeric text (exact cents) and become numbers only at the edge.
export const money = (value: string | null) => Number(value ?? 0);

export class StatsService {
  private readonly barberFigures: BarberFigures;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: ShopClock,
    private readonly barbers: BarberService,
  ) {
    this.barberFigures = new BarberFigures(dataSource, barbers);
  }

  /**
   * The admin's figures are the shop's; a barber's are those of their own appointments, every one of them
   * (decision 0035): what cannot be told per barber, the clients' cancellations, reads 0.
   */
  async stats(viewer: Viewer): Promise<Stats> {
    const scope = await this.scopeOf(viewer);
    const today = this.clock.today();
    const week = { from: addDays(today, 1 - isoWeekday(today)), to: addDays(today, 7 - isoWeekday(today)) };
    const month = { from: minusOneMonth(today), to: today };

    const [totals] = await this.dataSource.query(
      `SELECT
         (CASE WHEN $3::uuid IS NULL THEN (SELECT count(*) FROM users WHERE role = $1)
               ELSE count(DISTINCT client_id) END)::int AS total_users,
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
       FROM appointments WHERE ${ofScope(3)}`,
      [Role.CLIENT, today, scope],
    );

    const [weeklyStats, monthlyStats, bestSellingServices, appointmentsByWeekday, topClients, nextAppointments, ever] =
      await Promise.all([
        this.period(week, scope),
        this.period(month, scope),
        this.services(null, scope),
        this.byWeekday(scope),
        this.topClients(scope),
        this.next(scope),
        this.clientCancellations(null, scope),
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
      byBarber: weeklyStats.byBarber,
    };
  }

  /**
   * Clients who booked from a «¿Toca corte?» link within REBOOK_RETURN_DAYS of that mail being sent, their
   * bookings on the period's days like the other figures. The shop's alone: a mail is not any one barber's.
   */
  private async rebookReturns(period: Period, scope: Scope): Promise<number | null> {
    if (scope !== null) return null;
    const [row] = (await this.dataSource.query(
      `SELECT count(DISTINCT a.client_id)::int AS n
         FROM appointments a
        WHERE a.source = 'rebook_reminder' AND a."date" BETWEEN $1::date AND $2::date
          AND EXISTS (
            SELECT 1 FROM mail_outbox m
            WHERE m.kind = 'rebook_reminder' AND m.status = 'sent' AND m.user_id = a.client_id
              AND a.created_at >= m.sent_at AND a.created_at < m.sent_at + make_interval(days => $3))`,
      [period.from, period.to, REBOOK_RETURN_DAYS],
    )) as { n: number }[];
    return row.n;
  }

  /** Null for the admin (the whole shop); a barber's own id; a barber account no barber is linked to sees nothing. */
  private async scopeOf(viewer: Viewer): Promise<Scope> {
    if (viewer.role !== Role.BARBER) return null;
    const barber = await this.barbers.ofUser(viewer.id);
    if (!barber) throw forbidden();
    return barber.id;
  }

  /** Every cut of the catalogue with how many completed appointments used it, most used first. */
  async popularCuts(limit?: number | null): Promise<PopularCut[]> {
    if (limit != null && (!Number.isInteger(limit) || limit < 1 || limit > 100)) {
      throw badInput('El límite debe estar entre 1 y 100');
    }
    const rows: (Record<string, unknown> & { usage_count: number })[] = await this.dataSource.query(
      `SELECT c.id, c.name, c.description, c.price::text AS price, c.duration, c.created_at, c.updated_at,
              c.rebook_after_days, count(a.id)::int AS usage_count
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
      rebookAfterDays: row.rebook_after_days as number | null,
      createdAt: row.created_at as Date,
      updatedAt: row.updated_at as Date,
      usageCount: row.usage_count,
    }));
  }

  private async period(period: Period, scope: Scope): Promise<PeriodStats> {
    const [[row], topServices, cancellations, byBarber, rebookReturns] = await Promise.all([
      this.dataSource.query(
        `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE status ${SERVED})::int AS completed,
                COALESCE(sum(price) FILTER (WHERE status ${SERVED}), 0)::text AS earnings
           FROM appointments WHERE "date" BETWEEN $1 AND $2 AND ${ofScope(3)}`,
        [period.from, period.to, scope],
      ),
      this.services(period, scope, TOP_SERVICES),
      this.clientCancellations(period, scope),
      this.barberFigures.of(period, scope),
      this.rebookReturns(period, scope),
    ]);
    return {
      ...period,
      totalAppointments: row.total,
      completedAppointments: row.completed,
      totalEarnings: money(row.earnings),
      topServices,
      ...cancellations,
      byBarber,
      rebookReturns,
    };
  }

  /**
   * Client cancellations of the appointments on the period's days (every day when null), and their share of
   * everything booked for those days: the appointments there plus the cancelled ones, which are no longer
   * there (decision 0027). They keep no barber, so a barber's read 0.
   */
  private async clientCancellations(period: Period | null, scope: Scope): Promise<ClientCancellationFigures> {
    if (scope) return { clientCancellations: 0, cancellationRate: 0 };
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
  private async services(period: Period | null, scope: Scope, limit: number | null = null): Promise<ServiceStat[]> {
    const rows: { name: string; count: number; earnings: string }[] = await this.dataSource.query(
      `SELECT cut_type AS name, count(*)::int AS count, sum(price)::text AS earnings
         FROM appointments
        WHERE status ${SERVED} AND ($1::date IS NULL OR "date" BETWEEN $1::date AND $2::date) AND ${ofScope(4)}
        GROUP BY cut_type
        ORDER BY count(*) DESC, sum(price) DESC, cut_type ASC
        LIMIT $3`,
      [period?.from ?? null, period?.to ?? null, limit, scope],
    );
    return rows.map((row) => ({ name: row.name, count: row.count, earnings: money(row.earnings) }));
  }

  private async byWeekday(scope: Scope): Promise<WeekdayCount[]> {
    const rows: { weekday: number; count: number }[] = await this.dataSource.query(
      `SELECT extract(isodow FROM "date")::int AS weekday, count(*)::int AS count
         FROM appointments WHERE ${ofScope(1)} GROUP BY 1`,
      [scope],
    );
    return everyWeekday((weekday) => ({ weekday, count: rows.find((row) => row.weekday === weekday)?.count ?? 0 }));
  }

  private async topClients(scope: Scope): Promise<TopClient[]> {
    const rows: { id: string; name: string; completed: number; spent: string }[] = await this.dataSource.query(
      `SELECT u.id, u.name, count(*)::int AS completed, sum(a.price)::text AS spent
         FROM appointments a JOIN users u ON u.id = a.client_id
        WHERE a.status ${SERVED} AND ${ofScope(2, 'a.')}
        GROUP BY u.id, u.name
        ORDER BY count(*) DESC, sum(a.price) DESC, u.name ASC
        LIMIT $1`,
      [TOP_CLIENTS, scope],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      completedAppointments: row.completed,
      totalSpent: money(row.spent),
    }));
  }

  private next(scope: Scope): Promise<Appointment[]> {
    return this.dataSource.getRepository(Appointment).find({
      where: {
        status: In([...LIVE_STATUSES]),
        endsAt: MoreThan(this.clock.now()),
        ...(scope ? { barberId: scope } : {}),
      },
      order: { startsAt: 'ASC' },
      take: NEXT_APPOINTMENTS,
    });
  }
}
