import { MoreThanOrEqual, type DataSource } from 'typeorm';
import type { DayHours } from '../../../../common/opening-hours';
import { bookingRulesSchema, breaksToKeep } from '../../../../common/validation/booking-rules';
import { barberMessages, barberTimeOffSchema } from '../../../../common/validation/barber';
import { openingHoursSchema } from '../../../../common/validation/business-config';
import { isUuid } from '../../db/uuid';
import { badInput, conflict, notFound, validate } from '../../domain/errors';
import type { Viewer } from '../../domain/viewer';
import type { BookingBreakInput } from '../business-config/booking-rules.entity';
import type { OpeningHoursInput } from '../business-config/opening-hours.types';
import { assertMayEditWeek } from './barber-access';
import { auditBarberTimeOff, auditBarberWeek } from './barber-audit';
import { BarberTimeOff } from './barber-time-off.entity';
import { Barber, type BarberWeek } from './barber.entity';
import type { BarberTimeOffInput } from './barber.inputs';
import type { BarberService } from './barber.service';

// Checked exactly as the shop's own breaks are (booking rules): the same rules, limits and messages.
const breaksSchema = bookingRulesSchema.pick(['breaks']);
const hoursSchema = openingHoursSchema.required();

const byDayAndStart = (breaks: readonly { weekday: number; start: string; end: string }[]) =>
  [...breaks]
    .map(({ weekday, start, end }) => ({ weekday, start, end }))
    .sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));

/**
 * A barber's own week (issue 32, point 2): their hours (or the shop's), breaks and days off. Only stored and
 * served here; availability reads them. The admin edits anyone's, a barber their own.
 */
export class BarberWeekService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly barbers: BarberService,
    private readonly shopHours: () => Promise<DayHours[]>,
    private readonly today: () => string,
  ) {}

  async week(viewer: Viewer, barberId: string): Promise<BarberWeek> {
    return this.weekOf(await this.editable(viewer, barberId));
  }

  /** `hours` null: the barber follows the shop's opening hours again. */
  async setHours(viewer: Viewer, barberId: string, hours: OpeningHoursInput[] | null): Promise<BarberWeek> {
    const barber = await this.editable(viewer, barberId);
    const values = hours === null ? null : byWeekday(await validate(hoursSchema, hours));
    await this.dataSource.transaction(async (tx) => {
      await tx.update(Barber, { id: barber.id }, { hours: values });
      await auditBarberWeek(tx, barber.id, { hours: barber.hours }, { hours: values });
    });
    return this.weekOf(await this.barbers.get(barber.id));
  }

  /** One break per day, as the shop keeps its own: one sent for several days becomes one for each. */
  async setBreaks(viewer: Viewer, barberId: string, breaks: BookingBreakInput[]): Promise<BarberWeek> {
    const barber = await this.editable(viewer, barberId);
    const values = await validate(breaksSchema, { breaks });
    const kept = byDayAndStart(breaksToKeep(values.breaks));
    await this.dataSource.transaction(async (tx) => {
      await tx.update(Barber, { id: barber.id }, { breaks: kept });
      await auditBarberWeek(tx, barber.id, { breaks: byDayAndStart(barber.breaks) }, { breaks: kept });
    });
    return this.weekOf(await this.barbers.get(barber.id));
  }

  /** Days off from today on (the ones under way included), soonest first. */
  async timeOff(viewer: Viewer, barberId: string): Promise<BarberTimeOff[]> {
    const barber = await this.editable(viewer, barberId);
    return this.dataSource.getRepository(BarberTimeOff).find({
      where: { barberId: barber.id, endDate: MoreThanOrEqual(this.today()) },
      order: { startDate: 'ASC', endDate: 'ASC' },
    });
  }

  async addTimeOff(viewer: Viewer, barberId: string, input: BarberTimeOffInput): Promise<BarberTimeOff> {
    const barber = await this.editable(viewer, barberId);
    const values = await validate(barberTimeOffSchema, input);
    const startDate = values.startDate!;
    const endDate = values.endDate ?? startDate;
    if (startDate < this.today()) {
      throw badInput(barberMessages.timeOffPast, [{ field: 'startDate', message: barberMessages.timeOffPast }]);
    }
    return this.dataSource.transaction(async (tx) => {
      // The same day off twice would need two removals to give it back.
      const [{ overlapping }] = (await tx.query(
        `SELECT EXISTS (SELECT 1 FROM barber_time_off WHERE barber_id = $1 AND start_date <= $3 AND end_date >= $2)
           AS overlapping`,
        [barber.id, startDate, endDate],
      )) as { overlapping: boolean }[];
      if (overlapping) throw conflict(barberMessages.timeOffOverlap);
      const result = await tx.insert(BarberTimeOff, {
        barberId: barber.id,
        startDate,
        endDate,
        note: values.note ?? null,
      });
      const added = await tx.findOneByOrFail(BarberTimeOff, { id: result.identifiers[0].id as string });
      await auditBarberTimeOff(tx, added, true);
      return added;
    });
  }

  async removeTimeOff(viewer: Viewer, barberId: string, timeOffId: string): Promise<string> {
    const barber = await this.editable(viewer, barberId);
    const removed = isUuid(timeOffId)
      ? await this.dataSource.transaction(async (tx) => {
          const timeOff = await tx.findOneBy(BarberTimeOff, { id: timeOffId, barberId: barber.id });
          const deleted = timeOff ? await tx.delete(BarberTimeOff, { id: timeOffId }) : null;
          if (timeOff && deleted?.affected) await auditBarberTimeOff(tx, timeOff, false);
          return !!deleted?.affected;
        })
      : false;
    if (!removed) throw notFound(barberMessages.timeOffNotFound);
    return timeOffId;
  }

  /** The barber, once the viewer may act on their week: 404 for none, 403 for someone else's. */
  private async editable(viewer: Viewer, barberId: string): Promise<Barber> {
    const barber = await this.barbers.get(barberId);
    assertMayEditWeek(viewer, barber);
    return barber;
  }

  private async weekOf(barber: Barber): Promise<BarberWeek> {
    return {
      followsShop: barber.hours === null,
      hours: barber.hours ?? (await this.shopHours()),
      breaks: byDayAndStart(barber.breaks ?? []),
    };
  }
}

const byWeekday = (days: { weekday: number; open: string | null; close: string | null }[]): DayHours[] =>
  [...days].map(({ weekday, open, close }) => ({ weekday, open, close })).sort((a, b) => a.weekday - b.weekday);
